export interface Page {
  /** 1-based page actually shown, clamped into range. */
  page: number
  /** At least 1, so an empty list still reads "page 1 of 1". */
  pageCount: number
  total: number
  /** 1-based position of the first and last item shown; both 0 when there are none. */
  from: number
  to: number
  /** Items to skip when querying. */
  offset: number
}

/**
 * Spec §9: "Paging title shows page, of, object count". A page number from the URL may be
 * anything: below 1, beyond the last page or not a number is clamped to the nearest real page so
 * that an old link still shows results. A page size below 1 is a programming error.
 */
export function paginate(input: { page: unknown; pageSize: number; total: number }): Page {
  const { pageSize } = input
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('pageSize must be a positive integer')
  const total = Number.isFinite(input.total) ? Math.max(0, Math.floor(input.total)) : 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))

  const requested = typeof input.page === 'string' ? Number(input.page) : input.page
  const wanted = typeof requested === 'number' && Number.isFinite(requested) ? Math.floor(requested) : 1
  const page = Math.min(Math.max(wanted, 1), pageCount)

  const offset = (page - 1) * pageSize
  const to = Math.min(offset + pageSize, total)
  return { page, pageCount, total, from: total === 0 ? 0 : offset + 1, to, offset }
}
