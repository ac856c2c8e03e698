import 'server-only'

import { getRouteTable } from '@/data/routeTable'
import { localizedPath } from '@/domain/routes/lookup'
import type { Locale } from '@/i18n/locales'
import type { DemandOutcome } from './demands'

export const DEMAND_REGISTER_PATH = '/demand-register/'
export const UNSUBSCRIBE_PATH = '/unsubscribe/'

/** What the unsubscribe page says on arrival: the link was sent, done, or the link is not valid. */
export type UnsubscribeOutcome = 'sent' | 'done' | 'invalid'

/**
 * A page a mail's link leads to, in the mail's language, with what the link did in its query.
 * Without the CMS page the lookup answers the original path, which may be the link's own handler
 * (/unsubscribe/): a language prefix keeps the redirect from coming back to it (the visitor then
 * sees 'page not found').
 */
async function linkPageHref(originalPath: string, locale: Locale, query: Record<string, string>) {
  const found = localizedPath(await getRouteTable(), originalPath, locale)
  const path = found === originalPath ? `/${locale}${originalPath}` : found
  return `${path}?${new URLSearchParams(query).toString()}`
}

/** The demand register page telling what a mail's link did (`?demand=confirmed`), or asking to delete. */
export const demandPageHref = (locale: Locale, query: { demand: DemandOutcome } | { delete: string }) =>
  linkPageHref(DEMAND_REGISTER_PATH, locale, query)

/** The unsubscribe page: with a link's token (it asks first) or an outcome. */
export const unsubscribePageHref = (
  locale: Locale,
  query: { unsubscribe: UnsubscribeOutcome } | { t: string },
) => linkPageHref(UNSUBSCRIBE_PATH, locale, query)

/** A redirect nobody caches: each link is for one person. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
