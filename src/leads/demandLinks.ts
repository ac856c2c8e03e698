import 'server-only'

import { expiringTokens } from './expiringToken'

/**
 * The links of a search demand's mails (issue 18): one confirms it (double opt-in, as the
 * newsletter's), one deletes it. A token names the demand, what it may do and until when, signed
 * with a key of its own: a confirmation token cannot delete, and no token names another demand.
 */
export type DemandAction = 'confirm' | 'delete'

/** A confirmation is asked for at once; the deletion link stays good as long as alerts may come. */
export const DEMAND_LINK_DAYS: Record<DemandAction, number> = { confirm: 30, delete: 730 }

const tokens = expiringTokens('demand-links')

/** `{id}.{expires}.{signature}`: short enough for a mail's link, nothing in it to escape. */
export function demandToken(action: DemandAction, id: number, now = Date.now()): string {
  return tokens.make(action, String(id), DEMAND_LINK_DAYS[action], now)
}

/** The demand a token names for this action, or null: not signed here, for another action, or expired. */
export function readDemandToken(action: DemandAction, token: string, now = Date.now()): number | null {
  const subject = tokens.read(action, token, now)
  return subject !== null && /^\d+$/.test(subject) ? Number(subject) : null
}

/** The mail's links: route handlers outside the languages (src/app/(frontend)/demand/). */
export const demandConfirmPath = (id: number, locale: string) =>
  `/demand/confirm/?t=${demandToken('confirm', id)}&lang=${locale}`
export const demandDeletePath = (id: number, locale: string) =>
  `/demand/delete/?t=${demandToken('delete', id)}&lang=${locale}`
