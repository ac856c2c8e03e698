import type { TrackingIds } from '@/data/consent'
import type { ConsentFlags } from '@/domain/tracking/consent'
import { pageContext } from './campaign'
import { gtag } from './gtag'
import { loadScript } from './loadScript'
import { fbq, loadPixel } from './pixel'

const GOOGLE = 'https://www.googletagmanager.com'

const started = { gtag: false, gtm: false, pixel: false }
const configured = new Set<string>()

const analyticsOn = (flags: ConsentFlags, ids: TrackingIds) =>
  Boolean(flags.analytics_storage && ids.googleAnalyticsId)
const adsOn = (flags: ConsentFlags, ids: TrackingIds) => Boolean(flags.ad_storage && ids.googleAdsId)
const gtmOn = (flags: ConsentFlags, ids: TrackingIds) =>
  Boolean(ids.tagManagerId && (flags.analytics_storage || flags.ad_storage))
const pixelOn = (flags: ConsentFlags, ids: TrackingIds) => Boolean(flags.ad_storage && ids.socialPixelId)

function configure(id: string): void {
  if (configured.has(id)) return
  configured.add(id)
  // Page views are sent by hand (with the stored campaign), so the automatic one is off.
  gtag('config', id, { send_page_view: false })
}

/**
 * Spec §7: "Analytics, tag-manager and pixel scripts load only when IDs are configured" — and
 * here only once the visitor allowed their category. Safe to call again on every change.
 */
export function startTrackers(flags: ConsentFlags, ids: TrackingIds): void {
  const analytics = analyticsOn(flags, ids) ? ids.googleAnalyticsId : null
  const ads = adsOn(flags, ids) ? ids.googleAdsId : null
  const first = analytics ?? ads
  if (first && !started.gtag) {
    started.gtag = true
    gtag('js', new Date())
    loadScript(`${GOOGLE}/gtag/js?id=${encodeURIComponent(first)}`)
  }
  if (analytics) configure(analytics)
  if (ads) configure(ads)

  if (gtmOn(flags, ids) && ids.tagManagerId && !started.gtm) {
    started.gtm = true
    ;(window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    loadScript(`${GOOGLE}/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`)
  }

  if (pixelOn(flags, ids) && ids.socialPixelId && !started.pixel) {
    started.pixel = true
    loadPixel(ids.socialPixelId)
  }
  // A pixel loaded earlier in this page stops sending when advertising consent is withdrawn.
  if (started.pixel) fbq('consent', flags.ad_storage ? 'grant' : 'revoke')
}

/** Sends the page view to every allowed tracker; false when none may receive it. */
export function sendPageView(flags: ConsentFlags, ids: TrackingIds): boolean {
  const google = analyticsOn(flags, ids) || adsOn(flags, ids) || gtmOn(flags, ids)
  const pixel = started.pixel && pixelOn(flags, ids)
  if (!google && !pixel) return false
  const { page_location, page_referrer, utm } = pageContext()
  if (google) gtag('event', 'page_view', { page_location, page_referrer, ...utm })
  if (pixel) fbq('track', 'PageView')
  return true
}

/**
 * A visitor form was sent (its thank-you page): the conversion, to every tracker the visitor
 * allowed — Meta's standard Lead event (spec §7 "A social pixel track call is made if present")
 * and Google's recommended generate_lead. False when none may receive it.
 */
export function sendLead(flags: ConsentFlags, ids: TrackingIds): boolean {
  const google = analyticsOn(flags, ids) || adsOn(flags, ids) || gtmOn(flags, ids)
  const pixel = started.pixel && pixelOn(flags, ids)
  if (!google && !pixel) return false
  if (google) gtag('event', 'generate_lead')
  if (pixel) fbq('track', 'Lead')
  return true
}
