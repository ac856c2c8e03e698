// Latency summaries for the benchmark report.

/** Nearest-rank percentile (p in 0..100) of values sorted ascending; NaN for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export interface Summary {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

/**
 * The server's own time from a Server-Timing header ("db;dur=3.1, total;dur=8.4"): the entry
 * named total when there is one, else the longest entry (sub-steps overlap, so they are not summed).
 */
export function serverTimingMs(header: string | null): number | null {
  if (!header) return null
  let total: number | null = null
  let longest: number | null = null
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.trim().split(';')
    const dur = params.map((p) => /^\s*dur=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (dur === undefined) continue
    const ms = Number(dur)
    if (name.trim() === 'total') total = ms
    longest = longest === null ? ms : Math.max(longest, ms)
  }
  return total ?? longest
}
