import type { GlobalAfterChangeHook } from 'payload'

import { signalChange } from '@/data/changeSignal'
import { tags } from '@/data/tags'

/** Signals a change of the saved global's own tag; the import sets context.skipRevalidate. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, context, req }) => {
  if (!context.skipRevalidate) await signalChange(req, [tags.global(global.slug)])
  return doc
}
