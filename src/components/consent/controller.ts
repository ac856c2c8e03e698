import { noteLocation } from '@/components/tracking/campaign'
import { gtag } from '@/components/tracking/gtag'
import { sendLead, sendPageView, startTrackers } from '@/components/tracking/trackers'
import type { TrackingIds } from '@/data/consent'
import {
  clearedConsentCookieStrings,
  consentCookieStrings,
  type ConsentFlags,
  consentFromCategories,
  consentFromChoice,
  isPreviewPath,
  parseCookies,
  readConsent,
  sameConsent,
  shouldClearConsent,
} from '@/domain/tracking/consent'
import { consentConfig, type DialogOptions, LIBRARY_COOKIE } from './config'
import type * as ConsentLibrary from './library'

export type ConsentOptions = DialogOptions & { ids: TrackingIds }
type Library = typeof ConsentLibrary

// One consent state per page, shared by every navigation; the library itself is a singleton too.
let options: ConsentOptions | null = null
let optionsKey = ''
let library: Library | null = null
let running = false
let handledHref: string | null = null
let flags: ConsentFlags | null = null

// Requested as soon as this module runs (while the page hydrates), not when the first effect asks
// for it: the dialog is then not held back by one more round trip after hydration. It is the
// largest thing a first visit paints on a list page (Lighthouse's LCP element).
let loading: Promise<Library> | null = null
const loadLibrary = (): Promise<Library> => (loading ??= import('./library'))
if (typeof window !== 'undefined') void loadLibrary().catch(() => (loading = null))
let pageViewSentFor: string | null = null
let queue: Promise<void> = Promise.resolve()

const secure = () => window.location.protocol === 'https:'
// A staff preview of drafts (src/components/preview/PreviewBar.tsx) is a preview too, whatever
// its path: no consent dialog in the admin's live preview, no page view counted.
const isPreview = () =>
  isPreviewPath(window.location.pathname) || document.querySelector('[data-staff-preview]') !== null
const usesGoogle = ({ googleAnalyticsId, googleAdsId, tagManagerId }: TrackingIds) =>
  Boolean(googleAnalyticsId || googleAdsId || tagManagerId)

function pageView(): void {
  const href = window.location.href
  lead()
  if (!options || !flags || pageViewSentFor === href) return
  if (sendPageView(flags, options.ids)) pageViewSentFor = href
}

// The thank-you page of a form asks for its conversion event; it goes once consent is known.
let leadFor: string | null = null
let leadSentFor: string | null = null

function lead(): void {
  if (!options || !flags || leadFor !== window.location.href || leadSentFor === leadFor) return
  if (sendLead(flags, options.ids)) leadSentFor = leadFor
}

/** Called by a thank-you page: a lead was just sent from this visit. */
export function noteLead(): void {
  leadFor = window.location.href
  lead()
}

/** Spec §4: a choice "stores consent=set and four per-category flags and updates consent state;
 * then the analytics page view is sent". Also runs on each load for a stored choice. */
function apply(accepted: readonly string[]): void {
  if (!options) return
  const next = consentFromCategories(accepted)
  if (!sameConsent(readConsent(parseCookies(document.cookie)), next.flags)) {
    for (const cookie of consentCookieStrings(next.flags, secure())) document.cookie = cookie
  }
  flags = next.flags
  if (usesGoogle(options.ids)) gtag('consent', 'update', next.update)
  startTrackers(flags, options.ids)
  pageView()
}

/** Spec §4: "A page URL containing setcookies clears stored consent" (site and library cookies). */
function clearStored(lib: Library): void {
  for (const cookie of clearedConsentCookieStrings(secure())) document.cookie = cookie
  lib.eraseCookies(LIBRARY_COOKIE, '/', window.location.hostname)
  lib.eraseCookies(LIBRARY_COOKIE, '/')
  if (running) lib.reset(true)
  flags = null
  pageViewSentFor = null
  if (options && usesGoogle(options.ids)) gtag('consent', 'update', consentFromChoice('none').update)
}

async function run(lib: Library, current: ConsentOptions): Promise<void> {
  handledHref = window.location.href
  if (shouldClearConsent(handledHref)) clearStored(lib)
  else if (running) lib.reset(false) // new texts (another language): rebuild the dialog
  await lib.run(
    consentConfig(current, {
      onConsent: ({ cookie }) => apply(cookie.categories),
      onChange: ({ cookie }) => apply(cookie.categories),
    }),
  )
  running = true
}

async function start(key: string): Promise<void> {
  if (key === optionsKey) return
  optionsKey = key
  options = JSON.parse(key) as ConsentOptions
  noteLocation(window.location.href)
  if (isPreview()) return
  library ??= await loadLibrary()
  await run(library, options)
}

async function navigate(href: string): Promise<void> {
  noteLocation(href)
  if (!options || href === handledHref) return
  handledHref = href
  if (isPreview()) {
    library?.hide()
    library?.hidePreferences()
    return
  }
  library ??= await loadLibrary()
  if (!running || shouldClearConsent(href)) return run(library, options)
  // Back from a preview page with the question still open: ask again.
  if (!library.validConsent()) library.show()
  pageView()
}

const enqueue = (task: () => Promise<void>) => {
  queue = queue.then(task).catch((error: unknown) => console.error('Cookie consent failed', error))
}

/** Starts (or restarts with new texts) the dialog; `key` is the JSON of ConsentOptions. */
export const startConsent = (key: string) => enqueue(() => start(key))

/** Called on every client-side navigation: page view, setcookies, preview pages. */
export const navigateConsent = (href: string) => enqueue(() => navigate(href))
