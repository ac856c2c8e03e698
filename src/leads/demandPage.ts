import 'server-only'

import { getRouteTable } from '@/data/routeTable'
import { localizedPath } from '@/domain/routes/lookup'
import type { Locale } from '@/i18n/locales'
import type { DemandOutcome } from './demands'

export const DEMAND_REGISTER_PATH = '/demand-register/'

/** The demand register page in a language, telling what a mail's link did (`?demand=confirmed`). */
export async function demandPageHref(locale: Locale, query: { demand: DemandOutcome } | { delete: string }) {
  const path = localizedPath(await getRouteTable(), DEMAND_REGISTER_PATH, locale)
  return `${path}?${new URLSearchParams(query).toString()}`
}

/** A redirect nobody caches: each link is for one person. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
