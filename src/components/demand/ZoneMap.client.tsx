'use client'

import type * as Leaflet from 'leaflet'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { FieldOption, ZoneMapTexts } from '@/components/forms/types'
import { useNearViewport } from '@/components/map/useNearViewport'
import styles from './ZoneMap.module.css'

type Level = 'region' | 'province'

type Props = {
  /** The checkboxes' field name: the map ticks and unticks them, they stay what the form sends. */
  name: string
  texts: ZoneMapTexts
  /** Every zone the list offers, by kind of zone, with its name in the visitor's language. */
  options: FieldOption[]
  townCentres: Record<string, { lat: number; lng: number }>
}

type Shapes = {
  regions: Record<string, [number, number][][]>
  provinces: Record<string, [number, number][][]>
}

// Belgium, with a little sea and neighbours around it.
const BELGIUM: Leaflet.LatLngBoundsLiteral = [
  [49.48, 2.52],
  [51.52, 6.42],
]

// Room for the coast's and the border's town circles, and no animation to interrupt.
const FIT: Leaflet.FitBoundsOptions = { padding: [14, 14], animate: false }

/** The zones' checkboxes of the form the map sits in. */
function boxesOf(element: HTMLElement | null, name: string): HTMLInputElement[] {
  const form = element?.closest('form')
  if (!form) return []
  return [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(name)}"]`)]
}

/**
 * The demand register's map (issue 18, spec §2 "region or zip/city selection on a map"): Belgium's
 * regions, or its provinces, as areas, and the towns as circles, each a checkbox of its own. It
 * ticks and unticks the list's checkboxes, which stay what the form sends, so the map is an easier
 * way in, never a different one: without JavaScript it is not shown (`scripting: enabled`), and
 * the list works by keyboard and screen reader. On the map the keyboard works too: one Tab stop,
 * arrow keys from one zone to the next, Space or Enter to choose. The outlines are Natural Earth's
 * (public domain, scripts/geo/belgiumZones.ts); there are no tiles, which the site may not reach.
 */
