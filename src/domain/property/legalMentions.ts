import type { Region } from '../address/regionByZip'
import { epcSummary } from '../epc/epcSummary'
import { formatEuro } from '../format/formatEuro'
import { parseNumber } from '../values/parseNumber'
import { type FactPath, type FactsInput, type FactValue, factValue } from './propertyFacts'

export type FloodScore = 'A' | 'B' | 'C' | 'D'

export type LegalValue =
  | FactValue
  | { kind: 'epcStatus'; status: 'requested' | 'not-applicable' }
  | { kind: 'rent'; text: string; period: 'month' | 'week' }

export type LegalKey =
  | 'epcLabel'
  | 'epcScore'
  | 'epcTotal'
  | 'co2Emission'
  | 'epcCertificateCode'
  | 'epcStatus'
  | 'floodPScore'
  | 'floodGScore'
  | 'permit'
  | 'areaApplication'
  | 'summons'
  | 'preemptiveRights'
  | 'allotmentPermit'
  | 'asbestosType'
  | 'asbestosDate'
  | 'rent'
  | 'charges'

export interface LegalMention {
  key: LegalKey
  value: LegalValue
}

export type LegalSectionKey = 'epc' | 'flood' | 'planning' | 'asbestos' | 'rental'

export interface LegalSection {
  key: LegalSectionKey
  mentions: LegalMention[]
}

export interface LegalMentions {
  region: Region | null
  sections: LegalSection[]
  /** Flemish flood symbol: the parcel (P) or the building (G) is in class D. */
  floodSymbol: boolean
  /** The detail facts these mentions state, so the fact groups do not repeat them. */
  covers: FactPath[]
}

export type LegalInput = FactsInput & {
  goal: 'sale' | 'rent'
  region: Region | null | undefined
  epc?: { energyPerformance?: unknown } | null
  price?: { amount?: unknown; publish?: boolean | null } | null
  rentPeriod?: 'month' | 'week' | null
}

type Row = [key: LegalKey, value: LegalValue | null, covers?: FactPath]

function section(key: LegalSectionKey, rows: Row[], covers: FactPath[]): LegalSection[] {
  const mentions = rows.flatMap(([mentionKey, value, path]) => {
    if (!value) return []
    if (path) covers.push(path)
    return [{ key: mentionKey, value }]
  })
  return mentions.length > 0 ? [{ key, mentions }] : []
}

const orUnknown = (value: FactValue | null): FactValue => value ?? { kind: 'unknown' }

/**
 * The energy certificate as each region's advertising rule asks for it:
 * - Flanders (Energiebesluit, advertising of an EPC): the EPC score in kWh/m², the label and the
 *   certificate's unique code;
 * - Wallonia (arrêté du Gouvernement wallon PEB of 15 May 2014): the class, the specific and the
 *   total primary energy use and the certificate's unique number;
 * - Brussels (Brussels PEB certification rules): the class, the primary energy use per m² and the
 *   yearly CO₂ emissions.
 * A certificate still being requested, or not required, is said so (spec §4).
 */
function epcRows(input: LegalInput, region: Region): Row[] {
  const energy = input.energy ?? {}
  const epc = epcSummary({
    goal: input.goal,
    region,
    energyPerformance: input.epc?.energyPerformance,
    epcStatus: input.energy?.epcStatus as 'available' | 'requested' | 'not-applicable' | null | undefined,
  })
  if (!epc) return []
  if (epc.kind !== 'label') {
    const status = epc.kind === 'requested' ? 'requested' : 'not-applicable'
    return [['epcStatus', { kind: 'epcStatus', status }]]
  }
  const rows: Row[] = [
    ['epcLabel', { kind: 'text', text: epc.name }],
    ['epcScore', { kind: 'energy', value: epc.value }],
  ]
  if (region === 'wallonia')
    rows.push(['epcTotal', factValue(energy.epcTotal, 'energyTotal'), 'energy.epcTotal'])
  if (region === 'brussels')
    rows.push(['co2Emission', factValue(energy.co2Emission, 'co2'), 'energy.co2Emission'])
  if (region !== 'brussels') {
    rows.push([
      'epcCertificateCode',
      factValue(energy.epcCertificateCode, 'text'),
      'energy.epcCertificateCode',
    ])
  }
  return rows
}

