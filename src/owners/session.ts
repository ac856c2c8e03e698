import 'server-only'

import { cookies } from 'next/headers'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/data/payload'
import type { Owner } from '@/payload-types'

/**
 * The owner portal's session (issue 17): Payload's JWT for the `owners` collection, kept in a
 * cookie of its own, so that it never stands in for the staff's `payload-token` (the admin and
 * the REST API read that one) and a staff session never opens the portal. HttpOnly, SameSite=Lax,
 * Secure in production (the site is served over HTTPS there; browsers accept Secure cookies from
 * http://localhost, which is where tests run).
 */
export const OWNER_COOKIE = 'owner-session'

export type OwnerUser = Owner & { collection: 'owners'; _sid?: string }

function cookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: maxAgeSeconds,
  }
}

/** After a sign-in or a new password: the token Payload signed, for as long as it is valid. */
export async function startOwnerSession(token: string, expiresAt: number | undefined): Promise<void> {
  const seconds = expiresAt ? Math.max(60, Math.floor(expiresAt - Date.now() / 1000)) : 60 * 60 * 24
  ;(await cookies()).set(OWNER_COOKIE, token, cookieOptions(seconds))
}

/** Who holds the token: only an account of `owners` with that session still open. */
async function ownerOfToken(payload: Payload, token: string): Promise<OwnerUser | null> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) || token.length > 4096) return null
  const { user } = await payload.auth({
    headers: new Headers({ Authorization: `JWT ${token}` }),
    canSetHeaders: false,
  })
  return user?.collection === 'owners' ? (user as OwnerUser) : null
}

/**
 * The owner signed in on this request, or null. One check per request (React's cache): the page
 * and its metadata ask alike.
 */
export const currentOwner = cache(async (): Promise<OwnerUser | null> => {
  const token = (await cookies()).get(OWNER_COOKIE)?.value
  if (!token) return null
  const payload = await payloadClient()
  return ownerOfToken(payload, token).catch(() => null)
})

/** Signs out: the session is removed from the account (the token stops working), then the cookie. */
export async function endOwnerSession(): Promise<void> {
  const jar = await cookies()
  const token = jar.get(OWNER_COOKIE)?.value
  if (token) {
    const payload = await payloadClient()
    const owner = await ownerOfToken(payload, token).catch(() => null)
    if (owner) {
      const req = await createLocalReq({ user: owner }, payload)
      await logoutOperation({ collection: payload.collections.owners, req }).catch(() => undefined)
    }
  }
  jar.set(OWNER_COOKIE, '', cookieOptions(0))
}
