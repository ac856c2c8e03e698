import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'

// The import sets context.skipRevalidate and clears every tag once at the end instead.
export const revalidateArticlesAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.articles)
  return doc
}

export const revalidateArticlesAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.articles)
  return doc
}
