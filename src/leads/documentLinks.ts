import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedSecret } from '@/antispam/secrets'

/**
 * Spec §6: "Property documents are released after a visitor submits contact details and are sent
 * by email." The mail carries links signed with a key derived from the app's secret, each valid for
 * a week; the documents route serves a property's document only with a valid, unexpired link.
 */
export const DOCUMENT_LINK_DAYS = 7

const key = derivedSecret('document-links')

const signature = (path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url')

/** `path` is the document's site path (/crm-media/documents/property/…); the result keeps its query. */
export function signDocumentLink(href: string, expiresAt: Date): string {
  const url = new URL(href, 'http://site.invalid')
  const expires = Math.floor(expiresAt.getTime() / 1000)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('sig', signature(url.pathname, expires))
  return `${url.pathname}${url.search}`
}

export type LinkCheck = 'valid' | 'expired' | 'invalid'

/** Whether a request for a document carries a link this site signed, still within its week. */
export function checkDocumentLink(url: URL, now = Date.now()): LinkCheck {
  const expires = Number(url.searchParams.get('expires'))
  const given = url.searchParams.get('sig') ?? ''
  if (!Number.isInteger(expires) || !given) return 'invalid'
  const expected = Buffer.from(signature(url.pathname, expires))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid'
  return expires * 1000 < now ? 'expired' : 'valid'
}
