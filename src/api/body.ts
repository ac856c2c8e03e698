/** Request bodies the REST API takes (decision 029): JSON and forms, and staff's media uploads. */
export const BODY_LIMIT_BYTES = 1024 * 1024
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024

/** The body, read whole, or `null` when it is longer than `limit` bytes. */
export type BoundedBody = ArrayBuffer | null

/**
 * Reads a request's body, stopping as soon as it passes `limit` bytes: a declared Content-Length
 * over the limit is refused before a byte is read, and a chunked body (no Content-Length, or a
 * false one) is counted as it arrives and cancelled at the first byte too many. Nothing longer
 * than the limit is ever held in memory or handed to a parser.
 */
export async function readBoundedBody(
  request: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<BoundedBody> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) return null
  if (!request.body) return new ArrayBuffer(0)

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > limit) {
      await reader.cancel('request body too large').catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body.buffer
}
