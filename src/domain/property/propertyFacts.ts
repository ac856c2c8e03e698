import { formatDate } from '../format/formatDate'
import { formatEuro } from '../format/formatEuro'
import { isEmpty } from '../values/isEmpty'
import { parseNumber } from '../values/parseNumber'
import { type FacadeType, facadeType } from './facadeType'

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

/**
 * The detail groups of a property, one per heading of its page. The one list of them: the
 * Omnicasa reshape fills exactly these groups (src/integrations/omnicasa/reshape.ts).
 */
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
