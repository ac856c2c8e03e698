import { defaultLocale, isLocale, type Locale } from '../../i18n/locales'

/** `/a//b` → `/a/b/`: one leading and one trailing slash, no empty segments. */
export function normalizePath(path: string): string {
  const segments = splitSegments(path)
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

export function splitSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

/** The language is the first path segment (spec §2); a path without one has `locale: null`. */
export function splitLocale(pathname: string): { locale: Locale | null; segments: string[] } {
  const segments = splitSegments(pathname)
  const [first, ...rest] = segments
  return isLocale(first) ? { locale: first, segments: rest } : { locale: null, segments }
}

/** `/{locale}/{path}/`; the home path of a language is `/{locale}/`. */
export function prefixed(locale: Locale, path: string): string {
  const inner = splitSegments(path).join('/')
  return inner === '' ? `/${locale}/` : `/${locale}/${inner}/`
}

/** A URL's query as Next.js hands it to pages (values may repeat), as text or as URLSearchParams. */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

/** The query as URLSearchParams; of a repeated value the first wins. */
export function searchParamsOf(input: QueryInput): URLSearchParams {
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input)
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) params.set(key, first)
  }
  return params
}

/** Request header in which the proxy passes the URL's query on to layouts, which get no searchParams. */
export const SEARCH_HEADER = 'x-agency-search'

/** Spec §2: "Query parameters can be read by name." Empty values count as absent. */
export function queryParam(search: string | URLSearchParams, name: string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search
  const value = params.get(name)
  return value === null || value.trim() === '' ? null : value.trim()
}

/** The ?id= of the original project URL (/project/?id={id}), when it is a positive whole number. */
export function projectIdOf(query: QueryInput): number | null {
  const id = Number(queryParam(searchParamsOf(query), 'id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The language a request without a language segment is served in: the saved choice, else the default. */
export function chooseLocale(saved: string | null | undefined): Locale {
  return isLocale(saved) ? saved : defaultLocale
}

/** Lower-case, decoded comparison key of a path (original paths are matched without case). */
export function pathKey(path: string): string {
  return normalizePath(safeDecode(path)).toLowerCase()
}

/** A URL path or segment decoded; a malformed escape stays as written (it simply matches nothing). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
