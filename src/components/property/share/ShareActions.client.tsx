'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import styles from './Share.module.css'

type Props = {
  url: string
  title: string
  texts: { share: string; copy: string; copied: string; copyFailed: string }
}

type CopyState = 'idle' | 'copied' | 'failed'

// Whether the browser has a share sheet never changes while the page is open.
const noSubscription = () => () => {}
const hasShareSheet = () => typeof navigator.share === 'function'

/**
 * The two share actions that need the browser: the system share sheet (Web Share API, shown only
 * where it exists) and copying the link, with a spoken and visible confirmation.
 */
export function ShareActions({ url, title, texts }: Props) {
  // navigator is unknown on the server: the button appears after hydration where supported.
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false)
  const [copy, setCopy] = useState<CopyState>('idle')

  useEffect(() => {
    if (copy === 'idle') return
    const timer = window.setTimeout(() => setCopy('idle'), 4000)
    return () => window.clearTimeout(timer)
  }, [copy])

  const share = async () => {
    try {
      await navigator.share({ title, url })
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  }
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  // Both settle their own failures: the handlers fire and forget them.
  return (
    <>
      {canShare ? (
        <li className={styles.wide}>
          <button type="button" className={styles.action} onClick={() => void share()}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
            </svg>
            {texts.share}
          </button>
        </li>
      ) : null}
      <li className={styles.wide}>
        <button type="button" className={styles.action} onClick={() => void copyLink()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
          </svg>
          {texts.copy}
        </button>
        <span role="status" className={styles.feedback}>
          {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
        </span>
      </li>
    </>
  )
}
