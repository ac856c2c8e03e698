import { useSyncExternalStore } from 'react'

import { SCROLL_DEBOUNCE_MS } from '@/domain/frame/scrollState'

/**
 * Scroll is read at most once per frame (rAF) so the header reacts without jank, and once more
 * 100 ms after the last event (spec §9 "scroll debounce 100 ms") so momentum and programmatic
 * scrolls always settle on the right state. The listener is passive: it never delays scrolling.
 */
function subscribe(onChange: () => void): () => void {
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const onScroll = () => {
    if (frame === 0)
      frame = requestAnimationFrame(() => {
        frame = 0
        onChange()
      })
    clearTimeout(timer)
    timer = setTimeout(onChange, SCROLL_DEBOUNCE_MS)
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** A yes/no reading of the scroll offset; false on the server and until hydration. */
export function useScrollState(rule: (scrollY: number) => boolean, enabled = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => enabled && rule(window.scrollY),
    () => false,
  )
}
