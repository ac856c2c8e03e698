'use client'

import type { FocusEvent } from 'react'

import styles from './BannerSlideshow.module.css'

/** UI text, translated by the server: `goTo` has one entry per slide. */
export type SlideshowControlLabels = {
  play: string
  pause: string
  previous: string
  next: string
  goTo: string[]
}

type Props = {
  count: number
  labels: SlideshowControlLabels
  selected: number
  paused: boolean
  onToggle: () => void
  onGo: (index: number) => void
  /** Pointer or keyboard focus on the slide buttons pauses the rotation while it stays there. */
  onHover: (hovering: boolean) => void
  onFocusChange: (focused: boolean) => void
}

const icons = {
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
}

function Icon({ name }: { name: keyof typeof icons }) {
  const filled = name === 'play'
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={icons[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={filled ? 0 : 2.25}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Pause/play first (WCAG 2.2.2), then previous, one dot per slide, next. */
export function SlideshowControls({
  count,
  labels,
  selected,
  paused,
  onToggle,
  onGo,
  onHover,
  onFocusChange,
}: Props) {
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange(false)
  }
  return (
    <div className={`container ${styles.controls}`}>
      <button
        type="button"
        className={styles.button}
        onClick={onToggle}
        aria-label={paused ? labels.play : labels.pause}
      >
        <Icon name={paused ? 'play' : 'pause'} />
      </button>
      <div
        className={styles.nav}
        onMouseEnter={() => onHover(true)}
        onMouseLeave={() => onHover(false)}
        onFocus={() => onFocusChange(true)}
        onBlur={onBlur}
      >
        <button
          type="button"
          className={styles.button}
          onClick={() => onGo(selected - 1)}
          aria-label={labels.previous}
        >
          <Icon name="previous" />
        </button>
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              onClick={() => onGo(index)}
              aria-label={labels.goTo[index]}
              aria-current={index === selected ? 'true' : undefined}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.button}
          onClick={() => onGo(selected + 1)}
          aria-label={labels.next}
        >
          <Icon name="next" />
        </button>
      </div>
    </div>
  )
}
