/**
 * Which origin a page's absolute URLs are written on (canonical, hreflang, sitemap, share links,
 * JSON-LD): the one the visitor used, when it is one of the site's own (SITE_URL, SITE_ALIASES),
 * else SITE_URL. Never a Host header as it came: a shared cache in front would otherwise keep a page
 * whose links point at whatever host an attacker sent (cache poisoning). Issue 13,
 * docs/decisions/031.
 *
 * Where the visitor's host is read: behind trusted proxies (TRUSTED_PROXY_HOPS > 0), from
 * `X-Forwarded-Host` and `X-Forwarded-Proto`, the entry the outermost of them wrote (the same
 * position rule as X-Forwarded-For, src/auth/clientAddress.ts), else `Host`; with no proxy trusted,
 * from `Host` alone. The scheme, when a proxy gives it, chooses between two of the site's origins
 * on the same host; it never makes a foreign origin acceptable.
 */

type HeaderReader = { get(name: string): string | null }

export type OriginSettings = {
  /** SITE_URL's origin first, then SITE_ALIASES' (src/env.ts publicOrigins). */
  origins: readonly string[]
  trustedProxyHops: number
}

/** The entry `hops` places from the right of a comma-separated header (the first when shorter). */
function entry(value: string | null, hops: number): string | null {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  return entries[Math.max(0, entries.length - hops)] ?? null
}

export function publicOrigin(headers: HeaderReader, { origins, trustedProxyHops }: OriginSettings): string {
  const [siteOrigin] = origins
  if (!siteOrigin) throw new Error('publicOrigin: no origin configured')
  const forwarded = trustedProxyHops > 0
  const host = (
    (forwarded && entry(headers.get('x-forwarded-host'), trustedProxyHops)) ||
    headers.get('host')
  )
    ?.trim()
    .toLowerCase()
  if (!host) return siteOrigin
  const scheme = forwarded ? entry(headers.get('x-forwarded-proto'), trustedProxyHops)?.toLowerCase() : null
  const sameHost = origins.filter((origin) => new URL(origin).host === host)
  const preferred = scheme ? `${scheme}:` : new URL(siteOrigin).protocol
  return sameHost.find((origin) => new URL(origin).protocol === preferred) ?? sameHost[0] ?? siteOrigin
}
