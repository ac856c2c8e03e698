'use client'

import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { useCarouselOnDemand } from '@/components/media/useCarousel'
import { AUTOPLAY_DELAY_MS, FADE_DURATION, neighbourIndices } from '@/domain/home/bannerSlides'
import { BannerCaption, type BannerCaptionData } from './BannerCaption'
import styles from './BannerSlideshow.module.css'
import { type SlideshowControlLabels, SlideshowControls } from './SlideshowControls.client'
import { useReducedMotion } from './useReducedMotion'

/** `image` is the slide's <BannerImage>, rendered by the server; it is mounted when the slide nears. */
export type SlideshowSlide = { key: string; image: ReactNode; caption: BannerCaptionData | null }

/** UI text, translated by the server: `slide` and `goTo` have one entry per slide. */
export type SlideshowLabels = SlideshowControlLabels & { slide: string[] }

const leaves = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget)

/** Embla (9 kB) and the next pictures are fetched this long before the first slide's time is up,
 * unless the visitor has done something on the page before. */
const LOAD_AHEAD_MS = 1_500

/**
 * The gallery, properties and projects banners (spec §2, §9): a fading slideshow that plays by
 * itself, 500 ms fades, pictures loaded two slides ahead. The first slide is in the server HTML,
 * so the banner shows before (and without) JavaScript and nothing moves when it hydrates. The
 * carousel's script is not part of the first load (issue 19): it is fetched shortly before the
 * first slide's time is up, or as soon as the visitor does anything on the page.
 */
export function BannerSlideshow({
  label,
  slides,
  labels,
}: {
  label: string
  slides: SlideshowSlide[]
  labels: SlideshowLabels
}) {
  const reducedMotion = useReducedMotion()
  // Hover and focus pauses are handled here, not by the plugin, so they never undo the visitor's
  // own pause (WCAG 2.2.2); pressing or dragging the slides counts as taking control and stops it.
  const {
    ref: viewportRef,
    api,
    request,
    reach,
    scrollTo,
  } = useCarouselOnDemand({ loop: true, duration: FADE_DURATION }, async () => {
    const [{ default: Fade }, { default: Autoplay }] = await Promise.all([
      import('embla-carousel-fade'),
      import('embla-carousel-autoplay'),
    ])
    return [
      Fade(),
      Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
      }),
    ]
  })
  const [selected, setSelected] = useState(0)
  const [reached, setReached] = useState(() => neighbourIndices(0, slides.length))
  const [chosenPause, setChosenPause] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = chosenPause ?? reducedMotion
  const rotating = !paused && !hovered && !focused

  // The first slide shows from the page's first paint, before Embla exists: it moves on once its
  // time is up, then autoplay keeps the pace. A pause, hover or focus hands it to autoplay as is.
  const shownSince = useRef(0)
  const firstMovePending = useRef(true)

  useEffect(() => {
    shownSince.current = performance.now()
  }, [])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(request, Math.max(0, AUTOPLAY_DELAY_MS - LOAD_AHEAD_MS))
    return () => window.clearTimeout(timer)
  }, [request, rotating])

  useEffect(() => {
    if (!api) return
    const onSelect = () => {
      const index = api.selectedScrollSnap()
      setSelected(index)
      setReached((before) => [...new Set([...before, ...neighbourIndices(index, slides.length)])])
    }
    const onPointerDown = () => setChosenPause(true)
    // A control used before Embla arrived has moved it already (useCarouselOnDemand).
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown)
    }
  }, [api, slides.length])

  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!api || !autoplay) return
    if (!rotating) {
      firstMovePending.current = false
      autoplay.stop()
      return
    }
    if (!firstMovePending.current) {
      autoplay.play()
      return
    }
    const timer = window.setTimeout(
      () => {
        firstMovePending.current = false
        api.scrollNext()
        autoplay.play()
      },
      Math.max(0, AUTOPLAY_DELAY_MS - (performance.now() - shownSince.current)),
    )
    return () => window.clearTimeout(timer)
  }, [api, rotating])

  // Before hydration only the first picture exists; once the slideshow runs, the two neighbours
  // on each side of the current slide load too, and a picture once loaded stays.
  const loaded = new Set(api ? [...reached, ...neighbourIndices(selected, slides.length)] : [0])
  const go = (index: number) => {
    firstMovePending.current = false
    scrollTo(index, reducedMotion)
    api?.plugins().autoplay?.reset()
  }

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={label} {...reach}>
      {/* First, so the pause button is the first stop in the carousel (WAI-ARIA APG carousel). */}
      <SlideshowControls
        count={slides.length}
        labels={labels}
        selected={selected}
        paused={paused}
        onToggle={() => setChosenPause(!paused)}
        onGo={(index) => go((index + slides.length) % slides.length)}
        onHover={setHovered}
        onFocusChange={setFocused}
      />
      <div
        className={styles.viewport}
        ref={viewportRef}
        onFocus={() => setFocused(true)}
        onBlur={(event) => leaves(event) && setFocused(false)}
      >
        <div className={styles.container} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide[index]}
              inert={index !== selected}
            >
              {loaded.has(index) ? slide.image : null}
              {slide.caption ? (
                <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
                  <BannerCaption caption={slide.caption} />
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