export function ZoneMap({ name, texts, options, townCentres }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [level, setLevel] = useState<Level>('region')
  // The zone the keyboard is on: the map's only Tab stop.
  const [current, setCurrent] = useState<string | null>(null)
  const areas = useRef(new Map<string, Leaflet.Path>())
  const near = useNearViewport(box)
  const names = new Map(options.map((option) => [option.value, option.label]))

  const sync = useCallback(() => {
    setSelected(new Set(boxesOf(box.current, name).flatMap((input) => (input.checked ? [input.value] : []))))
  }, [name])

  // What the form holds already (a form sent back with an error) decides the first level shown.
  useEffect(() => {
    const checked = boxesOf(box.current, name).filter((input) => input.checked)
    if (checked.some((input) => input.value.startsWith('province:'))) setLevel('province')
    sync()
    const form = box.current?.closest('form')
    if (!form) return
    // A reset (React resets a form after its action) changes no box by an event: read them after it.
    const onReset = () => setTimeout(sync, 0)
    form.addEventListener('change', sync)
    form.addEventListener('reset', onReset)
    return () => {
      form.removeEventListener('change', sync)
      form.removeEventListener('reset', onReset)
    }
  }, [name, sync])

  const toggle = useCallback(
    (key: string) => {
      const input = boxesOf(box.current, name).find((candidate) => candidate.value === key)
      if (!input || input.disabled) return
      input.checked = !input.checked
      // Bubbles to the form's listener (and to anything else that watches the form).
      input.dispatchEvent(new Event('change', { bubbles: true }))
      setCurrent(key)
    },
    [name],
  )

  // The areas of the level shown, then the towns: the order of the arrow keys.
  const order = [
    ...options
      .filter((option) =>
        level === 'region'
          ? option.value.startsWith('region:')
          : option.value.startsWith('province:') || option.value === 'region:BE-BRU',
      )
      .map((option) => option.value),
    ...options.filter((option) => townCentres[option.value]).map((option) => option.value),
  ]
  const orderKey = order.join('|')

  useEffect(() => {
    const element = box.current
    if (!element || !near) return
    let map: Leaflet.Map | undefined
    let resize: ResizeObserver | undefined
    let cancelled = false
    const drawn = areas.current
    void Promise.all([import('@/components/map/leaflet'), import('./belgiumZones.json')]).then(
      ([L, shapesModule]) => {
        if (cancelled) return
        const shapes = (shapesModule.default ?? shapesModule) as unknown as Shapes
        map = L.map(element, {
          attributionControl: false,
          // The map's own arrow-key panning would fight the arrows that move between zones.
          keyboard: false,
          scrollWheelZoom: false,
          zoomControl: false,
          zoomSnap: 0.25,
          maxBounds: L.latLngBounds(BELGIUM).pad(0.5),
          minZoom: 6,
          maxZoom: 12,
        })
        // Top right is the Netherlands: the buttons hide no Belgian zone there.
        L.control
          .zoom({ position: 'topright', zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut })
          .addTo(map)
        map.fitBounds(BELGIUM, FIT)
        // The box's width follows the page (a phone turned, a window resized): the country refits.
        resize = new ResizeObserver(() => {
          map?.invalidateSize()
          map?.fitBounds(BELGIUM, FIT)
        })
        resize.observe(element)
        const add = (key: string, layer: Leaflet.Path) => {
          const label = names.get(key) ?? key
          layer.bindTooltip(label, { sticky: true, direction: 'top', className: styles.tooltip })
          layer.on('click', () => toggle(key))
          layer.addTo(map!)
          const path = layer.getElement()
          if (path) {
            path.setAttribute('role', 'checkbox')
            path.setAttribute('aria-label', label)
            path.setAttribute('data-zone', key)
            path.setAttribute('tabindex', '-1')
            path.addEventListener('focus', () => layer.openTooltip())
            path.addEventListener('blur', () => layer.closeTooltip())
          }
          drawn.set(key, layer)
        }
        const outlines = level === 'region' ? shapes.regions : shapes.provinces
        for (const key of order) {
          const [kind, code] = key.split(':') as [string, string]
          if (kind === 'zip') continue
          const rings = outlines[code]
          if (!rings) continue
          add(
            key,
            L.polygon(
              rings.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng))),
              { className: styles.area, weight: 1.5 },
            ),
          )
        }
        // Towns last: drawn above the areas, so a click on a circle is the town's.
        for (const key of order) {
          const centre = townCentres[key]
          if (centre)
            add(
              key,
              L.circleMarker([centre.lat, centre.lng], { className: styles.town, radius: 7, weight: 2 }),
            )
        }
        // Ask React to paint the selection and the Tab stop onto the new paths.
        setSelected((value) => new Set(value))
      },
    )
    return () => {
      cancelled = true
      resize?.disconnect()
      drawn.clear()
      map?.remove()
    }
    // `order` is rebuilt every render; its key says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, level, orderKey, toggle])

  // The selection and the Tab stop, onto the drawn paths.
  useEffect(() => {
    const stop = current && areas.current.has(current) ? current : order[0]
    for (const [key, layer] of areas.current) {
      const path = layer.getElement()
      if (!path) continue
      const on = selected.has(key)
      path.setAttribute('aria-checked', String(on))
      path.toggleAttribute('data-selected', on)
      path.setAttribute('tabindex', key === stop ? '0' : '-1')
    }
  })

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const key = (event.target as Element).getAttribute?.('data-zone')
    if (!key) return
    const index = order.indexOf(key)
    const move = (to: number) => {
      const next = order[(to + order.length) % order.length]!
      setCurrent(next)
      ;(areas.current.get(next)?.getElement() as SVGElement | undefined)?.focus()
    }
    switch (event.key) {
      case ' ':
      case 'Enter':
        event.preventDefault()
        toggle(key)
        break
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault()
        move(index + 1)
        break
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault()
        move(index - 1)
        break
      case 'Home':
        event.preventDefault()
        move(0)
        break
      case 'End':
        event.preventDefault()
        move(order.length - 1)
        break
    }
  }

  const chosen = options.filter((option) => selected.has(option.value)).map((option) => option.label)
  const hintId = `${name}-map-hint`
  return (
    <div className={styles.zoneMap}>
      <div className={styles.levels}>
        {(['region', 'province'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.level}
            aria-pressed={level === value}
            onClick={() => setLevel(value)}
          >
            {value === 'region' ? texts.regions : texts.provinces}
          </button>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {texts.hint}
      </p>
      {/* Keys only act on a zone; the zones are the checkboxes, named and announced one by one. */}
      <div
        ref={box}
        className={styles.map}
        role="group"
        aria-label={texts.label}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const key = (event.target as Element).getAttribute?.('data-zone')
          if (key) setCurrent(key)
        }}
      />
      <p className={styles.chosen} aria-live="polite">
        {chosen.length > 0 ? texts.chosen.replace('{zones}', chosen.join(', ')) : texts.none}
      </p>
    </div>
  )
}
