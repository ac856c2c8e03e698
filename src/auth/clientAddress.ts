import { isIP } from 'node:net'

/**
 * The client's address, for rate limits (src/auth/throttle.ts, src/auth/rateLimit.ts), from the
 * request's `X-Forwarded-For`.
 *
 * Every request reaches Next with the connection's peer as the header's LAST entry: the server
 * appends it (src/http/peerAddress.ts, installed by src/instrumentation.ts; decision 033), whatever
 * the client wrote before it. Next alone would not: it sets the socket's address only when the
 * request has no such header (`??=` in next 16.4's base-server.js), so a client connecting
 * directly could have written any address there.
 *
 * - No proxy in front (TRUSTED_PROXY_HOPS=0, the default): the client is the peer, the last entry.
 * - Behind N reverse proxies that each append their peer's address (nginx
 *   `$proxy_add_x_forwarded_for`, Caddy, Traefik, most load balancers): the last entry is the
 *   innermost proxy, and the outermost one wrote the client's address N places before it. Entries
 *   further left came from the client and are ignored.
 *
 * Set TRUSTED_PROXY_HOPS to the number of such proxies. Anything missing or malformed gives
 * 'unknown', which every such client then shares (they are limited together, never let through).
 */
export function clientAddress(headers: Headers): string {
  const hops = trustedProxyHops()
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = entries[entries.length - 1 - hops]
  return entry === undefined ? 'unknown' : normaliseAddress(entry)
}

/**
 * Whether the request came through the trusted proxies: its X-Forwarded-For holds more entries
 * than TRUSTED_PROXY_HOPS (each proxy appended one, then the server its peer). A request that
 * reached the server directly (a health check, or a client that found its way past the proxy) did
 * not, so what its other forwarded headers say (scheme, host) is not the proxy's word.
 */
export function cameThroughProxies(headers: Headers): boolean {
  const hops = trustedProxyHops()
  if (hops === 0) return false
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim())
  return entries.length > hops
}

/** TRUSTED_PROXY_HOPS: an integer from 0; anything else counts as 0 (no proxy trusted). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return 0
  return Number(value.trim())
}

/**
 * One spelling per address: ports and IPv6 brackets dropped ("[::1]:443", "1.2.3.4:5678", which
 * some proxies write), lower case, IPv4-mapped IPv6 as IPv4 ("::ffff:1.2.3.4" is 1.2.3.4, as a
 * dual-stack socket reports an IPv4 client). Not an IP address: 'unknown'.
 */
export function normaliseAddress(raw: string): string {
  let value = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed?.[1]) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value)
  if (mapped?.[1]) value = mapped[1]
  // A zone index ("fe80::1%eth0") names an interface of this machine, not the client.
  value = value.replace(/%.*$/, '')
  return isIP(value) ? value : 'unknown'
}
