/** Random choices of the generated listings, from one seeded stream (deterministic for a seed). */

export type Random = () => number
export type Weighted<T> = readonly (readonly [T, number])[]

export function pickWeighted<T>(random: Random, items: Weighted<T>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0)
  let left = random() * total
  for (const [item, weight] of items) {
    left -= weight
    if (left < 0) return item
  }
  return items[items.length - 1]![0]
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
export const chance = (random: Random, p: number) => random() < p
export const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)
