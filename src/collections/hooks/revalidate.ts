import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { revalidate } from '@/data/revalidate'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * afterChange and afterDelete hooks that clear the given cache tags. The import sets
 * context.skipRevalidate and clears every tag once at the end instead of once per record.
 */
export function revalidateHooks(...tagNames: string[]): Pick<Hooks, 'afterChange' | 'afterDelete'> {
  const afterChange: CollectionAfterChangeHook = ({ doc, context }) => {
    if (!context.skipRevalidate) revalidate(...tagNames)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
    if (!context.skipRevalidate) revalidate(...tagNames)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
