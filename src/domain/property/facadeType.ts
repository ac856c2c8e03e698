import { parseNumber } from '../values/parseNumber'

export type FacadeType = 'open' | 'half-open' | 'closed'

/**
 * Spec §9: "Facades: open 4, half-open 3, closed terraced". One or two facades is a terraced
 * (closed) building; more than four still stands free, so it is open. 0, negative or unreadable
 * means the agent did not fill it in: null, nothing is shown.
 */
export function facadeType(facades: unknown): FacadeType | null {
  const count = parseNumber(facades)
  if (count === null || !Number.isInteger(count) || count < 1) return null
  if (count >= 4) return 'open'
  return count === 3 ? 'half-open' : 'closed'
}
