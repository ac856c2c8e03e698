export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers a pager shows: always the first and last page, the current page with `around`
 * neighbours on each side, and a gap where pages are skipped. A gap never stands for a single page
 * (that page is shown instead), so the pager never hides what it could show in the same room.
 */
export function pageLinks(page: number, pageCount: number, around = 1): PageLink[] {
  if (pageCount <= 1) return []
  const shown = new Set<number>([1, pageCount])
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pageCount) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const links: PageLink[] = []
  let previous = 0
  for (const n of sorted) {
    if (n - previous === 2) links.push({ kind: 'page', page: n - 1 })
    else if (n - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}` })
    links.push({ kind: 'page', page: n })
    previous = n
  }
  return links
}
