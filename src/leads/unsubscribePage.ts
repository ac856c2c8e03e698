import 'server-only'

import { getRouteTable } from '@/data/routeTable'
import { localizedPath } from '@/domain/routes/lookup'
import type { Locale } from '@/i18n/locales'

export const UNSUBSCRIBE_PATH = '/unsubscribe/'

/** What the unsubscribe page says on arrival: the link was sent, done, or the link is not valid. */
export type UnsubscribeOutcome = 'sent' | 'done' | 'invalid'

/** The unsubscribe page in a language: with a link's token (it asks first) or an outcome. */
export async function unsubscribePageHref(
  locale: Locale,
  query: { unsubscribe: UnsubscribeOutcome } | { t: string },
): Promise<string> {
  const found = localizedPath(await getRouteTable(), UNSUBSCRIBE_PATH, locale)
  // Without the CMS page the lookup answers the original path, which is the link's own handler:
  // a language prefix keeps a redirect from coming back to it (the visitor sees 'page not found').
  const path = found === UNSUBSCRIBE_PATH ? `/${locale}${UNSUBSCRIBE_PATH}` : found
  return `${path}?${new URLSearchParams(query).toString()}`
}
