import 'server-only'

import { expiringTokens } from './expiringToken'

/**
 * The signed link that unsubscribes (issue 18). It names either an unsubscribe request (a lead of
 * the form 'unsubscribe': what its address asked to stop) or one search demand (the alert mails'
 * link and their List-Unsubscribe header, RFC 8058). Nobody can unsubscribe an address they cannot
 * read the mail of: the link only exists in a mail sent to it.
 */
export type UnsubscribeTarget = { kind: 'request'; id: number } | { kind: 'demand'; id: number }

/** As long as a demand's deletion link (decision 034): alerts may carry it for years. */
export const UNSUBSCRIBE_LINK_DAYS = 730

const tokens = expiringTokens('unsubscribe-links')
const letters = { request: 'r', demand: 'd' } as const

/** `r12.{expires}.{signature}`: short, and nothing in it to escape in a URL or a mail header. */
export function unsubscribeToken(target: UnsubscribeTarget, now = Date.now()): string {
  return tokens.make('unsubscribe', `${letters[target.kind]}${target.id}`, UNSUBSCRIBE_LINK_DAYS, now)
}

/** What a token unsubscribes, or null: not signed here, altered, or expired. */
export function readUnsubscribeToken(token: string, now = Date.now()): UnsubscribeTarget | null {
  const match = /^([rd])(\d+)$/.exec(tokens.read('unsubscribe', token, now) ?? '')
  if (!match) return null
  return { kind: match[1] === 'r' ? 'request' : 'demand', id: Number(match[2]) }
}

/**
 * The link of the mails: a route handler outside the languages (src/app/(frontend)/unsubscribe/)
 * that leads to the unsubscribe page (GET) or unsubscribes at once (RFC 8058 one-click POST).
 */
export const unsubscribePath = (target: UnsubscribeTarget, locale: string) =>
  `/unsubscribe/?t=${unsubscribeToken(target)}&lang=${locale}`
