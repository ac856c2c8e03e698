import type { Endpoint, PayloadRequest } from 'payload'

import { isLocale } from '@/i18n/locales'
import { clientAddress } from './clientAddress'
import type { ResetCollection } from './passwordReset'

/** A reminder request is `{"email": "…"}`: a few hundred bytes at most. */
const MAX_BODY_BYTES = 2048

const answer = (status: number, message: string) => Response.json({ message }, { status })

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
 * The request's data: a JSON body (a script, the tests), or the admin's own form, which posts
 * multipart/form-data with the fields as JSON in `_payload` (@payloadcms/ui Form). Null when it is
 * neither, or too large.
 */
async function readData(req: PayloadRequest): Promise<unknown> {
  const contentType = req.headers.get('content-type') ?? ''
  const [type = ''] = contentType.split(';', 1)
  const kind = type.trim().toLowerCase()
  if (kind !== 'application/json' && kind !== 'multipart/form-data') return null
  const bytes = await readCapped(req, MAX_BODY_BYTES)
  if (bytes === null) return null
  try {
    if (kind === 'application/json') return JSON.parse(bytes.toString('utf8')) as unknown
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': contentType },
    }).formData()
    const fields = form.get('_payload')
    return typeof fields === 'string' ? (JSON.parse(fields) as unknown) : Object.fromEntries(form)
  } catch {
    return null
  }
}

/**
 * POST /api/<collection>/forgot-password, in place of Payload's (whose reservation of the reminder
 * deadlocked on SQLite: every call answered 500). A collection's own endpoints come before the
 * built-in ones in its list (payload/dist/collections/config/sanitize.js appends those), and the
 * router takes the first that matches (utilities/handleEndpoints.js), so this one answers.
 *
 * It answers 200 with the same message whether or not the account exists, after the same time
 * (src/auth/passwordReset.ts); the admin's "forgot password" screen shows its success text for
 * any 200. Only a request that carries no `email` string (as JSON or the admin's form) gets a 400.
 */
export function forgotPasswordEndpoint(collection: ResetCollection): Endpoint {
  return {
    path: '/forgot-password',
    method: 'post',
    handler: async (req) => {
      const data = await readData(req)
      if (data === null) return answer(400, 'Expected {"email": "…"} as JSON or the admin form.')
      const email = (data as { email?: unknown } | null)?.email
      if (typeof email !== 'string' || !email.trim()) return answer(400, 'Missing e-mail address.')
      // Owners always get their own language. Staff get ?locale=, else the admin's language when
      // the browser said one (Payload falls back to English otherwise), else the site's default.
      const said =
        req.headers.has('accept-language') || /(^|;\s*)payload-lng=/.test(req.headers.get('cookie') ?? '')
      const asked = req.searchParams.get('locale') ?? (said ? req.i18n?.language : undefined)
      const locale = isLocale(asked) ? asked : undefined
      // Loaded here, not at the top: payload.config.ts imports the collections, and the Payload CLI
      // must be able to read the config without the server-only mail and data modules.
      const { requestPasswordReset } = await import('./passwordReset')
      await requestPasswordReset(req.payload, {
        collection,
        email,
        address: clientAddress(req.headers),
        locale,
      })
      return answer(200, req.t('general:success'))
    },
  }
}
