'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { useCarousel, useCarouselOnDemand } from '@/components/media/useCarousel'
import { pictureFor } from './pictures'
import styles from './PropertyGallery.module.css'
import type { GalleryPhoto, GalleryPictures, GalleryTexts } from './types'

// Loaded on the first opening only: the lightbox and its styles are not part of the page's code.
const GalleryLightbox = dynamic(() => import('./GalleryLightbox.client'), { ssr: false })

const arrows = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
}

function Arrow({ name }: { name: keyof typeof arrows }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={arrows[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.25}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The property's photos: a swipeable slideshow with previous/next buttons, a counter and
 * thumbnails; a photo opens the full-screen lightbox. The first photo is in the server HTML with
 * high priority (the page's LCP); the others load lazily. The carousel's script is not part of the
 * first load (issue 19): it is fetched at the visitor's first touch, click, key or mouse movement on
 * the page (or on reaching into the gallery); a control used before then takes effect when it has
 * arrived.
 */
export function PropertyGallery({
  photos,
  pictures,
  texts,
}: {
  photos: GalleryPhoto[]
  pictures: GalleryPictures
  texts: GalleryTexts
}) {
  const { ref: viewportRef, api, reach, scrollTo } = useCarouselOnDemand({ loop: photos.length > 1 })
  // The thumbnails follow once the slideshow has Embla.
  const [thumbsRef, thumbsApi] = useCarousel(
    { dragFree: true, containScroll: 'keepSnaps' },
    undefined,
    api !== undefined,
  )
  const [selected, setSelected] = useState(0)
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  // The photo the lightbox last showed. The slideshow follows it when the lightbox closes, not
  // while it is open: moving the slideshow underneath re-renders the page around the open dialog.
  const viewed = useRef<number | null>(null)
  const stage = useRef<HTMLDivElement>(null)
  const count = photos.length
  // Each photo's <img> attributes from its template, once: the gallery renders again at every move.
  const slides = useMemo(
    () =>
      photos.map((photo, index) =>
        index === 0 ? pictures.first : pictureFor(pictures.slide, photo.url, photo.alt),
      ),
    [photos, pictures],
  )
  const thumbs = useMemo(
    () => photos.map((photo) => pictureFor(pictures.thumb, photo.url, '')),
    [photos, pictures],
  )

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    // A control used before Embla arrived has moved it already (useCarouselOnDemand).
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

  useEffect(() => {
    thumbsApi?.scrollTo(selected)
  }, [thumbsApi, selected])

  const go = useCallback((index: number) => scrollTo((index + count) % count), [scrollTo, count])

  const show = (index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(index)
  }
  // Where the keyboard goes once the lightbox has left: back to the opener, or to the photo the
  // lightbox moved the slideshow to (the opener is then inert). Focused from an effect, once React
  // has committed the slideshow's new selection: before that, the target may still be inert.
  const pendingFocus = useRef<number | 'opener' | null>(null)
  const close = () => {
    const target = viewed.current
    viewed.current = null
    pendingFocus.current = target !== null && target !== selected ? target : 'opener'
    setOpen(null)
    if (target !== null) go(target)
  }

  useEffect(() => {
    const pending = pendingFocus.current
    if (pending === null || open !== null) return
    if (pending !== 'opener' && pending !== selected) return // the slideshow has not moved yet
    pendingFocus.current = null
    const slides = stage.current?.querySelectorAll('[aria-roledescription="slide"]')
    const target =
      pending === 'opener' ? opener.current : slides?.item(pending)?.querySelector<HTMLElement>('button')
    if (target?.isConnected && !target.closest('[inert]')) target.focus()
  }, [open, selected])

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={texts.label} {...reach}>
      <div className={styles.stage} ref={stage}>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track}>
            {photos.map((photo, index) => (
              <div
                key={photo.url}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={texts.slides[index]}
                inert={api ? index !== selected : index !== 0}
              >
                <button type="button" className={styles.slideButton} onClick={() => show(index)}>
                  <span className="visually-hidden">{texts.enlarge[index]}</span>
                  {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed by the server */}
                  <img {...slides[index]} className={styles.picture} />
                </button>
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(selected - 1)}
              aria-label={texts.previous}
            >
              <Arrow name="previous" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(selected + 1)}
              aria-label={texts.next}
            >
              <Arrow name="next" />
            </button>
          </>
        ) : null}
        <p className={styles.counter} aria-hidden="true">
          {selected + 1} / {count}
        </p>
        <button type="button" className={styles.expand} onClick={() => show(selected)}>
          <Arrow name="expand" />
          <span>{texts.openAll}</span>
        </button>
      </div>
      {count > 1 ? (
        <div className={styles.thumbsViewport} ref={thumbsRef}>
          <ul className={styles.thumbs} aria-label={texts.thumbnailsLabel}>
            {photos.map((photo, index) => (
              <li key={photo.url} className={styles.thumb}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-current={index === selected ? 'true' : undefined}
                  aria-label={texts.thumbnails[index]}
                  onClick={() => go(index)}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed by the server */}
                  <img {...thumbs[index]} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {open !== null ? (
        <GalleryLightbox
          photos={photos}
          index={open}
          texts={texts}
          onClose={close}
          onView={(index) => {
            viewed.current = index
          }}
        />
      ) : null}
    </section>
  )
}
