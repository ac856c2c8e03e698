import { mergeUtm, parseStoredUtm, utmFromUrl, type UtmParams } from '@/domain/tracking/utm'

const STORAGE_KEY = 'utm'

// Kept in memory until consent: storing campaign data on the device is not strictly necessary,
// so sessionStorage is written only once a tracker may use it (ePrivacy art. 5(3)).
let seen: UtmParams = {}
let current: string | null = null
let previous: string | null = null
let landing: string | null = null

function readStored(): UtmParams {
  try {
    return parseStoredUtm(window.sessionStorage.getItem(STORAGE_KEY))
  } catch {
    return {}
  }
}

/** Called on every navigation, client-side ones included, so the referrer stays right. */
export function noteLocation(href: string): void {
  if (href === current) return
  landing ??= href
  previous = current
  current = href
  seen = mergeUtm(seen, utmFromUrl(href))
}

export type PageContext = { page_location: string; page_referrer: string; utm: UtmParams }

/** Location, referrer and campaign of the current page; stores the campaign for the session. */
export function pageContext(): PageContext {
  const utm = mergeUtm(readStored(), seen)
  try {
    if (Object.keys(utm).length > 0) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(utm))
  } catch {
    // Storage can be disabled; the campaign then lasts as long as this page.
  }
  return {
    page_location: current ?? window.location.href,
    page_referrer: previous ?? document.referrer,
    utm,
  }
}

/**
 * Where a visitor form is sent from, for the lead's source (issue 15): this page, the visit's
 * first page (with its campaign and click ids), the site that sent the visitor, and the campaign
 * parameters seen. Read only: nothing is stored on the device for this.
 */
export function formContext(): { page: string; landing: string; referrer: string; utm: string } {
  const page = window.location.href
  return {
    page,
    landing: landing ?? page,
    // Client-side navigations keep the document's referrer: the site the visit came from.
    referrer: document.referrer,
    utm: JSON.stringify(mergeUtm(readStored(), mergeUtm(seen, utmFromUrl(page)))),
  }
}
