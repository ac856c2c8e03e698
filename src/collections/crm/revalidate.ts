import type { CollectionAfterChangeHook } from 'payload'

import { revalidate } from '@/data/revalidate'

/** afterChange hook that clears the given tags, unless the import says it will do so itself. */
export const revalidateTags =
  (...tagNames: string[]): CollectionAfterChangeHook =>
  ({ doc, context }) => {
    if (!context.skipRevalidate) revalidate(...tagNames)
    return doc
  }
