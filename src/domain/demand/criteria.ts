/**
 * A search demand (spec §1 "register a search demand", §3 "Demand register: goal, types,
 * geographic zones, min and max price, min and max bedrooms, min garages, min parkings, min
 * bathrooms", §5 "at least one property type; at least one geographic zone"). One shape for the
 * form, the stored demand, the alert matching and the owner portal's "matching buyers" count.
 */

/** What the person looks for: to buy (sale listings) or to rent (rent listings). */
export const demandGoals = ['buy', 'rent'] as const
export type DemandGoal = (typeof demandGoals)[number]

/** Belgium's three regions (ISO 3166-2:BE). */
export const belgianRegions = ['BE-BRU', 'BE-VLG', 'BE-WAL'] as const
export type BelgianRegion = (typeof belgianRegions)[number]

/** Belgium's ten provinces (ISO 3166-2:BE); Brussels belongs to none (it is a region of its own). */
export const belgianProvinces = [
  'BE-VAN',
  'BE-VBR',
  'BE-VLI',
  'BE-VOV',
  'BE-VWV',
  'BE-WBR',
  'BE-WHT',
  'BE-WLG',
  'BE-WLX',
  'BE-WNA',
] as const
export type BelgianProvince = (typeof belgianProvinces)[number]

/**
 * A geographic zone a demand covers: a whole region, a province, or one town by its postal code
 * (a Belgian zip covers one town or a few villages of one municipality).
 */
export type DemandZone =
  | { kind: 'region'; code: BelgianRegion }
  | { kind: 'province'; code: BelgianProvince }
  | { kind: 'zip'; zip: string }

/** Bounds are inclusive; null means "no bound". */
export type DemandCriteria = {
  goal: DemandGoal
  /** The CRM's web type ids (spec §3 WebID); at least one. */
  webIds: readonly number[]
  /** At least one. */
  zones: readonly DemandZone[]
  minPrice: number | null
  maxPrice: number | null
  minBedrooms: number | null
  maxBedrooms: number | null
  minGarages: number | null
  minParkings: number | null
  minBathrooms: number | null
}

/** A zone as one string, for storage, form values and URLs: `region:BE-BRU`, `province:BE-VAN`, `zip:1000`. */
export function zoneKey(zone: DemandZone): string {
  return zone.kind === 'zip' ? `zip:${zone.zip}` : `${zone.kind}:${zone.code}`
}

/** The zone a key names, or null when it names none (unknown code, malformed zip). */
export function parseZoneKey(key: string): DemandZone | null {
  const [kind, value = ''] = key.split(':', 2)
  if (kind === 'region' && (belgianRegions as readonly string[]).includes(value)) {
    return { kind, code: value as BelgianRegion }
  }
  if (kind === 'province' && (belgianProvinces as readonly string[]).includes(value)) {
    return { kind, code: value as BelgianProvince }
  }
  if (kind === 'zip' && /^\d{4}$/.test(value)) return { kind, zip: value }
  return null
}
