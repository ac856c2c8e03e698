import { epcImagePath, epcLabel, type EpcLabel } from '../epc/epcLabel'
import { epcNoticeApplies } from '../epc/epcNotice'
import { facadeType, type FacadeType } from './facadeType'
import { formatDate } from '../format/formatDate'
import { formatEuro } from '../format/formatEuro'
import { isEmpty } from '../values/isEmpty'
import { parseNumber } from '../values/parseNumber'
import { parseVideoUrl, type VideoProvider } from './parseVideoUrl'
import type { Region } from '../address/regionByZip'

/**
 * How one fact reads, without words: the component picks the message for each kind, so no
 * sentence is built from fragments here. Money and dates are already formatted by the domain
 * formatters (spec §9: euro prefix with Belgian grouping, d-m-yyyy).
 */
export type FactValue =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'surface'; value: number }
  | { kind: 'energy'; value: number }
  | { kind: 'energyTotal'; value: number }
  | { kind: 'co2'; value: number }
  | { kind: 'eLevel'; value: number }
  | { kind: 'age'; value: number }
  | { kind: 'persons'; value: number }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'facades'; count: number; type: FacadeType }
  | { kind: 'unknown' }

type Format =
  | 'text'
  | 'year'
  | 'number'
  | 'surface'
  | 'euro'
  | 'date'
  | 'yesNo'
  | 'triState'
  | 'facades'
  | 'energyTotal'
  | 'co2'
  | 'eLevel'
  | 'age'

export type FactGroupKey =
  | 'general'
  | 'surfaces'
  | 'rooms'
  | 'comfort'
  | 'energy'
  | 'legal'
  | 'financial'
  | 'availabilityInfo'
  | 'lifeAnnuity'

// The headings and their order (issue 4: general, surfaces, rooms, comfort, energy, legal and
// planning, financial, availability, life annuity), each with its fields in reading order. The
// EPC label, its specific value and its status are left out of 'energy': the EPC block shows them.
// prettier-ignore
const GROUPS: readonly (readonly [FactGroupKey, readonly (readonly [field: string, format: Format])[]])[] = [
  ['general', [
    ['constructionYear', 'year'], ['renovationYear', 'year'], ['condition', 'text'],
    ['orientation', 'text'], ['floors', 'number'], ['floor', 'number'], ['facades', 'facades'],
  ]],
  ['surfaces', [
    ['total', 'surface'], ['living', 'surface'], ['ground', 'surface'], ['terrace', 'surface'],
    ['garden', 'surface'], ['constructed', 'surface'], ['office', 'surface'], ['store', 'surface'],
  ]],
  ['rooms', [
    ['bedrooms', 'number'], ['bathrooms', 'number'], ['showerRooms', 'number'], ['toilets', 'number'],
    ['garages', 'number'], ['parkingsInternal', 'number'], ['parkingsExternal', 'number'],
  ]],
  ['comfort', [
    ['heating', 'text'], ['glazing', 'text'], ['frame', 'text'], ['kitchen', 'text'],
    ['roofMaterial', 'text'], ['roofCondition', 'text'], ['floorCovering', 'text'],
    ['gas', 'yesNo'], ['water', 'yesNo'], ['electricity', 'yesNo'], ['drain', 'yesNo'],
    ['lift', 'yesNo'], ['cellar', 'yesNo'], ['terrace', 'yesNo'], ['garden', 'yesNo'],
    ['attic', 'yesNo'], ['furnished', 'yesNo'],
  ]],
  ['energy', [
    ['epcTotal', 'energyTotal'], ['co2Emission', 'co2'], ['eLevel', 'eLevel'],
    ['epcCertificateCode', 'text'], ['epcExpiry', 'date'], ['asbestosType', 'text'],
    ['asbestosDate', 'date'],
  ]],
  ['legal', [
    ['floodZone', 'text'], ['floodPScore', 'text'], ['floodGScore', 'text'],
    ['riparianZone', 'triState'], ['permit', 'triState'], ['areaApplication', 'text'],
    ['summons', 'triState'], ['preemptiveRights', 'triState'], ['allotmentPermit', 'triState'],
    ['judicialDecision', 'triState'], ['planningInformation', 'text'],
  ]],
  ['financial', [
    ['cadastralIncome', 'euro'], ['realEstateTax', 'euro'], ['registrationRights', 'euro'],
    ['vatRegime', 'text'], ['vatValue', 'euro'], ['notaryFeesWithoutVat', 'euro'],
    ['notaryFeesWithVat', 'euro'], ['constructionCost', 'euro'], ['optionsPrice', 'euro'],
    ['garagePrice', 'euro'], ['parkingPrice', 'euro'], ['chargesRenter', 'euro'],
    ['chargesOwner', 'euro'], ['depositAmount', 'euro'], ['agencyCost', 'euro'],
    ['inventoryCost', 'euro'],
  ]],
  ['availabilityInfo', [['availableWhen', 'text'], ['availableFrom', 'date'], ['contractType', 'text']]],
  ['lifeAnnuity', [
    ['type', 'text'], ['age1', 'age'], ['age2', 'age'], ['monthlyAnnuity', 'euro'],
    ['indexed', 'yesNo'], ['survivor', 'yesNo'],
  ]],
]

/** Every [group, field] a fact can be shown under, in page order (the messages need one label each). */
export const FACT_FIELDS: readonly (readonly [FactGroupKey, string])[] = [
  ...GROUPS.flatMap(([group, fields]) => fields.map(([field]) => [group, field] as const)),
  ['rooms', 'maxPersons'],
]

