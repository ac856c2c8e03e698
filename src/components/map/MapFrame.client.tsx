'use client'

import { useEffect, useRef } from 'react'

import { MAP_FRAME_PATH, MAP_FRAME_READY, MAP_MESSAGE_DELAY_MS } from './mapFrameProtocol'
import type { MapMessage } from './mapMessageSchema'
import styles from './PropertyMap.module.css'

type Props = {
  /** The language of the frame's own words (?lang=). */
  lang: string
  /** The frame's accessible name. */
  title: string
  message: MapMessage
}

/**
 * Embeds the site's map frame and posts it the places to draw (spec §7: a cross-window message
 * 50 ms after the frame's load, as JSON). The message goes to the site's own origin only, and is
 * posted again when the frame says it is listening, in case its load came before its script.
 */
export function MapFrame({ lang, title, message }: Props) {
  const frame = useRef<HTMLIFrameElement>(null)
  const json = JSON.stringify(message)

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const origin = window.location.origin
    let timer: ReturnType<typeof setTimeout> | undefined
    const post = () => element.contentWindow?.postMessage(json, origin)
    const postSoon = () => {
      clearTimeout(timer)
      timer = setTimeout(post, MAP_MESSAGE_DELAY_MS)
    }
    const onReady = (event: MessageEvent) => {
      if (event.origin === origin && event.source === element.contentWindow && event.data === MAP_FRAME_READY)
        post()
    }
    element.addEventListener('load', postSoon)
    window.addEventListener('message', onReady)
    // The frame may have loaded before this page hydrated.
    if (
      element.contentDocument?.readyState === 'complete' &&
      element.contentWindow?.location.href !== 'about:blank'
    )
      postSoon()
    return () => {
      clearTimeout(timer)
      element.removeEventListener('load', postSoon)
      window.removeEventListener('message', onReady)
    }
  }, [json])

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={`${MAP_FRAME_PATH}?lang=${encodeURIComponent(lang)}`}
      title={title}
      loading="lazy"
    />
  )
}
