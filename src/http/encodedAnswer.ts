import type { ServerResponse } from 'node:http'

/**
 * How the page cache's precompressed answer (src/http/gzipSplice.ts, decision 045) names its
 * encoding on its way through Next.js.
 *
 * Next drops `Content-Encoding` from a proxy's response (next-server.js: the body of a fetched
 * response may have been decoded on the way) and compresses what it sends again. The page cache
 * therefore names the encoding in this private header; the process's request hook
 * (./peerAddress.ts) turns it into `Content-Encoding` as Next sets it on the outgoing response,
 * before Next's compression looks: that one sees the body is already encoded and leaves it.
 */
export const ENCODING_HEADER = 'x-agency-content-encoding'

/** Makes `setHeader(ENCODING_HEADER, coding)` on this response set `Content-Encoding` instead. */
export function passEncoding(response: ServerResponse): void {
  const setHeader = response.setHeader
  response.setHeader = function setHeaderPassingEncoding(
    this: ServerResponse,
    name: string,
    value: number | string | readonly string[],
  ) {
    if (name.toLowerCase() === ENCODING_HEADER)
      return Reflect.apply(setHeader, this, ['content-encoding', value])
    return Reflect.apply(setHeader, this, [name, value])
  } as typeof response.setHeader
}
