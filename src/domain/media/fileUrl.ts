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
