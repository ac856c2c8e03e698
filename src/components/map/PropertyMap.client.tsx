'use client'

import type * as Leaflet from 'leaflet'
import { useEffect, useRef, useState } from 'react'

import styles from './PropertyMap.module.css'
import type { MapMarker } from './types'
import { useNearViewport } from './useNearViewport'

type Props = {
  markers: MapMarker[]
  /** Tile URL template ({z}/{x}/{y}); null: no tiles, the numbered pins on a plain background. */
  tileUrl: string | null
  /** Accessible name of the map region and of the list of places beneath it. */
  label: string
  /** Shown over the map when there are no tiles or they fail to load (there is always the list). */
  fallback?: string
  /** '_top' inside the map frame, so a property opens in the embedding page, not in the frame. */
  linkTarget?: '_self' | '_top'
  /** 'fill': the map takes its parent's height (the map frame); default: a fixed-height box. */
  layout?: 'box' | 'fill'
  /** A site image drawn instead of the numbered pin (the map frame's customMarker). */
  markerIconUrl?: string | null
}

/**
 * Properties or projects on a Leaflet map, with the same places as a numbered list underneath.
 * Leaflet loads after hydration into a box of fixed size, so nothing shifts; the list is rendered
 * on the server, so visitors without JavaScript, keyboard and screen-reader users get every place
 * and its link whatever the map does (there is no network for tiles in tests and offline).
 */
export function PropertyMap({
  markers,
  tileUrl,
  label,
  fallback,
  linkTarget = '_self',
  layout = 'box',
  markerIconUrl = null,
}: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const [active, setActive] = useState<number | null>(null)
  const markerRefs = useRef(new Map<number, Leaflet.Marker>())
  // On a property page the map sits far below the photos: Leaflet comes when the map is near.
  const near = useNearViewport(box)

  useEffect(() => {
    const element = box.current
    if (!element || !near || markers.length === 0) return
    let map: Leaflet.Map | undefined
    let cancelled = false
    const refs = markerRefs.current
    void import('./leaflet').then((L) => {
      if (cancelled) return
      map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(tileUrl) })
      if (tileUrl) {
        const tiles = L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
        })
        tiles.once('tileerror', () => setTilesFailed(true))
        tiles.addTo(map)
      }
      // The view first: Leaflet creates a marker's element only once the map has one.
      const points = markers.map((marker) => L.latLng(marker.lat, marker.lng))
      if (points.length === 1) map.setView(points[0]!, 15)
      else map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 16 })
      markers.forEach((marker, index) => {
        const name = `${index + 1}. ${marker.title}, ${marker.priceText}`
        const icon = markerIconUrl
          ? L.icon({
              iconUrl: markerIconUrl,
              iconSize: [32, 32],
              iconAnchor: [16, 32],
              popupAnchor: [0, -30],
            })
          : L.divIcon({
              // Leaflet positions the icon with a transform: the pin's shape is rotated inside it.
              className: styles.marker,
              html: `<span class="${styles.pin}"><span>${index + 1}</span></span>`,
              iconSize: [32, 32],
              iconAnchor: [16, 32],
              popupAnchor: [0, -30],
            })
        const pin = L.marker([marker.lat, marker.lng], { icon, keyboard: true, riseOnHover: true, alt: name })
        pin.bindPopup(popupContent(marker, linkTarget), {
          className: styles.popup,
          maxWidth: 260,
          minWidth: 220,
        })
        pin.on('popupopen', () => setActive(marker.id))
        pin.on('popupclose', () => setActive((current) => (current === marker.id ? null : current)))
        // A div icon has no text of its own beyond the number: name it like the list entry.
        pin.on('add', () => pin.getElement()?.setAttribute('aria-label', name))
        pin.addTo(map!)
        refs.set(marker.id, pin)
      })
    })
    return () => {
      cancelled = true
      refs.clear()
      map?.remove()
    }
  }, [near, markers, tileUrl, linkTarget, markerIconUrl])

  // The pin of the place pointed at or focused in the list stands out on the map.
  useEffect(() => {
    for (const [id, pin] of markerRefs.current) {
      pin.getElement()?.toggleAttribute('data-active', id === active)
      if (id === active) pin.setZIndexOffset(1000)
      else pin.setZIndexOffset(0)
    }
  }, [active])

  const showFallback = Boolean(fallback) && (!tileUrl || tilesFailed)
  return (
    <div className={styles.wrapper} data-layout={layout}>
      <div ref={box} className={styles.map} role="region" aria-label={label}>
        {showFallback ? <p className={styles.fallback}>{fallback}</p> : null}
      </div>
      <ol className={styles.places} aria-label={label}>
        {markers.map((marker, index) => (
          <li key={marker.id} className={styles.place} data-active={active === marker.id || undefined}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.placeText}>
              <a
                href={marker.href}
                target={linkTarget}
                className={styles.placeTitle}
                onMouseEnter={() => setActive(marker.id)}
                onFocus={() => setActive(marker.id)}
              >
                {marker.title}
              </a>
              <span className={styles.placeMeta}>
                {[marker.subtitle, marker.priceText].filter(Boolean).join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The popup as DOM nodes with text content: titles come from data and are never parsed as HTML. */
function popupContent(marker: MapMarker, linkTarget: string): HTMLElement {
  const root = document.createElement('div')
  root.className = styles.card ?? ''
  if (marker.photoUrl) {
    const photo = document.createElement('img')
    photo.src = marker.photoUrl
    photo.alt = ''
    photo.width = 240
    photo.height = 160
    photo.loading = 'lazy'
    photo.className = styles.cardPhoto ?? ''
    root.append(photo)
  }
  const title = document.createElement('a')
  title.href = marker.href
  title.target = linkTarget
  title.className = styles.cardTitle ?? ''
  title.textContent = marker.title
  root.append(title)
  for (const [text, className] of [
    [marker.subtitle, styles.cardSubtitle],
    [marker.priceText, styles.cardPrice],
  ] as const) {
    if (!text) continue
    const line = document.createElement('p')
    line.className = className ?? ''
    line.textContent = text
    root.append(line)
  }
  return root
}
