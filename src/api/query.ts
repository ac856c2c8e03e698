import * as qs from 'qs-esm'

/** The most documents one REST read answers, and the deepest population it does (decision 029). */
export const LIMIT_MAX = 100
export const DEPTH_MAX = 2

/** The query as Payload's createPayloadRequest parses it: what its handlers will see. */
export const parseQuery = (search: string): Record<string, unknown> =>
  qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })

export type BoundedQuery =
  | { readonly ok: true; readonly search: string; readonly where: unknown }
  | { readonly ok: false; readonly problem: string }

const count = /^\d+$/

/** A count parameter Payload reads with Number(): digits only, or absent. */
function counted(query: Record<string, unknown>, name: string): number | null | 'bad' {
  const value = query[name]
  if (value === undefined) return null
  return typeof value === 'string' && count.test(value) ? Number(value) : 'bad'
}

/** `limit` for a read: absent stays Payload's default (10); 0 ("all") and anything over the cap is the cap. */
const cappedLimit = (limit: number) => (limit === 0 ? LIMIT_MAX : Math.min(limit, LIMIT_MAX))

/** A JSON parameter (`where`, `data`) sent as a string, which Payload passes to JSON.parse unguarded. */
function parsedJson(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string' || value.length === 0) return { ok: true, value }
  try {
    return { ok: true, value: JSON.parse(value) as unknown }
  } catch {
    return { ok: false }
  }
}

/**
 * The query string of a REST request, bounded before Payload sees it: `depth` at most 2 on every
 * request; on reads, `limit` at most 100 (`limit=0`, Payload's "everything", is 100 too),
 * `pagination=false` ignored and join limits capped the same way. `locale=*` (every language of
 * every document) is refused, as are parameters Payload would misread (`limit=abc`, `limit[]=1`)
 * or fail on with a 500 (`where=notjson`). Bulk writes keep their `limit`: only staff may write,
 * and the admin's "select all" sends `limit=0` to change every selected document.
 */
export function boundQuery(search: string, { read }: { read: boolean }): BoundedQuery {
  const query = parseQuery(search)
  for (const name of ['locale', 'fallbackLocale', 'fallback-locale'] as const) {
    const value = query[name]
    if (value === undefined) continue
    if (typeof value !== 'string') return { ok: false, problem: `${name} must be one language code` }
    if (name === 'locale' && (value === '*' || value === 'all')) {
      return { ok: false, problem: 'locale=* is not served: ask for one language at a time' }
    }
  }
  const depth = counted(query, 'depth')
  const limit = counted(query, 'limit')
  const page = counted(query, 'page')
  if (depth === 'bad' || limit === 'bad' || page === 'bad') {
    return { ok: false, problem: 'depth, limit and page must be whole numbers' }
  }
  const where = parsedJson(query.where)
  if (!where.ok || !parsedJson(query.data).ok)
    return { ok: false, problem: 'where and data must be valid JSON' }

  const params = new URLSearchParams(search)
  const bounded = new URLSearchParams()
  const replace = (name: string, value: string | null) => {
    for (const key of [...params.keys()]) {
      if (key === name || key.startsWith(`${name}[`)) params.delete(key)
    }
    if (value !== null) bounded.set(name, value)
  }
  if (depth !== null) replace('depth', String(Math.min(depth, DEPTH_MAX)))
  if (read) {
    if (limit !== null) replace('limit', String(cappedLimit(limit)))
    replace('pagination', null)
    const joins = query.joins
    if (joins !== undefined) {
      if (!isRecord(joins)) return { ok: false, problem: 'joins must name join fields' }
      for (const [path, join] of Object.entries(joins)) {
        if (!isRecord(join)) continue
        const joinLimit = counted(join, 'limit')
        if (joinLimit === 'bad') return { ok: false, problem: 'a join limit must be a whole number' }
        if (joinLimit !== null) replace(`joins[${path}][limit]`, String(cappedLimit(joinLimit)))
      }
    }
  }
  // The bounded values first: qs reads only the first 1000 parameters.
  const rest = params.toString()
  const head = bounded.toString()
  return { ok: true, search: [head, rest].filter(Boolean).join('&'), where: where.value }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
