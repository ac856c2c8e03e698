import type { CollectionAfterChangeHook } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'

export const revalidateProperty: CollectionAfterChangeHook = ({ doc, context }) => {
  // The import revalidates everything once at the end instead of once per record.
  if (context.skipRevalidate) return doc
  revalidate(tags.properties, tags.property(doc.id as number))
  return doc
}
