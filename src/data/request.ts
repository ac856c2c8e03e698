import 'server-only'

import { cache } from 'react'

import { type Resolution, resolvePath } from '@/domain/routes/resolve'
import type { RouteTable } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'
import { getRouteTable } from './routeTable'

export type RequestRoute = { table: RouteTable; resolution: Resolution; path: string }

/**
 * What the requested path shows, resolved once per request and shared by the page and its
 * metadata. `path` is the segments after the language, joined with '/'.
 */
export const getRequestRoute = cache(async (locale: Locale, path: string): Promise<RequestRoute> => {
  const table = await getRouteTable()
  const segments = path.split('/').filter(Boolean).map(safeDecode)
  return { table, resolution: resolvePath(table, locale, segments), path }
})

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
