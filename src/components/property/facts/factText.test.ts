import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'

import type { LegalKey, LegalSectionKey, LegalValue } from '@/domain/property/legalMentions'
import { FACT_FIELDS } from '@/domain/property/propertyFacts'
import { locales } from '@/i18n/locales'
import { type DetailTranslator, factText } from './factText'

type Messages = Record<string, unknown>
const messages = (locale: string): Messages =>
  JSON.parse(readFileSync(path.join('messages', locale, 'PropertyDetail.json'), 'utf8')) as Messages

const translator = (locale: string): DetailTranslator => {
  const t = createTranslator({ locale, messages: messages(locale), timeZone: 'Europe/Brussels' })
  return t as unknown as DetailTranslator
}

const at = (tree: Messages, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], tree)

const legalKeys: LegalKey[] = [
  'epcLabel',
  'epcScore',
  'epcTotal',
  'co2Emission',
  'epcCertificateCode',
  'epcStatus',
  'floodPScore',
  'floodGScore',
  'permit',
  'areaApplication',
  'summons',
  'preemptiveRights',
  'allotmentPermit',
  'asbestosType',
  'asbestosDate',
  'rent',
  'charges',
]
const sectionKeys: LegalSectionKey[] = ['epc', 'flood', 'planning', 'asbestos', 'rental']

describe('every fact and legal mention has a label in every language', () => {
  it.each(locales)('%s', (locale) => {
    const tree = messages(locale)
    const missing = [
      ...FACT_FIELDS.flatMap(([group, field]) => [`facts.groups.${group}`, `facts.fields.${group}.${field}`]),
      ...legalKeys.map((key) => `legal.items.${key}`),
      ...sectionKeys.map((key) => `legal.sections.${key}`),
    ].filter((key) => typeof at(tree, key) !== 'string')
    expect(missing).toEqual([])
  })
})

const nbsp = '\u00a0'
const narrowNbsp = '\u202f'

describe('factText: each kind of value through its message', () => {
  it.each<[string, LegalValue, string]>([
    ['fr', { kind: 'text', text: 'Bois' }, 'Bois'],
    ['fr', { kind: 'yesNo', value: true }, 'Oui'],
    ['nl', { kind: 'yesNo', value: false }, 'Nee'],
    ['fr', { kind: 'unknown' }, 'Non communiqué'],
    ['fr', { kind: 'surface', value: 1250 }, `1${narrowNbsp}250 m²`],
    ['nl', { kind: 'energy', value: 245 }, '245 kWh/m²/jaar'],
    ['en', { kind: 'energyTotal', value: 60025 }, '60,025 kWh/year'],
    ['fr', { kind: 'eLevel', value: 30 }, 'E30'],
    ['de', { kind: 'persons', value: 1 }, '1 Person'],
    ['fr', { kind: 'facades', count: 3, type: 'half-open' }, '3 façades (construction semi-ouverte)'],
    ['nl', { kind: 'facades', count: 4, type: 'open' }, '4 gevels (open bebouwing)'],
    ['en', { kind: 'facades', count: 2, type: 'closed' }, '2 facades (terraced)'],
    ['fr', { kind: 'epcStatus', status: 'requested' }, 'Demandé'],
    ['nl', { kind: 'rent', text: `€${nbsp}895`, period: 'month' }, `€${nbsp}895 per maand`],
    ['fr', { kind: 'rent', text: `€${nbsp}1.150`, period: 'week' }, `€${nbsp}1.150 par semaine`],
  ])('%s %j', (locale, value, expected) => {
    expect(factText(translator(locale), value)).toBe(expected)
  })
})
