import type { Payload, TypedUser } from 'payload'

import { isAdminUser } from '@/access'
import { refusal } from './refusal'

/**
 * Payload's routes for one preference by key (GET, POST, DELETE /api/payload-preferences/:key) run
 * its own operations, which check only that someone is signed in, not the collection's access:
 * an owner's token wrote as many preferences as it liked. Only staff keep preferences (decision
 * 029); their DELETE is answered here (see below), the rest by Payload. Null: let Payload answer.
 */
export async function preferenceByKey(
  payload: Payload,
  request: Request,
  method: string,
  key: string,
): Promise<Response | null> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refusal(401, 'You are not signed in.')
  if (!isAdminUser(user)) return refusal(403, 'You are not allowed to perform this action.')
  return method === 'DELETE' ? deletePreference(payload, user as TypedUser, key) : null
}

/**
 * DELETE /api/payload-preferences/:key, in place of Payload's: its single delete filters on the
 * preference's owner (`user.value`, `user.relationTo`, a polymorphic relationship) and the SQLite
 * adapter builds that statement without the join it names ("no such column … owners_id"), a 500
 * on every call. The same preference is found with a query, which the adapter builds correctly,
 * and deleted by id, as the signed-in staff member.
 */
async function deletePreference(payload: Payload, user: TypedUser, key: string): Promise<Response> {
  const asUser = { overrideAccess: false, user } as const
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.relationTo': { equals: user.collection } },
        { 'user.value': { equals: user.id } },
      ],
    },
    limit: 1,
    depth: 0,
    ...asUser,
  })
  const found = docs[0]
  if (!found) return refusal(404, 'Not Found')
  const deleted = await payload.delete({
    collection: 'payload-preferences',
    id: found.id,
    depth: 0,
    ...asUser,
  })
  return Response.json({ ...deleted, message: 'Deleted successfully.' })
}
