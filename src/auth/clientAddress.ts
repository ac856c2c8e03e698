import { isIP } from 'node:net'

/**
 * The client's address, for rate limits (src/auth/throttle.ts), from the request's
 * `X-Forwarded-For`.
 *
 * What Next does with the header (read in next 16.4, dist/server/base-server.js,
 * handleRequestImpl): `req.headers['x-forwarded-for'] ??= socket.remoteAddress`. It sets the
 * socket's address only when the request has no such header, and does NOT append it. So:
 *
 * - With no proxy in front (TRUSTED_PROXY_HOPS=0, the default) the header is Next's own one-entry
 *   value, unless the client sent one: then it is whatever the client wrote. The address is
 *   spoofable in that setup; production runs behind a reverse proxy.
 * - Behind N reverse proxies that each append their peer's address (nginx
 *   `$proxy_add_x_forwarded_for`, Caddy, Traefik, most load balancers), the last N entries were
 *   written by them; the outermost proxy wrote the client's address, N places from the right end
 *   (the last entry is 1 place). Entries to its left came from the client and are ignored.
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
  // With no proxy, the last entry is the one Next set from the socket (when the client sent none).
  const entry = entries[entries.length - Math.max(hops, 1)]
  return entry === undefined ? 'unknown' : normaliseAddress(entry)
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
