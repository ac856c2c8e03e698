import 'server-only'

import { headers } from 'next/headers'

import { type QueryInput, queryParam, SEARCH_HEADER, searchParamsOf } from '@/domain/routes/paths'

/** The ?id= of the original project URL (/project/?id={id}), when it is a positive whole number. */
export function projectIdOf(query: QueryInput): number | null {
  const id = Number(queryParam(searchParamsOf(query), 'id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The same, for a layout: from the query the proxy passed on (set by the proxy on every page request). */
export async function requestProjectId(): Promise<number | null> {
  return projectIdOf((await headers()).get(SEARCH_HEADER) ?? '')
}
