import { revalidateTag } from 'next/cache'

import { tagGenerations } from './tagGenerations'

/**
 * Clears cache tags: in Next's data cache and in the values this process keeps (processMemo).
 * Outside a Next.js request (the import script, tests) Next has no cache to clear and throws; that
 * case is expected and ignored, any other error is not.
 */
export function revalidate(...tagNames: string[]): void {
  tagGenerations.bump(tagNames)
  for (const tag of tagNames) {
    try {
      // Expired at once, not stale-while-revalidate: an editor who saves expects the next page
      // view to show the change, and a withdrawn listing must stop answering 200 right away.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (
        error instanceof Error &&
        /static generation store|incrementalCache|outside a request/i.test(error.message)
      )
        continue
      throw error
    }
  }
}
