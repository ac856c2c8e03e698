import { z } from 'zod'

import {
  type DemandCriteria,
  type DemandGoal,
  demandGoals,
  type DemandZone,
  parseZoneKey,
} from '../demand/criteria'
import { amount, choice, count } from './fields'

/** A bound typed into a count field: bedrooms, garages … (no agency lists a house with 50). */
const rooms = () => count(0, 50)

/** Spec §5 "at least one property type": the CRM's web type ids, as the checkboxes send them. */
const webIds = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]),
  z
    .array(z.string().regex(/^\d{1,9}$/, 'choice'), { error: 'choice' })
    .max(100, 'choice')
    .transform((ids) => [...new Set(ids.map(Number))])
    .refine((ids) => ids.length > 0, 'noType'),
)

/** Spec §5 "at least one geographic zone": zone keys (`region:BE-BRU`, `province:BE-VAN`, `zip:1000`). */
const zones = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]),
  z
    .array(
      z.string().refine((key) => parseZoneKey(key) !== null, 'choice'),
      { error: 'choice' },
    )
    .max(300, 'choice')
    .transform((keys) => [...new Set(keys)])
    .refine((keys) => keys.length > 0, 'noZone'),
)

/** The criteria of the demand register (spec §3 "Demand register"), without the person. */
export const demandCriteriaFields = {
  goal: choice(demandGoals),
  webIds,
  zones,
  minPrice: amount({ required: false }),
  maxPrice: amount({ required: false }),
  minBedrooms: rooms(),
  maxBedrooms: rooms(),
  minGarages: rooms(),
  minParkings: rooms(),
  minBathrooms: rooms(),
}

type Bounds = Partial<Record<'minPrice' | 'maxPrice' | 'minBedrooms' | 'maxBedrooms', unknown>>

/**
 * A minimum above its maximum is a typo to fix, not a search to turn round silently (the list
 * filters turn a backwards range round because nobody is asked; here the person is): the error
 * sits on the maximum.
 */
export function checkBounds(values: Bounds, addIssue: (path: string) => void): void {
  for (const [min, max] of [
    ['minPrice', 'maxPrice'],
    ['minBedrooms', 'maxBedrooms'],
  ] as const) {
    const low = values[min]
    const high = values[max]
    if (typeof low === 'number' && typeof high === 'number' && low > high) addIssue(max)
  }
}

/** What the form's schema gives for the criteria (numbers parsed, blanks undefined). */
type CriteriaValues = {
  goal: DemandGoal
  webIds: number[]
  zones: string[]
} & Partial<Record<'minPrice' | 'maxPrice' | 'minBedrooms' | 'maxBedrooms', number | undefined>> &
  Partial<Record<'minGarages' | 'minParkings' | 'minBathrooms', number | undefined>>

/** The form's answer as the one shape of a demand (src/domain/demand/criteria.ts): no bound is null. */
export function demandCriteria(values: CriteriaValues): DemandCriteria {
  return {
    goal: values.goal,
    webIds: values.webIds,
    zones: values.zones.map(parseZoneKey).filter((zone): zone is DemandZone => zone !== null),
    minPrice: values.minPrice ?? null,
    maxPrice: values.maxPrice ?? null,
    minBedrooms: values.minBedrooms ?? null,
    maxBedrooms: values.maxBedrooms ?? null,
    minGarages: values.minGarages ?? null,
    minParkings: values.minParkings ?? null,
    minBathrooms: values.minBathrooms ?? null,
  }
}
