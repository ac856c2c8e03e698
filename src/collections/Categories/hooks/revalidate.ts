import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'

// The import sets context.skipRevalidate and clears every tag once at the end instead.
export const revalidateCategoriesAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.categories)
  return doc
}

export const revalidateCategoriesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.categories)
  return doc
}
