import 'server-only'

import { homeHref } from '@/domain/routes/internalLinks'
import { localizedPath } from '@/domain/routes/lookup'
import { menuTree } from '@/domain/routes/navigation'
import type { Alternates, RouteTable } from '@/domain/routes/types'
import { type Locale, locales } from '@/i18n/locales'
import { getSiteBasics } from './settings'

/** The route-table-derived parts of the frame: menu, language links and the fixed links. */
export async function frameLinks(
  table: RouteTable,
  locale: Locale,
  currentKey?: string,
  alternates?: Alternates | null,
) {
  const site = await getSiteBasics()
  const link = (originalPath: string) => localizedPath(table, originalPath, locale)
  const home = Object.fromEntries(locales.map((l) => [l, homeHref(l)])) as Alternates
  return {
    menu: menuTree(table, locale, currentKey),
    // A page without a counterpart in another language (404, 410) switches to that language's home.
    alternates: alternates ?? home,
    languages: site.languages,
    origin: site.siteUrl,
    links: {
      home: homeHref(locale),
      freeEvaluation: link('/contact-demand/'),
      cookiePolicy: link('/Cookie-policy/'),
      privacyStatement: link('/Privacy-statement/'),
      disclaimer: link('/Disclaimer/'),
    },
  }
}
