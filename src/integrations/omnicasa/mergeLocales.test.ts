import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { localeView, mergeLocales } from './mergeLocales'

const fields = [
  { name: 'id', type: 'number' },
  { name: 'title', type: 'text', localized: true },
  { name: 'zip', type: 'text' },
  {
    name: 'price',
    type: 'group',
    flattenedFields: [
      { name: 'amount', type: 'number' },
      { name: 'unitText', type: 'text', localized: true },
    ],
  },
  {
    name: 'photos',
    type: 'array',
    flattenedFields: [
      { name: 'id', type: 'text' },
      { name: 'url', type: 'text' },
      { name: 'name', type: 'text', localized: true },
    ],
  },
  { name: 'crmRecord', type: 'json' },
] as unknown as FlattenedField[]

describe('mergeLocales', () => {
  it('keeps a value per language for localized fields and the first language’s shared values', () => {
    const merged = mergeLocales(
      fields,
      {
        fr: { id: 7, title: 'Villa', zip: '1000', price: { amount: 100, unitText: 'à partir de' } },
        nl: { id: 7, title: 'Villa NL', zip: '9999', price: { amount: 1, unitText: 'vanaf' } },
      },
      ['fr', 'nl', 'en'],
    )
    expect(merged).toEqual({
      id: 7,
      title: { fr: 'Villa', nl: 'Villa NL' },
      zip: '1000',
      price: { amount: 100, unitText: { fr: 'à partir de', nl: 'vanaf' } },
    })
  })

  it('merges array rows by position, keeping given row ids and making the missing ones', () => {
    const merged = mergeLocales(
      fields,
      {
        fr: {
          photos: [
            { id: 'p-1', url: 'a.jpg', name: 'Façade' },
            { url: 'b.jpg', name: 'Jardin' },
          ],
        },
        en: { photos: [{ id: 'p-1', url: 'a.jpg', name: 'Front' }] },
      },
      ['fr', 'nl', 'en'],
    )
    const photos = merged.photos as Record<string, unknown>[]
    expect(photos).toHaveLength(2)
    expect(photos[0]).toEqual({ id: 'p-1', url: 'a.jpg', name: { fr: 'Façade', en: 'Front' } })
    expect(photos[1]).toMatchObject({ url: 'b.jpg', name: { fr: 'Jardin' } })
    expect(photos[1]!.id).toMatch(/^[0-9a-f]{24}$/)
  })

  it('takes the shared values from the next language when the first has no document', () => {
    const merged = mergeLocales(fields, { nl: { zip: '9000', title: 'Gent' } }, ['fr', 'nl', 'en'])
    expect(merged).toEqual({ zip: '9000', title: { nl: 'Gent' } })
  })

  it('gives an empty document when no language has one, and leaves out fields nobody set', () => {
    expect(mergeLocales(fields, {}, ['fr', 'nl'])).toEqual({})
    expect(mergeLocales(fields, { fr: { crmRecord: null } }, ['fr'])).toEqual({ crmRecord: null })
  })
})

describe('localeView', () => {
  const merged = {
    id: 7,
    title: { fr: 'Villa', nl: 'Villa NL' },
    zip: '1000',
    price: { amount: 100, unitText: { fr: 'à partir de' } },
    photos: [{ id: 'p-1', url: 'a.jpg', name: { fr: 'Façade', en: 'Front' } }],
    crmRecord: { raw: true },
  }
  it('reads one language, falling back to the default language value by value', () => {
    expect(localeView(fields, merged, 'nl', 'fr', new Set(['crmRecord']))).toEqual({
      id: 7,
      title: 'Villa NL',
      zip: '1000',
      price: { amount: 100, unitText: 'à partir de' },
      photos: [{ id: 'p-1', url: 'a.jpg', name: 'Façade' }],
    })
    expect(localeView(fields, merged, 'en', 'fr').photos).toEqual([
      { id: 'p-1', url: 'a.jpg', name: 'Front' },
    ])
  })

  it('leaves out fields only admins may read', () => {
    const guarded = [
      ...fields,
      { name: 'owner', type: 'number', access: { read: () => false } },
    ] as FlattenedField[]
    expect(localeView(guarded, { ...merged, owner: 3 }, 'fr', 'fr')).not.toHaveProperty('owner')
  })
})
