/**
 * A language link with the visitor's query string carried over (issue 20: the switcher on a list
 * dropped its filters and sort). The filters are language-free (a web type id, a town's zip, a
 * price, a sort key), so every parameter is kept; one the link already names keeps the link's value
 * (a project's `?id=` on /project/).
 */
export function carryQuery(href: string, search: string): string {
  const hash = href.indexOf('#')
  const [base, fragment] = hash === -1 ? [href, ''] : [href.slice(0, hash), href.slice(hash)]
  const mark = base.indexOf('?')
  const path = mark === -1 ? base : base.slice(0, mark)
  const own = new URLSearchParams(mark === -1 ? '' : base.slice(mark + 1))
  const merged = new URLSearchParams(own)
  for (const [key, value] of new URLSearchParams(search)) {
    if (!own.has(key)) merged.append(key, value)
  }
  const query = merged.toString()
  return `${path}${query ? `?${query}` : ''}${fragment}`
}
