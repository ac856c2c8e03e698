import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'

// The import sets context.skipRevalidate and clears every tag once at the end instead.
export const revalidateTestimonialsAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.testimonials)
  return doc
}

export const revalidateTestimonialsAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.skipRevalidate) revalidate(tags.testimonials)
  return doc
}
