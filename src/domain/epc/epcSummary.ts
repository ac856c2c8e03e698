import type { Region } from '../address/regionByZip'
import { parseNumber } from '../values/parseNumber'
import { epcImagePath, type EpcLabel, epcLabel } from './epcLabel'
import { epcNoticeApplies } from './epcNotice'

// What a visitor reads on the label: "A++", "B-" (Brussels sub-grades), "G".
// prettier-ignore
const LABEL_NAMES: Record<EpcLabel, string> = {
  a_plusplus: 'A++', a_plus: 'A+', a: 'A', a_minus: 'A-',
  b_plus: 'B+', b: 'B', b_minus: 'B-',
  c_plus: 'C+', c: 'C', c_minus: 'C-',
  d_plus: 'D+', d: 'D', d_minus: 'D-',
  e_plus: 'E+', e: 'E', e_minus: 'E-',
  f: 'F', g: 'G',
}

export const epcLabelName = (label: EpcLabel): string => LABEL_NAMES[label]

export type EpcSummary =
  | {
      kind: 'label'
      region: Region
      label: EpcLabel
      name: string
      /** Root-relative URL of the label image (public/images/epc/{region}/{label}.png). */
      image: string
      /** Specific primary energy use, kWh/m² per year. */
      value: number
      /** Spec §9's renovation-obligation notice applies. */
      notice: boolean
    }
  | { kind: 'requested' }
  | { kind: 'notApplicable' }

export interface EpcInput {
  goal: 'sale' | 'rent'
  region: Region | null | undefined
  energyPerformance: unknown
  epcStatus: 'available' | 'requested' | 'not-applicable' | null | undefined
}

/**
 * The EPC block (spec §4: "EPC can be requested, not applicable or not set"; null when not set).
 * The label follows the region's scale (epcLabel), as the import does, so a missing value never
 * reads as the best label. The renovation notice is for sales only: the obligation falls on the
 * buyer of a home (epcNotice.ts), a tenant has nothing to renovate.
 */
export function epcSummary(input: EpcInput): EpcSummary | null {
  if (input.epcStatus === 'requested') return { kind: 'requested' }
  if (input.epcStatus === 'not-applicable') return { kind: 'notApplicable' }
  const region = input.region ?? null
  const value = parseNumber(input.energyPerformance)
  const label = epcLabel(region, value)
  if (!region || !label || value === null) return null
  return {
    kind: 'label',
    region,
    label,
    name: epcLabelName(label),
    image: `/${epcImagePath(region, label)}`,
    value,
    notice: input.goal === 'sale' && epcNoticeApplies(region, label),
  }
}
