import 'server-only'

import { headers } from 'next/headers'

import { queryParam, SEARCH_HEADER } from '@/domain/routes/paths'

type SearchParams = Record<string, string | string[] | undefined>

/** The ?id= of the original project URL (/project/?id={id}), when it is a positive whole number. */
export function projectIdOf(query: SearchParams | URLSearchParams): number | null {
  const search = query instanceof URLSearchParams ? query : new URLSearchParams()
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') search.set(key, value)
  }
  const id = Number(queryParam(search, 'id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The same, for a layout: from the query the proxy passed on (set by the proxy on every page request). */
export async function requestProjectId(): Promise<number | null> {
  return projectIdOf(new URLSearchParams((await headers()).get(SEARCH_HEADER) ?? ''))
}
