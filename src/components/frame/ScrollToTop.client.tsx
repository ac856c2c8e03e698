'use client'

import { isScrollToTopVisible, SCROLL_TO_TOP_ANIMATION_MS } from '@/domain/frame/scrollState'
import { Icon } from './icons'
import styles from './ScrollToTop.module.css'
import { useScrollState } from './useScrollState'

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3

/**
 * Scrolls over exactly 500 ms (spec §9), which native smooth scrolling cannot promise; at once for
 * visitors who asked for reduced motion.
 */
function scrollToTop(done: () => void) {
  const start = window.scrollY
  if (start === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, behavior: 'instant' })
    done()
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_TO_TOP_ANIMATION_MS)
    window.scrollTo({ top: Math.round(start * (1 - easeOutCubic(progress))), behavior: 'instant' })
    if (progress < 1) requestAnimationFrame(step)
    else done()
  }
  requestAnimationFrame(step)
}

/** Spec §4: "hidden below 10 px scroll offset, shown at 10 or more". Focus follows to the content. */
export function ScrollToTop({ targetId, label }: { targetId: string; label: string }) {
  const visible = useScrollState(isScrollToTopVisible)
  const onClick = () => scrollToTop(() => document.getElementById(targetId)?.focus({ preventScroll: true }))
  return (
    <button type="button" className={styles.button} data-visible={visible || undefined} onClick={onClick}>
      <Icon name="arrowUp" size={20} />
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
