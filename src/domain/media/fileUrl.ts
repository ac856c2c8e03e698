// Payload builds an upload's URL with its admin URL helper, which adds a trailing slash when
// next.config has `trailingSlash: true` (`/api/media/file/photo.webp/`). Next never adds a slash to
// a path whose last segment has an extension and answers such a slashed path with a 308 to the
// unslashed one, so every image cost a redirect before its bytes (issue 20, point 14).

/** Next's own test for a file path (its trailing-slash rule): a last segment `name.ext`, here slashed. */
const SLASHED_FILE = /\/[^/]+\.\w+\/+$/

function fixPath(path: string): string {
  return SLASHED_FILE.test(path) ? path.replace(/\/+$/, '') : path
}

/**
 * A file's URL without the slash after its extension (query and fragment kept, absolute or
 * root-relative); any other URL, page paths and bare origins included, unchanged.
 */
export function withoutFileSlash(url: string): string {
  if (URL.canParse(url)) {
    const parsed = new URL(url)
    const path = fixPath(parsed.pathname)
    if (path === parsed.pathname) return url
    parsed.pathname = path
    return parsed.toString()
  }
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  return `${fixPath(path)}${end === -1 ? '' : url.slice(end)}`
}

/**
 * A media file's URL as the site, the admin and the REST API give it out (issue 13): without the
 * slash after its extension, and root-relative when Payload wrote it on one of the site's own
 * origins (SITE_URL, SITE_ALIASES), so that it loads from whichever of them the page was opened at.
 * A URL elsewhere (an object store's public address) stays absolute.
 */
export function servedFileUrl(url: string, siteOrigins: readonly string[]): string {
  const unslashed = withoutFileSlash(url)
  if (!URL.canParse(unslashed)) return unslashed
  const parsed = new URL(unslashed)
  if (!siteOrigins.includes(parsed.origin)) return unslashed
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}
