'use client'

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

/**
 * Embla on an element, like embla-carousel-react's `useEmblaCarousel`, except that Embla (and any
 * plugins, through `loadPlugins`) is imported once the component has mounted instead of being part
 * of the page's scripts. Every carousel here shows its first slide from the server HTML and works
 * as a still picture until `api` is set, so nothing waits for it; a list page, which shares its
 * route with the property page, then loads none of it (decision 016).
 *
 * `options` are compared by value; `loadPlugins` is read once per element. With `enabled` false
 * nothing is loaded yet: a carousel that is not needed at once (the home banner, whose next slide
 * is seconds away) asks for Embla when it is about to move or the visitor reaches for it.
 */
export function useCarousel(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
  enabled = true,
): [(element: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  // A ref, not state: an element kept in state is set by its ref callback during the commit that
  // mounts it, which made React render the whole carousel again, synchronously, right after
  // hydration (a main-thread task a phone pays before it can answer the visitor). The effect reads
  // it, so the element must stay mounted as long as the component is (every carousel here does).
  const element = useRef<HTMLElement | null>(null)
  const setElement = useCallback((node: HTMLElement | null) => {
    element.current = node
  }, [])
  const [api, setApi] = useState<EmblaCarouselType>()
  const pluginLoader = useRef(loadPlugins)
  const optionsKey = JSON.stringify(options)

  useEffect(() => {
    const node = element.current
    if (!node || !enabled) return
    let carousel: EmblaCarouselType | undefined
    let cancelled = false
    Promise.all([import('embla-carousel'), pluginLoader.current?.() ?? []])
      .then(([{ default: EmblaCarousel }, plugins]) => {
        if (cancelled) return
        carousel = EmblaCarousel(node, JSON.parse(optionsKey) as EmblaOptionsType, plugins)
        setApi(carousel)
      })
      .catch(() => {
        // The script could not be loaded (connection lost): the carousel stays on the first slide
        // the server rendered, and its photos still open the lightbox.
      })
    return () => {
      cancelled = true
      carousel?.destroy()
      setApi(undefined)
    }
  }, [optionsKey, enabled])

  return [setElement, api]
}

// What a visitor does first when engaging with a page: touching, clicking, typing, scrolling with
// a wheel, moving the mouse. Scroll events are left out: restoring a scroll position fires them.
const ENGAGING = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const

/**
 * True once the visitor has done anything on the page: when a carousel the visitor has not
 * touched yet may fetch its script. A page only looked at (and a page-speed audit) never loads it,
 * and a visitor about to swipe has usually touched or scrolled the page first.
 */
function useEngaged(): boolean {
  const [engaged, setEngaged] = useState(false)
  useEffect(() => {
    const done = () => setEngaged(true)
    const options = { once: true, passive: true, capture: true }
    for (const type of ENGAGING) window.addEventListener(type, done, options)
    return () => {
      for (const type of ENGAGING) window.removeEventListener(type, done, options)
    }
  }, [])
  return engaged
}

/** Handlers for a carousel's root: pointing at, touching or tabbing into it asks for Embla. */
type ReachHandlers = { onPointerEnter: () => void; onTouchStart: () => void; onFocus: () => void }

/**
 * useCarousel for a carousel whose script is not part of the first load (issue 19): Embla is
 * fetched once `request` is called, the visitor reaches for the element `reach` is spread on, or
 * does anything at all on the page (a touch, a click, a key, the mouse moved). `scrollTo` works
 * before it has arrived: the slide asked for is shown, without animation, as soon as `api` is there.
 * That scroll happens before the calling component's own effects run, so its `select` listener
 * misses it: a component that follows the selection reads `api.selectedScrollSnap()` when it
 * subscribes (a phone's first tap on "next" moved the photo, but the counter stayed on 1 and every
 * later tap asked again for the photo already shown).
 */
export function useCarouselOnDemand(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
): {
  ref: (element: HTMLElement | null) => void
  api: EmblaCarouselType | undefined
  request: () => void
  reach: ReachHandlers
  scrollTo: (index: number, jump?: boolean) => void
} {
  const [requested, setRequested] = useState(false)
  const engaged = useEngaged()
  const [ref, api] = useCarousel(options, loadPlugins, requested || engaged)
  const request = useCallback(() => setRequested(true), [])
  const reach = useMemo(
    () => ({ onPointerEnter: request, onTouchStart: request, onFocus: request }),
    [request],
  )
  const pending = useRef<number | null>(null)

  useEffect(() => {
    if (!api || pending.current === null) return
    api.scrollTo(pending.current, true)
    pending.current = null
  }, [api])

  const scrollTo = useCallback(
    (index: number, jump?: boolean) => {
      if (api) return api.scrollTo(index, jump)
      pending.current = index
      request()
    },
    [api, request],
  )
  return { ref, api, request, reach, scrollTo }
}
