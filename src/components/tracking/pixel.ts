import { loadScript } from './loadScript'

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: Fbq
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
  }
}

/** Meta's queueing stub (its base code), typed; calls wait in the queue until fbevents.js runs. */
function stub(): Fbq {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as Fbq
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  fbq.queue = []
  return fbq
}

export function fbq(...args: unknown[]): void {
  window.fbq?.(...args)
}

/** Spec §7: "A social pixel track call is made if present" — loaded only after ad consent. */
export function loadPixel(pixelId: string): void {
  if (!window.fbq) {
    window.fbq = stub()
    window._fbq ??= window.fbq
    loadScript('https://connect.facebook.net/en_US/fbevents.js')
  }
  window.fbq('init', pixelId)
}
