import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isAdminUser } from '@/access'
import type { User } from '@/payload-types'
import { payloadClient } from './payload'

/**
 * The staff member previewing drafts in this request, or null: for every visitor, and for staff
 * outside preview. Preview is Next's draft mode, turned on by /preview/ for a signed-in staff
 * member only; the session is checked on every request too, so the draft-mode cookie alone (a
 * copied cookie, a signed-out browser) shows nothing but the published site.
 */
export const previewer = cache(async (): Promise<User | null> => {
  let enabled: boolean
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    // Outside a request (a script, a test): no preview.
    return null
  }
  if (!enabled) return null
  return staffUser(await headers())
})

/** The signed-in staff member of a request, from Payload's session cookie, or null. */
export async function staffUser(requestHeaders: Headers): Promise<User | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return isAdminUser(user) ? (user as User) : null
}
