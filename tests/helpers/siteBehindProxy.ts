import { freePort, type Site, startSite } from './site'

/**
 * `next start` on the current build and the given data folder, told that one reverse proxy stands
 * in front (TRUSTED_PROXY_HOPS=1). Such a server redirects whatever does not say it came over
 * HTTPS, so it is known ready when /fr/ answers 200 to a request that says so.
 */
export async function startSiteBehindProxy(env: Record<string, string>): Promise<Site> {
  return startSite(
    await freePort(),
    { TRUSTED_PROXY_HOPS: '1', ...env },
    { readyHeaders: { 'X-Forwarded-Proto': 'https' } },
  )
}
