import { type QueryInput, searchParamsOf } from '../routes/paths'

export interface SearchLink {
  city?: { name: string; zip: string }
  typeWebId?: number
}

const ZIP = /^[A-Za-z0-9-]{1,10}$/

/**
 * Spec §2: "Search links: /for-sale/ and /for-rent/ with query parameters city=Name|Zip or
 * type={web id}". A malformed parameter is ignored on its own (the list then shows unfiltered
 * on that criterion) rather than failing the page.
 */
export function parseSearchLink(input: QueryInput): SearchLink {
  const params = searchParamsOf(input)
  const link: SearchLink = {}

  const city = params.get('city')
  const bar = city?.lastIndexOf('|') ?? -1
  if (city && bar > 0) {
    const name = city.slice(0, bar).trim()
    const zip = city.slice(bar + 1).trim()
    if (name && ZIP.test(zip)) link.city = { name, zip }
  }

  const type = params.get('type')?.trim()
  if (type && /^\d+$/.test(type) && Number(type) > 0) link.typeWebId = Number(type)
  return link
}

/** The query string of a search link ('?city=Sint-Niklaas%7C9100'); '' when there is nothing. */
export function searchLinkQuery(link: SearchLink): string {
  const params = new URLSearchParams()
  if (link.city) params.set('city', `${link.city.name}|${link.city.zip}`)
  if (link.typeWebId !== undefined) params.set('type', String(link.typeWebId))
  const query = params.toString()
  return query ? `?${query}` : ''
}