function floodScore(value: unknown): FloodScore | null {
  return value === 'A' || value === 'B' || value === 'C' || value === 'D' ? value : null
}

/**
 * Belgian legal mentions for the region of the property (spec §9 "Region by Zip").
 *
 * Flanders adds, for every listing: the flood scores of the parcel (P) and the building (G) with
 * the flood symbol when either is class D (Decreet integraal waterbeleid, information duty on
 * flood sensitivity since 1 January 2023); the five planning items written out in full, never as
 * the abbreviations Vg/Wg/Gdv/Gvkr/Gvv (Vlaamse Codex Ruimtelijke Ordening, art. 5.2.1): for a sale
 * always, an unknown item said to be unknown, for a rental when the agent filled them in; and the
 * asbestos certificate (Materialendecreet: an asbestos certificate for buildings from before 2001
 * sold since 23 November 2022).
 * Every region asks rental advertisements to state the rent and the common charges (Vlaams
 * Woninghuurdecreet, Code bruxellois du Logement, décret wallon relatif au bail d'habitation).
 */
export function legalMentions(input: LegalInput): LegalMentions {
  const region = input.region ?? null
  const covers: FactPath[] = []
  const legal = input.legal ?? {}
  const energy = input.energy ?? {}
  const sections: LegalSection[] = []
  let floodSymbol = false

  if (region) sections.push(...section('epc', epcRows(input, region), covers))

  if (region === 'flanders') {
    const p = floodScore(legal.floodPScore)
    const g = floodScore(legal.floodGScore)
    floodSymbol = p === 'D' || g === 'D'
    const flood: Row[] = [
      ['floodPScore', p && { kind: 'text', text: p }, 'legal.floodPScore'],
      ['floodGScore', g && { kind: 'text', text: g }, 'legal.floodGScore'],
    ]
    sections.push(...section('flood', flood, covers))

    const planning: Row[] = [
      ['permit', factValue(legal.permit, 'triState'), 'legal.permit'],
      ['areaApplication', factValue(legal.areaApplication, 'text'), 'legal.areaApplication'],
      ['summons', factValue(legal.summons, 'triState'), 'legal.summons'],
      ['preemptiveRights', factValue(legal.preemptiveRights, 'triState'), 'legal.preemptiveRights'],
      ['allotmentPermit', factValue(legal.allotmentPermit, 'triState'), 'legal.allotmentPermit'],
    ]
    const known = planning.some(([, value]) => value !== null)
    if (input.goal === 'sale' || known) {
      const rows = planning.map(([key, value, path]): Row => [
        key,
        orUnknown(value as FactValue | null),
        path,
      ])
      sections.push(...section('planning', rows, covers))
    }

    // The certificate's date alone says nothing: the type (its conclusion) leads.
    const asbestosType = factValue(energy.asbestosType, 'text')
    if (asbestosType) {
      const asbestos: Row[] = [
        ['asbestosType', asbestosType, 'energy.asbestosType'],
        ['asbestosDate', factValue(energy.asbestosDate, 'date'), 'energy.asbestosDate'],
      ]
      sections.push(...section('asbestos', asbestos, covers))
    }
  }

  if (input.goal === 'rent') {
    const amount = input.price?.publish === false ? null : parseNumber(input.price?.amount)
    const rent = amount !== null && amount > 0 ? formatEuro(amount) : null
    const period = input.rentPeriod ?? 'month'
    const rows: Row[] = [
      ['rent', rent === null ? null : { kind: 'rent', text: rent, period }],
      ['charges', orUnknown(factValue(input.financial?.chargesRenter, 'euro')), 'financial.chargesRenter'],
    ]
    sections.push(...section('rental', rows, covers))
  }

  return { region, sections, floodSymbol, covers }
}
