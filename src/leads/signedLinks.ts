import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedSecret } from '@/antispam/secrets'

const key = derivedSecret('newsletter-confirm')
const signature = (leadId: number) => createHmac('sha256', key).update(String(leadId)).digest('base64url')

/** The double opt-in link of a newsletter sign-up (GDPR: consent shown by the address's owner). */
export function newsletterConfirmPath(leadId: number, locale: string): string {
  return `/newsletter/confirm/?lead=${leadId}&lang=${locale}&sig=${signature(leadId)}`
}

export function isNewsletterSignature(leadId: number, given: string): boolean {
  const expected = Buffer.from(signature(leadId))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
