import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

/**
 * Proof that a cache-clearing call comes from this installation (the import command runs in its
 * own process and cannot clear the server's cache itself): an HMAC of a fixed word with the
 * Payload secret, which only the server and commands on this machine know.
 */
export function revalidationToken(): string {
  return createHmac('sha256', env.payloadSecret).update('revalidate-cache').digest('hex')
}

export function isRevalidationToken(value: string | null): boolean {
  if (!value) return false
  const expected = Buffer.from(revalidationToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
