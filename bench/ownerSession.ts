// An owner-portal session for bench/owner.ts: gives the owner with this address a password and
// logs them in through Payload's Local API, then prints `TOKEN <jwt>`, the value the site's
// `owner-session` cookie holds (src/owners/session.ts). Run with the server's environment
// (DATA_DIR, PAYLOAD_SECRET): the token is signed with that secret and its session is stored in
// that database, so the server accepts it.
//
//   npx tsx --conditions=production bench/ownerSession.ts <email>

import { randomBytes } from 'node:crypto'
import { getPayload } from 'payload'

import { closePayload } from '@/db/close'
import config from '@payload-config'

const email = process.argv[2]
if (!email) throw new Error('usage: bench/ownerSession.ts <email>')

const payload = await getPayload({ config })
try {
  const password = randomBytes(18).toString('base64url')
  const updated = await payload.update({
    collection: 'owners',
    where: { email: { equals: email } },
    data: { password },
    overrideAccess: true,
  })
  if (updated.docs.length !== 1) throw new Error(`no owner account for ${email}`)
  const { token } = await payload.login({ collection: 'owners', data: { email, password } })
  if (!token) throw new Error(`the login of ${email} gave no token`)
  console.log(`TOKEN ${token}`)
} finally {
  await closePayload(payload)
}
