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
  parseCookies,
  readConsent,
  sameConsent,
  shouldClearConsent,
} from '@/domain/tracking/consent'
import { consentConfig, type DialogOptions, LIBRARY_COOKIE, libraryCategories } from './config'
import type * as ConsentLibrary from './library'
import { isPreviewPage, NOTICE_ID, PENDING_ATTRIBUTE, READY_ATTRIBUTE, shouldAsk } from './notice'

export type ConsentOptions = DialogOptions & { ids: TrackingIds }
type Library = typeof ConsentLibrary

/** What a button of the notice (data-consent-choice) or elsewhere (data-consent-open) asks for. */
const CHOICE = '[data-consent-choice]'
const OPEN = '[data-consent-open]'

// One consent state per page, shared by every navigation; the library itself is a singleton too.
let options: ConsentOptions | null = null
let optionsKey = ''
let library: Library | null = null
let running = false
let handledHref: string | null = null
let flags: ConsentFlags | null = null
let listening = false

// The library draws only the preferences layer (the first is ConsentNotice, from the server): it
// is fetched when a visitor asks for the preferences, not on a page's first load.
let loading: Promise<Library> | null = null
const loadLibrary = (): Promise<Library> => (loading ??= import('./library'))
let pageViewSentFor: string | null = null
let queue: Promise<void> = Promise.resolve()

const secure = () => window.location.protocol === 'https:'
const isPreview = () => isPreviewPage(window)
const usesGoogle = ({ googleAnalyticsId, googleAdsId, tagManagerId }: TrackingIds) =>
  Boolean(googleAnalyticsId || googleAdsId || tagManagerId)

const notice = () => document.getElementById(NOTICE_ID)

/**
 * Shows the first layer. Focus goes to it when it appears (on the page's first start it appeared
 * while the page was parsed), unless the visitor is already somewhere on the page; a question
 * left open while the visitor moves from page to page does not take focus again.
 */
function showNotice(appearing: boolean): void {
  const element = notice()
  if (!element) return
  const focus = appearing || element.hidden
  element.hidden = false
  const active = document.activeElement
  if (focus && (!active || active === document.body)) element.focus({ preventScroll: true })
}

/**
 * Hides the first layer. When it had the focus (it takes it on appearing), the keyboard goes back
 * to the start of the page, where it was before: the next Tab reaches the skip link, not the end of
 * the document, which is where a hidden element's focus would otherwise leave it.
 */
function hideNotice(): void {
  const element = notice()
  if (!element) return
  const hadFocus = element.contains(document.activeElement)
  element.hidden = true
  if (!hadFocus) return
  document.body.tabIndex = -1
  document.body.focus({ preventScroll: true })
  document.body.removeAttribute('tabindex')
}

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
function apply(next: ConsentFlags): void {
  if (!options) return
  if (!sameConsent(readConsent(parseCookies(document.cookie)), next)) {
    for (const cookie of consentCookieStrings(next, secure())) document.cookie = cookie
  }
  flags = next
  hideNotice()
  if (usesGoogle(options.ids)) gtag('consent', 'update', consentFromChoice(next).update)
  startTrackers(flags, options.ids)
  pageView()
}

/** Erases the library's record of a choice as the library writes it (with a Domain when the host
 * has a dot), so a choice is never remembered by one and forgotten by the other. */
function eraseLibraryCookie(): void {
  const base = `${LIBRARY_COOKIE}=; Path=/; Max-Age=0`
  document.cookie = base
  const host = window.location.hostname
  if (host.includes('.')) document.cookie = `${base}; Domain=${host}`
}

/** Spec §4: "A page URL containing setcookies clears stored consent" (site and library cookies). */
function clearStored(): void {
  for (const cookie of clearedConsentCookieStrings(secure())) document.cookie = cookie
  if (running && library) library.reset(true)
  running = false
  eraseLibraryCookie()
  flags = null
  pageViewSentFor = null
  if (options && usesGoogle(options.ids)) gtag('consent', 'update', consentFromChoice('none').update)
}

