import 'server-only'

import type { Payload } from 'payload'

/** A second request for the same listing's documents within this time gets 'documents already requested'. */
const WINDOW_MS = 24 * 60 * 60_000

/** Whether this address already asked for this listing's documents recently (its mail is on its way or sent). */
export async function alreadyRequestedDocuments(
  payload: Payload,
  email: string,
  property: number,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'leads',
    overrideAccess: true,
    where: {
      form: { equals: 'document-request' },
      email: { equals: email },
      property: { equals: property },
      status: { not_equals: 'spam' },
      createdAt: { greater_than: new Date(Date.now() - WINDOW_MS).toISOString() },
    },
  })
  return totalDocs > 0
}
