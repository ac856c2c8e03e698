'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import { priceText } from '@/components/property/priceText'
import { isOwnOrigin } from '@/domain/map/mapMessage'
import { MAP_FRAME_READY } from './mapFrameProtocol'
import { type ParsedMapMessage, parseMapMessage } from './mapMessageSchema'
import { PropertyMap } from './PropertyMap.client'
import styles from './PropertyMap.module.css'
import type { MapMarker } from './types'

/**
 * Inside the map frame: waits for the embedding page's message and draws its places. Messages
 * from any other origin, and messages that are not a valid map message, are ignored.
 */
export function MapFrameReceiver({ tileUrl }: { tileUrl: string | null }) {
  const t = useTranslations('Projects.map')
  const tp = useTranslations('Property')
  const [message, setMessage] = useState<ParsedMapMessage | null>(null)

  useEffect(() => {
    function receive(event: MessageEvent) {
      if (!isOwnOrigin(event.origin, window.location.origin)) return
      const parsed = parseMapMessage(event.data)
      if (parsed) setMessage(parsed)
    }
    window.addEventListener('message', receive)
    // The page's load event can pass before this listener exists: tell the embedding page we are
    // listening, so that it posts (again) now. Only to our own origin.
    if (window.parent !== window) window.parent.postMessage(MAP_FRAME_READY, window.location.origin)
    return () => window.removeEventListener('message', receive)
  }, [])

  const markers = useMemo<MapMarker[]>(
    () =>
      (message?.places ?? []).map((place) => ({
        id: place.id,
        lat: place.lat,
        lng: place.lng,
        title: place.title,
        subtitle: place.subtitle,
        href: place.href,
        photoUrl: place.photoUrl,
        priceText: priceText(place.price, tp),
      })),
    [message, tp],
  )

  if (!message) {
    return (
      <p className={styles.frameStatus} role="status">
        {t('waiting')}
      </p>
    )
  }
  const label = message.label ?? t(message.mapType === 'projects' ? 'projectsLabel' : 'propertiesLabel')
  return (
    <PropertyMap
      markers={markers}
      tileUrl={tileUrl}
      label={label}
      fallback={t('tilesUnavailable')}
      linkTarget="_top"
      layout="fill"
      markerIconUrl={message.customMarker}
    />
  )
}
