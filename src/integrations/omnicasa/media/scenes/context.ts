// Shared per-picture state: random stream, <defs> registry, time of day and season.
import { normalize, type Light } from '../camera'
import type { Rng } from '../random'
import type { Defs } from '../svg'

export type TimeOfDay = 'morning' | 'midday' | 'golden' | 'overcast'
export type Season = 'spring' | 'summer' | 'autumn'

export interface Mood extends Light {
  time: TimeOfDay
  skyTop: string
  skyHorizon: string
  /** Screen x of the sun glow (may be off-frame). */
  sunX: number
  haze: string
  cloudiness: number
  shadowAlpha: number
}

export interface Ctx {
  rng: Rng
  defs: Defs
  mood: Mood
  season: Season
}

export function pickMood(
  rng: Rng,
  allowed: readonly TimeOfDay[] = ['morning', 'midday', 'golden', 'overcast'],
): Mood {
  const weights: Record<TimeOfDay, number> = { morning: 3, midday: 3, golden: 2.5, overcast: 1.2 }
  const total = allowed.reduce((t, m) => t + weights[m], 0)
  let roll = rng.float() * total
  let time: TimeOfDay = allowed[0] ?? 'midday'
  for (const m of allowed) {
    roll -= weights[m]
    if (roll < 0) {
      time = m
      break
    }
  }
  const side = rng.sign()
  const az = side * rng.range(0.45, 1.15)
  const el =
    time === 'golden'
      ? rng.range(0.28, 0.42)
      : time === 'morning'
        ? rng.range(0.5, 0.7)
        : rng.range(0.75, 0.95)
  const dir = normalize([Math.sin(az) * Math.cos(el), Math.sin(el), -Math.cos(az) * Math.cos(el) * 0.9])
  const sunX = 960 + side * rng.range(700, 1300)
  switch (time) {
    case 'golden':
      return {
        time,
        dir,
        sunX,
        strength: 1,
        cloudiness: rng.range(0.2, 0.5),
        shadowAlpha: 0.42,
        skyTop: '#5a7fb8',
        skyHorizon: '#f6c58f',
        sunColor: '#ffb35c',
        ambient: '#4a5a8c',
        haze: '#f0c9a0',
      }
    case 'morning':
      return {
        time,
        dir,
        sunX,
        strength: 0.9,
        cloudiness: rng.range(0.25, 0.6),
        shadowAlpha: 0.34,
        skyTop: '#5d93d3',
        skyHorizon: '#dceaf5',
        sunColor: '#fff1d6',
        ambient: '#5b6f9a',
        haze: '#d8e4ee',
      }
    case 'midday':
      return {
        time,
        dir,
        sunX,
        strength: 0.95,
        cloudiness: rng.range(0.3, 0.7),
        shadowAlpha: 0.36,
        skyTop: '#3f7fcf',
        skyHorizon: '#cfe3f4',
        sunColor: '#fff8ea',
        ambient: '#51648f',
        haze: '#cfdde9',
      }
    case 'overcast':
      return {
        time,
        dir,
        sunX,
        strength: 0.3,
        cloudiness: 1,
        shadowAlpha: 0.16,
        skyTop: '#a9b8c8',
        skyHorizon: '#e9ebed',
        sunColor: '#f4f2ee',
        ambient: '#6c7684',
        haze: '#dfe3e7',
      }
  }
}

export function pickSeason(rng: Rng): Season {
  const r = rng.float()
  return r < 0.3 ? 'spring' : r < 0.85 ? 'summer' : 'autumn'
}
