'use client'

import { useSyncExternalStore } from 'react'

import styles from './DetailLayout.module.css'

// Whether the page's script runs never changes while the page is open.
const noSubscription = () => () => {}

/**
 * Spec §1 "print": prints the listing as its brochure (the print styles of the detail page). The
 * button needs the page's script, so until it runs (and without JavaScript) it is invisible and
 * out of the keyboard's and screen readers' way, but keeps its place: showing it then moves
 * nothing on the page (no layout shift when a phone wraps it under the price). The browser's own
 * Print command prints the same brochure.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return (
    <button
      type="button"
      className={styles.print}
      data-ready={hydrated || undefined}
      onClick={() => window.print()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 9V3h10v6M7 18H4v-7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v7h-3M7 14h10v7H7z" />
      </svg>
      {label}
    </button>
  )
}
