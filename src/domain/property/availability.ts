import { stripAccents } from '../text/stripAccents'
import { goalOf } from './goal'

export type Availability = 'for-sale' | 'for-rent' | 'sold' | 'rented'

export interface AvailabilityInput {
  title?: string | null
  goal: unknown
  /** Project units carry their own sold state (spec §4: "Project unit can be sold"). */
  sold?: boolean | null
}

/**
 * Spec §4: "Sold or rented is expressed only by a title starting with 'VENDU' or 'LOUEE'; such
 * properties stay listed." Agents type these by hand, so case and accents are ignored
 * ('Vendu', 'LOUÉE', 'louée'); 'VENDUE' also starts with 'VENDU'.
 */
export function availabilityOf({ title, goal, sold }: AvailabilityInput): Availability {
  if (sold === true) return 'sold'
  const start = stripAccents(title ?? '')
    .trimStart()
    .toUpperCase()
  if (start.startsWith('VENDU')) return 'sold'
  if (start.startsWith('LOUEE')) return 'rented'
  return goalOf(goal) === 'sale' ? 'for-sale' : 'for-rent'
}
