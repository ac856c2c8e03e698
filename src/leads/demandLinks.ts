import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedSecret } from '@/antispam/secrets'

/**
 * The links of a search demand's mails (issue 18): one confirms it (double opt-in, as the
 * newsletter's), one deletes it. A token names the demand, what it may do and until when, signed
 * with a key of its own: a confirmation token cannot delete, and no token names another demand.
 */
export type DemandAction = 'confirm' | 'delete'

/** A confirmation is asked for at once; the deletion link stays good as long as alerts may come. */
export const DEMAND_LINK_DAYS: Record<DemandAction, number> = { confirm: 30, delete: 730 }

const key = derivedSecret('demand-links')

const signature = (action: DemandAction, id: number, expires: number) =>
  createHmac('sha256', key).update(`${action}\n${id}\n${expires}`).digest('base64url')

/** `{id}.{expires}.{signature}`: short enough for a mail's link, nothing in it to escape. */
export function demandToken(action: DemandAction, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DEMAND_LINK_DAYS[action] * 86_400
  return `${id}.${expires}.${signature(action, id, expires)}`
}

/** The demand a token names for this action, or null: not signed here, for another action, or expired. */
export function readDemandToken(action: DemandAction, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [id, expires] = [Number(match[1]), Number(match[2])]
  const expected = Buffer.from(signature(action, id, expires))
  const actual = Buffer.from(match[3] ?? '')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return expires * 1000 < now ? null : id
}

/** The mail's links: route handlers outside the languages (src/app/(frontend)/demand/). */
export const demandConfirmPath = (id: number, locale: string) =>
  `/demand/confirm/?t=${demandToken('confirm', id)}&lang=${locale}`
export const demandDeletePath = (id: number, locale: string) =>
  `/demand/delete/?t=${demandToken('delete', id)}&lang=${locale}`
