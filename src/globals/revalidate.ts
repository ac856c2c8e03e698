import type { GlobalAfterChangeHook } from 'payload'

import { revalidate } from '@/data/revalidate'
import { tags } from '@/data/tags'

/** Clears the saved global's own tag; the import sets context.skipRevalidate and clears all at the end. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, context }) => {
  if (!context.skipRevalidate) revalidate(tags.global(global.slug))
  return doc
}
