import { revalidateTag } from 'next/cache'

/**
 * Clears cache tags. Outside a Next.js request (the import script, tests) there is no cache to
 * clear and Next throws; that case is expected and ignored, any other error is not.
 */
export function revalidate(...tagNames: string[]): void {
  for (const tag of tagNames) {
    try {
      // Expired at once, not stale-while-revalidate: an editor who saves expects the next page
      // view to show the change, and a withdrawn listing must stop answering 200 right away.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && /static generation store|incrementalCache|outside a request/i.test(error.message)) continue
      throw error
    }
  }
}
