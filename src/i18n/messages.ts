import type { Locale } from './locales'

/**
 * UI message namespaces, one JSON file each under messages/{locale}/, so that each component's
 * strings live in their own file. Every locale has every file (checked by messages.test.ts).
 */
export const messageNamespaces = [
  'Home',
  'Property',
  'Frame',
  'Header',
  'Footer',
  'Popup',
  'Consent',
  'Banner',
  'Modules',
  'Breadcrumbs',
  'Errors',
  'Contact',
  'Login',
  'ThankYou',
  'Lists',
  'Listing',
  'Search',
  'PropertyDetail',
  'Projects',
] as const

/** Namespaces used by client components: only these are sent to the browser. */
export const clientNamespaces = [
  'Header',
  'Popup',
  'Consent',
  'Banner',
  'Frame',
  'Search',
] as const satisfies readonly MessageNamespace[]

export type MessageNamespace = (typeof messageNamespaces)[number]

/** Loads a locale's bundles and keys them by namespace, as next-intl expects. */
export async function loadMessages(locale: Locale): Promise<Record<MessageNamespace, unknown>> {
  const entries = await Promise.all(
    messageNamespaces.map(
      async (namespace) =>
        [namespace, (await import(`../../messages/${locale}/${namespace}.json`)).default] as const,
    ),
  )
  return Object.fromEntries(entries) as Record<MessageNamespace, unknown>
}
