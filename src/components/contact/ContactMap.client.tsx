'use client'

import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef } from 'react'

import { useNearViewport } from '@/components/map/useNearViewport'
import styles from './ContactSection.module.css'

type Props = {
  position: { lat: number; lng: number }
  tileUrl: string | null
  label: string
  fallback: string
}

/**
 * The agency on a Leaflet map. Leaflet loads only on the contact page, once the map nears the
 * viewport; the box keeps its size and shows the address underneath, so the page works when tiles
 * cannot load.
 */
export function ContactMap({ position, tileUrl, label, fallback }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  useEffect(() => {
    const element = box.current
    if (!element || !tileUrl || !near) return
    let map: LeafletMap | undefined
    let cancelled = false
    void import('@/components/map/leaflet').then((L) => {
      if (cancelled) return
      map = L.map(element, { scrollWheelZoom: false, attributionControl: true }).setView(
        [position.lat, position.lng],
        16,
      )
      L.tileLayer(tileUrl, {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }).addTo(map)
      const pin = L.divIcon({ className: styles.pin, iconSize: [28, 28], iconAnchor: [14, 28] })
      L.marker([position.lat, position.lng], { icon: pin, keyboard: false }).addTo(map)
    })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [position.lat, position.lng, tileUrl, near])
  return (
    <div ref={box} className={styles.map} role="region" aria-label={label}>
      <p className={styles.mapFallback}>{fallback}</p>
    </div>
  )
}
