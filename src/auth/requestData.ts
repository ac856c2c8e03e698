import type { PayloadRequest } from 'payload'

/** A sign-in or a reminder request: an e-mail address and a password at most, a few hundred bytes. */
const MAX_BODY_BYTES = 4096

/** The body, or null when it is longer than `max` bytes (read no further than that). */
async function readCapped(req: PayloadRequest, max: number): Promise<Buffer | null> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > max) return null
  const body = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The data of an auth endpoint's request (src/auth/forgotPasswordEndpoint.ts,
 * src/auth/loginEndpoint.ts): a JSON body (a script, the tests), or the admin's own form, which
 * posts multipart/form-data with the fields as JSON in `_payload` (@payloadcms/ui Form). Null when
 * it is neither, or too large. A custom endpoint gets no `req.data` from Payload.
 */
export async function readAuthData(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  const contentType = req.headers.get('content-type') ?? ''
  const [type = ''] = contentType.split(';', 1)
  const kind = type.trim().toLowerCase()
  if (kind !== 'application/json' && kind !== 'multipart/form-data') return null
  const bytes = await readCapped(req, MAX_BODY_BYTES)
  if (bytes === null) return null
  try {
    let data: unknown
    if (kind === 'application/json') data = JSON.parse(bytes.toString('utf8'))
    else {
      const form = await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': contentType },
      }).formData()
      const fields = form.get('_payload')
      data = typeof fields === 'string' ? JSON.parse(fields) : Object.fromEntries(form)
    }
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
