// Spec §7: "page-view events carry page location, referrer and stored campaign (utm) parameters".
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmParams = Partial<Record<UtmKey, string>>

/** The non-empty utm parameters of a URL (absolute, or relative to a dummy origin). */
export function utmFromUrl(url: string): UtmParams {
  let params: URLSearchParams
  try {
    params = new URL(url, 'http://localhost').searchParams
  } catch {
    return {}
  }
  const result: UtmParams = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) result[key] = value
  }
  return result
}

/** Stored and newly seen parameters together: per key, the latest non-empty value wins. */
export function mergeUtm(stored: UtmParams, latest: UtmParams): UtmParams {
  const result: UtmParams = {}
  for (const key of UTM_KEYS) {
    const value = latest[key]?.trim() || stored[key]?.trim()
    if (value) result[key] = value
  }
  return result
}

/** Parameters read back from storage; anything malformed counts as nothing stored. */
export function parseStoredUtm(json: string | null | undefined): UtmParams {
  if (!json) return {}
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return {}
  }
  if (value === null || typeof value !== 'object') return {}
  const record = value as Record<string, unknown>
  const result: UtmParams = {}
  for (const key of UTM_KEYS) {
    const item = record[key]
    if (typeof item === 'string' && item.trim()) result[key] = item.trim()
  }
  return result
}
