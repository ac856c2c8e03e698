import type { Endpoint } from 'payload'

import { isLocale } from '@/i18n/locales'
import { clientAddress } from './clientAddress'
import type { ResetCollection } from './passwordReset'
import { readAuthData } from './requestData'

const answer = (status: number, message: string) => Response.json({ message }, { status })

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
      const data = await readAuthData(req)
      if (data === null) return answer(400, 'Expected {"email": "…"} as JSON or the admin form.')
      const email = data.email
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
