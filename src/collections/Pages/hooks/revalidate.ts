import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'

// The import sets context.skipRevalidate and clears every tag once at the end instead.
export const revalidatePagesAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.pages)
  return doc
}

export const revalidatePagesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.pages)
  return doc
}
