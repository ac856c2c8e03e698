'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import styles from './PropertyFacts.module.css'

type Props = {
  /** The player's address; requested only once the visitor presses the button. */
  src: string
  title: string
  buttonLabel: string
  privacyNote: string
  /** The property's own photo (same site), shown dimmed behind the button; rendered by the server. */
  poster: ReactNode
}

/**
 * A poster with a play button that swaps in the third-party player: no request reaches YouTube,
 * Vimeo or Matterport before the visitor asks for it (cookie consent, speed). Focus moves into the
 * player so a keyboard user can go on from where they pressed.
 */
export function MediaEmbed({ src, title, buttonLabel, privacyNote, poster }: Props) {
  const [active, setActive] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (active) frame.current?.focus()
  }, [active])

  return (
    <div className={styles.player}>
      {active ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles.poster}>
          {poster}
          <button type="button" className={styles.play} onClick={() => setActive(true)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            <span>{buttonLabel}</span>
          </button>
          <p className={styles.privacy}>{privacyNote}</p>
        </div>
      )}
    </div>
  )
}
