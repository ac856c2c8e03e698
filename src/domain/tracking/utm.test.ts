import { describe, expect, it } from 'vitest'

import { mergeUtm, parseStoredUtm, utmFromUrl, type UtmParams } from './utm'

describe('utmFromUrl: the campaign parameters of the landing URL', () => {
  it.each<[string, string, UtmParams]>([
    ['none', 'https://agency.be/fr/', {}],
    ['source only', 'https://agency.be/fr/?utm_source=x', { utm_source: 'x' }],
    [
      'all five, other parameters ignored',
      '/fr/a-vendre/?city=Ixelles&utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=maison&utm_content=ad1',
      {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_term: 'maison',
        utm_content: 'ad1',
      },
    ],
    ['empty values are absent', '/?utm_source=&utm_medium=%20', {}],
    ['decoded and trimmed', '/?utm_campaign=%C3%A9t%C3%A9+2025', { utm_campaign: 'été 2025' }],
    ['case matters (utm_Source is not a utm key)', '/?utm_Source=x', {}],
  ])('%s', (_, url, expected) => {
    expect(utmFromUrl(url)).toEqual(expected)
  })
})

describe('mergeUtm: the latest non-empty value wins', () => {
  it.each<[string, UtmParams, UtmParams, UtmParams]>([
    ['nothing stored', {}, { utm_source: 'x' }, { utm_source: 'x' }],
    [
      'nothing new keeps the stored ones',
      { utm_source: 'x', utm_medium: 'mail' },
      {},
      { utm_source: 'x', utm_medium: 'mail' },
    ],
    ['new value replaces', { utm_source: 'x' }, { utm_source: 'y' }, { utm_source: 'y' }],
    ['keys combine', { utm_source: 'x' }, { utm_campaign: 'c' }, { utm_source: 'x', utm_campaign: 'c' }],
    ['an empty new value does not erase', { utm_source: 'x' }, { utm_source: ' ' }, { utm_source: 'x' }],
  ])('%s', (_, stored, latest, expected) => {
    expect(mergeUtm(stored, latest)).toEqual(expected)
  })
})

describe('parseStoredUtm', () => {
  it.each<[string, string | null, UtmParams]>([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['not an object', '"x"', {}],
    ['known string keys only', '{"utm_source":"x","utm_medium":3,"other":"y"}', { utm_source: 'x' }],
  ])('%s', (_, json, expected) => {
    expect(parseStoredUtm(json)).toEqual(expected)
  })
})
