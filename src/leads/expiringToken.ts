import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedSecret } from '@/antispam/secrets'

/**
 * Signed, expiring tokens for the links of the site's mails (confirm or delete a search demand,
 * unsubscribe): `{subject}.{expires}.{HMAC}`, short and with nothing to escape in a URL or a mail
 * header. The HMAC covers a scope (what the link may do), the subject and the expiry, with a key of
 * each purpose's own: a token for one scope or key is worth nothing for another.
 */
export function expiringTokens(purpose: 'demand-links' | 'unsubscribe-links') {
  const key = derivedSecret(purpose)
  const sign = (scope: string, subject: string, expires: string) =>
    createHmac('sha256', key).update(`${scope}\n${subject}\n${expires}`).digest('base64url')
  return {
    /** A token for `subject` (a record id, optionally after one letter) valid `days` days. */
    make(scope: string, subject: string, days: number, now = Date.now()): string {
      const expires = String(Math.floor(now / 1000) + days * 86_400)
      return `${subject}.${expires}.${sign(scope, subject, expires)}`
    },
    /** The subject a token names in this scope, or null: not signed here, altered, or expired. */
    read(scope: string, token: string, now = Date.now()): string | null {
      const match = /^([a-z]?\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
      if (!match) return null
      const [, subject = '', expires = '', given = ''] = match
      const expected = Buffer.from(sign(scope, subject, expires))
      const actual = Buffer.from(given)
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
      return Number(expires) * 1000 < now ? null : subject
    },
  }
}
