import { parseNumber } from '../values/parseNumber'

export interface PopupConfig {
  isPublished?: unknown
  /** Seconds, from the CMS (spec §3 "Popup config: delay (seconds)"). */
  delay?: unknown
}

export interface PopupContext {
  /** Session flag set when the visitor closed the popup or followed its link. */
  closedThisSession: boolean
  url: string
  /** The page's form posts to the current URL (the visitor just submitted it). */
  formActionIsCurrentUrl?: boolean
}

export type PopupDecision = { show: false } | { show: true; delayMs: number }

/**
 * Spec §2/§4: the promotional popup shows "when popup config isPublished = yes", "immediately, or
 * after delay seconds if delay > 0"; a session flag keeps it closed for the rest of the session,
 * and it stays closed when the URL contains modal-clicked or the page form's action is the
 * current URL. The CMS stores 'yes'; a boolean true (typed CMS field) means the same.
 */
export function popupDecision(config: PopupConfig, context: PopupContext): PopupDecision {
  const published =
    config.isPublished === true ||
    (typeof config.isPublished === 'string' && config.isPublished.trim().toLowerCase() === 'yes')
  if (!published || context.closedThisSession || context.formActionIsCurrentUrl) return { show: false }
  if (context.url.includes('modal-clicked')) return { show: false }

  const seconds = parseNumber(config.delay)
  return { show: true, delayMs: seconds !== null && seconds > 0 ? Math.round(seconds * 1000) : 0 }
}
