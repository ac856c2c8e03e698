import 'server-only'

import { headers } from 'next/headers'

import { projectIdOf, SEARCH_HEADER } from '@/domain/routes/paths'

/** The project's ?id=, for a layout: from the query the proxy passed on (set on every page request). */
export async function requestProjectId(): Promise<number | null> {
  return projectIdOf((await headers()).get(SEARCH_HEADER) ?? '')
}
