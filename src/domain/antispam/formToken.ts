/**
 * The text of a form token: `v1.<rendered at, ms since epoch>.<signature>`. The signature (HMAC,
 * made and checked in src/antispam/formToken.ts) covers everything before the last dot, so the
 * time cannot be changed. This file only writes and reads the text; it trusts nothing.
 */

const VERSION = 'v1'

export type FormTokenParts = {
  renderedAt: number
  /** The text the signature covers: `v1.<renderedAt>`. */
  signed: string
  signature: string
}

export function signedPart(renderedAt: number): string {
  return `${VERSION}.${renderedAt}`
}

export function formatFormToken(renderedAt: number, signature: string): string {
  return `${signedPart(renderedAt)}.${signature}`
}

/** The parts of a token, or null when it is not one (wrong version, time or signature shape). */
export function parseFormToken(token: string): FormTokenParts | null {
  // 13 digits are milliseconds until the year 2286; base64url signatures have no dots.
  const match = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{16,128})$/.exec(token)
  if (!match) return null
  const renderedAt = Number(match[1])
  if (!Number.isSafeInteger(renderedAt)) return null
  return { renderedAt, signed: signedPart(renderedAt), signature: match[2] ?? '' }
}
