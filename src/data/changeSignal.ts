import type { PayloadRequest } from 'payload'

import { recordChange } from '@/db/changes'
import { revalidate } from './revalidate'

/**
 * Records that the data behind these cache tags changed, in the request's transaction: this
 * process clears them once the transaction commits, every other process when it reads the new
 * versions (src/data/changeFeed.ts).
 */
export function signalChange(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  tagNames: readonly string[],
): Promise<void> {
  return recordChange(req, tagNames, (tags) => revalidate(...tags))
}