type FieldValues = { readonly [field: string]: unknown } | null | undefined

/** The detail groups of a property as stored (src/collections/Properties/fields/details.ts). */
export type FactsInput = { readonly [group in FactGroupKey]?: FieldValues } & {
  /** Capacity of a (tourist) rental, shown with the rooms. */
  maxPersons?: number | null
}

export interface Fact {
  /** The field's name inside its group: the message key is `facts.fields.{group}.{key}`. */
  key: string
  value: FactValue
}

export interface FactGroup {
  key: FactGroupKey
  facts: Fact[]
}

/** A fact as `group.field`, the way legal mentions say which facts they already show. */
export type FactPath = `${FactGroupKey}.${string}`

function positive(value: unknown): number | null {
  const number = parseNumber(value)
  return number !== null && number > 0 ? number : null
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  const number = parseNumber(value)
  return number === null ? null : String(number)
}

/** One stored value in a format, or null when there is nothing to show. */
export function factValue(value: unknown, format: Format): FactValue | null {
  if (isEmpty(value)) return null
  const number = parseNumber(value)
  const measured = (kind: 'surface' | 'energyTotal' | 'co2' | 'eLevel' | 'age' | 'number') =>
    number === null ? null : { kind, value: number }
  switch (format) {
    case 'text': {
      const text = textOf(value)
      return text === null ? null : { kind: 'text', text }
    }
    case 'year': {
      // A year is written as is, never grouped ("1905", not "1.905"); 0 means "not filled in".
      const year = positive(value)
      return year === null ? null : { kind: 'text', text: String(year) }
    }
    case 'euro':
    case 'date': {
      const text = format === 'euro' ? formatEuro(value) : formatDate(value as string)
      return text === null ? null : { kind: 'text', text }
    }
    case 'yesNo':
      return typeof value === 'boolean' ? { kind: 'yesNo', value } : null
    case 'triState':
      // The import stores a missing CRM boolean as 'unknown': that is no information.
      return value === 'yes' || value === 'no' ? { kind: 'yesNo', value: value === 'yes' } : null
    case 'facades': {
      const type = facadeType(value)
      return type === null || number === null ? null : { kind: 'facades', count: number, type }
    }
    case 'age':
      // An age of 0 is a field left at its default, not a newborn annuitant.
      return positive(value) === null ? null : measured('age')
    default:
      return measured(format)
  }
}

/**
 * Every detail fact that has a value (spec §5: "A value is empty if null or blank after
 * trimming"), grouped under its heading, groups without facts left out. `shownElsewhere` lists the
 * facts the region's legal mentions already state, so each fact appears once on the page. The life
 * annuity group is shown only for a life annuity (viager) sale: for any other sale its "no" is noise.
 * `keep` names groups shown even without facts (the energy group holds the EPC block).
 */
export function propertyFacts(
  input: FactsInput,
  shownElsewhere: readonly FactPath[] = [],
  keep: readonly FactGroupKey[] = [],
): FactGroup[] {
  const hidden = new Set<string>(shownElsewhere)
  return GROUPS.flatMap(([group, fields]) => {
    if (group === 'lifeAnnuity' && input.lifeAnnuity?.isLifeAnnuity !== true) return []
    const values = input[group] ?? {}
    const facts = fields.flatMap(([field, format]) => {
      if (hidden.has(`${group}.${field}`)) return []
      const value = factValue(values[field], format)
      return value ? [{ key: field, value }] : []
    })
    if (group === 'rooms') {
      const persons = positive(input.maxPersons)
      if (persons !== null) facts.push({ key: 'maxPersons', value: { kind: 'persons', value: persons } })
    }
    return facts.length > 0 || keep.includes(group) ? [{ key: group, facts }] : []
  })
}

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

export type PropertyMedia = {
  kind: 'virtualTour' | 'video'
  source:
    | { type: 'embed'; provider: VideoProvider; embedUrl: string; url: string }
    | { type: 'file'; url: string }
    | { type: 'link'; url: string }
}

// The player is only put in the page when the visitor presses play (no third-party request
// before), so it may start at once instead of asking for a second click.
const AUTOPLAY: Partial<Record<VideoProvider, string>> = {
  youtube: 'autoplay=1',
  vimeo: 'autoplay=1',
  matterport: 'play=1',
}

function mediaSource(url: string | null | undefined): PropertyMedia['source'] | null {
  const raw = url?.trim() ?? ''
  const parsed = parseVideoUrl(raw)
  if (parsed?.provider === 'file') return { type: 'file', url: parsed.url }
  if (parsed) {
    const autoplay = AUTOPLAY[parsed.provider]
    const embedUrl = autoplay
      ? `${parsed.embedUrl}${parsed.embedUrl.includes('?') ? '&' : '?'}${autoplay}`
      : parsed.embedUrl
    const link = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    return { type: 'embed', provider: parsed.provider, embedUrl, url: link }
  }
  // Not a recognised player (spec §5): a plain link, but only to a web address, never javascript:.
  return /^https?:\/\/[^\s/]+/i.test(raw) ? { type: 'link', url: raw } : null
}

/** The virtual tour first, then the video, each when its link can be shown. */
export function propertyMedia(input: {
  virtualTourUrl?: string | null
  videoUrl?: string | null
}): PropertyMedia[] {
  return (
    [
      ['virtualTour', input.virtualTourUrl],
      ['video', input.videoUrl],
    ] as const
  ).flatMap(([kind, url]) => {
    const source = mediaSource(url)
    return source ? [{ kind, source }] : []
  })
}
