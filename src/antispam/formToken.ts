import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { formatFormToken, parseFormToken, signedPart } from '@/domain/antispam/formToken'
import type { TokenReading } from '@/domain/antispam/judge'
import { derivedSecret } from './secrets'

const key = derivedSecret('form-token')

function sign(text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url')
}

/** A signed token carrying the time the form was rendered, for its hidden FORM_TOKEN_FIELD. */
export function issueFormToken(now = Date.now()): string {
  return formatFormToken(now, sign(signedPart(now)))
}

/** The token's time once its signature is checked; 'forged' for anything we did not sign. */
export function readFormToken(token: string | null | undefined): TokenReading {
  if (token === null || token === undefined || token.trim() === '') return { kind: 'missing' }
  const parts = parseFormToken(token.trim())
  if (!parts) return { kind: 'forged' }
  const expected = Buffer.from(sign(parts.signed))
  const given = Buffer.from(parts.signature)
  const genuine = expected.length === given.length && timingSafeEqual(expected, given)
  return genuine ? { kind: 'valid', renderedAt: parts.renderedAt } : { kind: 'forged' }
}
