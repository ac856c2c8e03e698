import { useEffect, useRef, useState } from 'react'

import type { Suggestions } from '@/domain/search/suggestions'
import type { Locale } from '@/i18n/locales'

export type SuggestState =
  { status: 'idle' } | { status: 'ready'; suggestions: Suggestions } | { status: 'error'; query: string }

// Light enough not to feel late, long enough to skip most intermediate keystrokes.
const DEBOUNCE_MS = 150
// One visit rarely asks for more; the bound only stops a long session from growing without end.
const MAX_CACHED = 50

/**
 * The search box's answers for `query`, fetched from GET /suggest/ once `enabled` (the input has had
 * focus). Typing is debounced, a request whose query is already stale is aborted, and answers are
 * kept for the visit so that going back to an earlier query is instant.
 */
export function useSuggestions(query: string, locale: Locale, enabled: boolean): SuggestState {
  const cache = useRef(new Map<string, Suggestions>())
  const [state, setState] = useState<SuggestState>({ status: 'idle' })
  const key = query.trim()

  useEffect(() => {
    if (!enabled) return
    const cached = cache.current.get(key)
    if (cached) {
      setState({ status: 'ready', suggestions: cached })
      return
    }
    const controller = new AbortController()
    const load = async () => {
      try {
        const params = new URLSearchParams({ q: key, locale })
        const response = await fetch(`/suggest/?${params}`, { signal: controller.signal })
        if (!response.ok) throw new Error(`/suggest/ answered ${response.status}`)
        const suggestions = (await response.json()) as Suggestions
        if (cache.current.size >= MAX_CACHED) cache.current.clear()
        cache.current.set(key, suggestions)
        setState({ status: 'ready', suggestions })
      } catch {
        // An aborted request is a stale one: a newer query has taken its place.
        if (!controller.signal.aborted) setState({ status: 'error', query: key })
      }
    }
    // Fire and forget: load settles every failure into the state itself.
    const timer = setTimeout(() => void load(), key === '' ? 0 : DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, locale, enabled])

  return state
}
