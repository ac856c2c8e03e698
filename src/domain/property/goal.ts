import { parseNumber } from '../values/parseNumber'

export type Goal = 'sale' | 'rent'

// Spec §3: "Goal (0 = sale; 1 or any other = rent)". Anything that is not 0, including a
// missing value, is read as rent, exactly as the spec says.
export function goalOf(goal: unknown): Goal {
  return parseNumber(goal) === 0 ? 'sale' : 'rent'
}
