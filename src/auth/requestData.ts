import type { PayloadRequest } from 'payload'

import { readBoundedBody } from '@/api/body'

/** A sign-in or a reminder request: an e-mail address and a password at most, a few hundred bytes. */
const MAX_BODY_BYTES = 4096

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
  const bytes = await readBoundedBody(
    { headers: req.headers, body: req.body as ReadableStream<Uint8Array> | null | undefined },
    MAX_BODY_BYTES,
  )
  if (bytes === null) return null
  try {
    let data: unknown
    if (kind === 'application/json') data = JSON.parse(new TextDecoder().decode(bytes))
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
