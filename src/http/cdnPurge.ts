import { onChanges } from '@/db/changes'
import { PAGE_SOURCES } from './pageCache'

/** The tag every kept public page carries (`Cache-Tag`), and the purge hook names. */
export const PAGE_CACHE_TAG = 'agency-pages'

type Logger = { error(value: { err?: unknown; msg: string }): void }

/**
 * The CDN purge hook (issue 19, docs/decisions/042): when this process hears of a committed change
 * to what public pages read (its own, or another process's through the change feed), it POSTs
 *
 *     { "tags": ["agency-pages"], "sources": ["properties", "global:footer"] }
 *
 * to CDN_PURGE_URL, changes within `delayMs` together. Every kept page answers with
 * `Cache-Tag: agency-pages`, so a CDN that purges by tag (or an operator's small adapter for one
 * that purges by URL prefix) drops exactly the site's pages. Each instance hears every change, so
 * each calls the hook: a purge is idempotent. A failed call is logged; the CDN's copies then expire
 * after the shared max-age of the site settings.
 */
export function startCdnPurge(url: string, log: Logger, delayMs = 1_000): () => void {
  const pending = new Set<string>()
  let timer: NodeJS.Timeout | null = null

  const send = async () => {
    timer = null
    const sources = [...pending].sort()
    pending.clear()
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: [PAGE_CACHE_TAG], sources }),
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`the hook answered ${response.status}`)
    } catch (error) {
      log.error({ err: error, msg: `CDN purge of ${sources.join(', ')} failed` })
    }
  }

  const stop = onChanges((sources) => {
    const relevant = sources.filter((source) => (PAGE_SOURCES as readonly string[]).includes(source))
    if (relevant.length === 0) return
    for (const source of relevant) pending.add(source)
    timer ??= setTimeout(() => void send(), delayMs)
  })
  return () => {
    stop()
    if (timer) clearTimeout(timer)
  }
}