/** The library, running with this page's texts and holding the same choice as the site's cookies. */
async function runLibrary(): Promise<Library> {
  library ??= await loadLibrary()
  if (running || !options) return library
  const before = flags
  await library.run(
    consentConfig(options, {
      onConsent: ({ cookie }) => apply(consentFromCategories(cookie.categories).flags),
      onChange: ({ cookie }) => apply(consentFromCategories(cookie.categories).flags),
      // Preferences closed without a choice: the question is still open.
      onModalHide: () => {
        if (!flags && !isPreview()) showNotice(true)
      },
    }),
  )
  running = true
  // A choice made on the first layer (before the library was here) is the library's too.
  const held = consentFromCategories(library.getUserPreferences().acceptedCategories).flags
  if (before && !(library.validConsent() && sameConsent(held, before))) {
    library.acceptCategory(libraryCategories(before))
  }
  return library
}

async function openPreferences(): Promise<void> {
  if (!options || isPreview()) return
  const lib = await runLibrary()
  hideNotice()
  lib.showPreferences()
}

function choose(choice: 'all' | 'none'): void {
  const next = consentFromChoice(choice).flags
  apply(next)
  if (running && library) library.acceptCategory(libraryCategories(next))
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest<HTMLElement>(`${CHOICE}, ${OPEN}`)
  if (!button) return
  const choice = button.dataset.consentChoice
  if (choice === 'all' || choice === 'none') choose(choice)
  else enqueue(openPreferences)
}

/** Shows the footer's "cookie settings" buttons, which need this script to work. */
function revealOpeners(): void {
  if (isPreview()) return
  for (const element of document.querySelectorAll<HTMLElement>(OPEN)) element.hidden = false
}

/**
 * The question, or the stored answer, for the page now shown (`first`: the page's first start).
 * `pressed`: Accept all or Decline all, pressed before the controller ran.
 */
function settle(href: string, first: boolean, pressed?: 'all' | 'none'): void {
  handledHref = href
  if (isPreview()) {
    hideNotice()
    library?.hidePreferences()
    return
  }
  if (shouldClearConsent(href)) clearStored()
  if (pressed) return choose(pressed)
  const stored = readConsent(parseCookies(document.cookie))
  if (stored) apply(stored)
  else if (shouldAsk(window)) showNotice(first || shouldClearConsent(href))
}

async function start(key: string): Promise<void> {
  if (key === optionsKey) return
  optionsKey = key
  options = JSON.parse(key) as ConsentOptions
  if (!listening) {
    listening = true
    document.addEventListener('click', onClick)
  }
  // New texts (another language): the library is rebuilt with them when next asked for.
  if (running && library) library.reset(false)
  running = false
  revealOpeners()
  noteLocation(window.location.href)
  // A press on the notice before this script was running (its inline script kept it).
  const element = notice()
  const pending = element?.getAttribute(PENDING_ATTRIBUTE)
  element?.setAttribute(READY_ATTRIBUTE, '')
  element?.removeAttribute(PENDING_ATTRIBUTE)
  settle(window.location.href, true, pending === 'all' || pending === 'none' ? pending : undefined)
  if (pending === 'settings') await openPreferences()
}

async function navigate(href: string): Promise<void> {
  noteLocation(href)
  if (!options || href === handledHref) return
  revealOpeners()
  if (flags && !shouldClearConsent(href) && !isPreview()) {
    handledHref = href
    pageView()
    return
  }
  settle(href, false)
}

const enqueue = (task: () => Promise<void>) => {
  queue = queue.then(task).catch((error: unknown) => console.error('Cookie consent failed', error))
}

/** Starts (or restarts with new texts) the consent handling; `key` is the JSON of ConsentOptions. */
export const startConsent = (key: string) => enqueue(() => start(key))

/** Called on every client-side navigation: page view, setcookies, preview pages. */
export const navigateConsent = (href: string) => enqueue(() => navigate(href))
