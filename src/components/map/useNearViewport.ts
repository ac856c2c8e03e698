'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element has come within 400 px of the viewport; it stays true once it has. A map
 * fetches Leaflet (about 40 kB) only then, not with the page: many visitors never scroll to it.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
