'use client'

import { useEffect, useRef, useState } from 'react'

import type { BannerVideo as BannerVideoData } from '@/data/homeBanner'
import styles from './BannerVideo.module.css'
import { useReducedMotion } from './useReducedMotion'

/** Spec §4 device classes: mobile is under 767 px. */
const mobileMedia = '(max-width: 766.98px)'

/**
 * The video banner (spec §2: "autoplaying muted loop"). It starts from the HTML alone; the script
 * adds the pause button (WCAG 2.2.2) and, for visitors who ask for less motion, stops the video
 * and returns to its poster.
 */
export function BannerVideo({
  video,
  labels,
}: {
  video: BannerVideoData
  labels: { play: string; pause: string }
}) {
  const ref = useRef<HTMLVideoElement>(null)
  const reducedMotion = useReducedMotion()
  const [playing, setPlaying] = useState(true)

  useEffect(() => {
    const element = ref.current
    // Render has already dropped `autoplay`; load() resets the element to its poster.
    if (element && reducedMotion) element.load()
  }, [reducedMotion])

  const toggle = () => {
    const element = ref.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload="metadata"
        poster={video.poster ?? undefined}
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEmptied={() => setPlaying(false)}
        onCanPlay={(event) => setPlaying(!event.currentTarget.paused)}
      >
        {video.mobile ? (
          <source src={video.mobile.src} type={video.mobile.mimeType ?? undefined} media={mobileMedia} />
        ) : null}
        <source src={video.file.src} type={video.file.mimeType ?? undefined} />
      </video>
      <div className={`container ${styles.controls}`}>
        <button
          type="button"
          className={styles.button}
          onClick={toggle}
          aria-label={playing ? labels.pause : labels.play}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {playing ? (
              <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            ) : (
              <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
    </>
  )
}
