/**
 * Whether a request came over HTTPS, and what follows from it (docs/decisions/030). Pure: the
 * proxy passes the request's `X-Forwarded-Proto` and TRUSTED_PROXY_HOPS (src/auth/clientAddress.ts).
 *
 * Node serves plain HTTP only, so without a trusted proxy (TRUSTED_PROXY_HOPS=0) every request is
 * HTTP, whatever a client writes in `X-Forwarded-Proto`: no HSTS, no redirect, cookies without
 * `Secure` (the local demo and the tests run so). Behind N proxies the outermost one, the one the
 * visitor spoke to, says which scheme it was: N places from the right end of the header when each
 * proxy appends, its only value when the nearest one overwrites it (nginx's `$scheme`).
 * Next.js fills in `http` when no proxy sent the header, so a proxy that sends none reads as HTTP.
 */
export function requestIsHttps(forwardedProto: string | null, hops: number): boolean {
  if (hops <= 0) return false
  const entries = (forwardedProto ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (entries.length === 0) return false
  return entries[Math.max(entries.length - hops, 0)] === 'https'
}

/**
 * RFC 6797. Two years, the value the HSTS preload list asks for; no includeSubDomains: the
 * agency's other subdomains (mail, a CRM) are not this site's to promise HTTPS for.
 */
export const HSTS = 'max-age=63072000'

/**
 * Whether a request must be sent to HTTPS first: the site's public address (SITE_URL) is HTTPS and
 * the request came through a trusted proxy over plain HTTP. Without a trusted proxy, or with an
 * http: SITE_URL (the demo, the tests behind a plain proxy), nothing is redirected: there may be
 * no HTTPS at all.
 */
export function needsHttpsRedirect(forwardedProto: string | null, hops: number, siteUrl: string): boolean {
  return hops > 0 && siteUrl.startsWith('https:') && !requestIsHttps(forwardedProto, hops)
}

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The same address over HTTPS: the host the visitor asked for (a redirect to another host fails
 * the browser's HSTS bookkeeping and the Observatory's test alike), else the site's own when the
 * Host header is missing or malformed.
 */
export function httpsUrl(host: string | null, pathAndQuery: string, siteUrl: string): string {
  // A request on port 80 may name it; the HTTPS address must not.
  const target = host && HOST.test(host) ? host.replace(/:80$/, '') : new URL(siteUrl).host
  const path = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`
  return `https://${target}${path}`
}
