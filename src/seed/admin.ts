import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export const seedAdminEmail = process.env.SEED_ADMIN_EMAIL ?? 'admin@maisonlumiere.be'

/** Creates the first admin with a random password when there is none; returns what to print. */
export async function seedAdmin(payload: Payload): Promise<{ email: string; password: string } | undefined> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return undefined
  // 18 random bytes → 24 base64url characters: strong, and safe to copy from a terminal.
  const password = randomBytes(18).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: seedAdminEmail, password, name: 'Administrator' },
  })
  return { email: seedAdminEmail, password }
}
