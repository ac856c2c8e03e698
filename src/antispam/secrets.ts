import 'server-only'

import { createHmac } from 'node:crypto'

import { env } from '@/env'

/**
 * A key of its own for each signing use, derived from the app secret (HMAC-SHA256(secret,
 * purpose)): a captcha signature can never pass for a form token, a document link or a Payload
 * session, and the app secret itself is never handed to a library. All instances share the
 * secret, so they agree.
 */
export function derivedSecret(
  purpose:
    | 'altcha-challenge'
    | 'altcha-key'
    | 'form-token'
    | 'document-links'
    | 'newsletter-confirm'
    | 'demand-links'
    | 'unsubscribe-links'
    | 'auth-throttle',
): string {
  return createHmac('sha256', env.payloadSecret).update(purpose).digest('hex')
}
