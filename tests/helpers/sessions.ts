import type { Payload } from 'payload'

/** The session id a Payload token names (its `sid` claim), or '' for none. */
export const sidOf = (token: string | undefined): string =>
  (
    JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString() || '{}') as {
      sid?: string
    }
  ).sid ?? ''

/** The ids of the sessions a staff account holds in the database. */
export async function sessionIds(payload: Payload, email: string): Promise<string[]> {
  const account = (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
  })) as {
    sessions?: { id: string }[]
  } | null
  return (account?.sessions ?? []).map((session) => session.id)
}
