import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { signalChange } from '@/data/changeSignal'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * afterChange and afterDelete hooks that signal a change of the given cache tags, in the save's own
 * transaction (every instance clears them once it commits). The import sets context.skipRevalidate
 * and signals every tag once for the whole run instead of once per record.
 */
export function revalidateHooks(...tagNames: string[]): Pick<Hooks, 'afterChange' | 'afterDelete'> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, context, req }) => {
    if (!context.skipRevalidate) await signalChange(req, tagNames)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
    if (!context.skipRevalidate) await signalChange(req, tagNames)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
