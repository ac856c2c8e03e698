import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import type { PriceLabel } from '@/domain/format/formatPrice'
import type { Locale } from '@/i18n/locales'
import de from '../../../messages/de/Property.json'
import en from '../../../messages/en/Property.json'
import fr from '../../../messages/fr/Property.json'
import nl from '../../../messages/nl/Property.json'
import { type PriceMessages, priceText } from './priceText'

// The site's own Property messages: what a visitor reads on a card and on the detail.
const messages = { fr, nl, en, de }
const property = (locale: Locale) =>
  createTranslator({
    locale,
    messages: { Property: messages[locale] },
    namespace: 'Property',
  }) as PriceMessages
const nbsp = '\u00a0'

describe('priceText: the one wording of a price label on cards, detail, maps and slides', () => {
  it.each<[string, PriceLabel, string]>([
    ['a sale', { kind: 'amount', text: `€${nbsp}350.000`, startingFrom: false }, `€${nbsp}350.000`],
    [
      'a rent per month',
      { kind: 'amount', text: `€${nbsp}1.250`, startingFrom: false, per: 'month' },
      `€${nbsp}1.250 par mois`,
    ],
    [
      'a rent per week',
      { kind: 'amount', text: `€${nbsp}690`, startingFrom: false, per: 'week' },
      `€${nbsp}690 par semaine`,
    ],
    [
      '"starting from" before the price',
      { kind: 'amount', text: `€${nbsp}199.000`, startingFrom: true },
      `À partir de €${nbsp}199.000`,
    ],
    [
      '"starting from" a rent per month',
      { kind: 'amount', text: `€${nbsp}800`, startingFrom: true, per: 'month' },
      `À partir de €${nbsp}800 par mois`,
    ],
    [
      '"starting from" a rent per week',
      { kind: 'amount', text: `€${nbsp}450`, startingFrom: true, per: 'week' },
      `À partir de €${nbsp}450 par semaine`,
    ],
    ['the marquee name instead of the price', { kind: 'marquee', text: 'Sous compromis' }, 'Sous compromis'],
    ['price on request', { kind: 'onRequest' }, 'Prix sur demande'],
  ])('%s (fr)', (_, label, expected) => {
    expect(priceText(label, property('fr'))).toBe(expected)
  })

  const fromPerMonth: PriceLabel = { kind: 'amount', text: `€${nbsp}800`, startingFrom: true, per: 'month' }
  const perWeek: PriceLabel = { kind: 'amount', text: `€${nbsp}690`, startingFrom: false, per: 'week' }
  it.each<[Locale, string, string, string]>([
    ['nl', `Vanaf €${nbsp}800 per maand`, `€${nbsp}690 per week`, 'Prijs op aanvraag'],
    ['en', `Starting from €${nbsp}800 per month`, `€${nbsp}690 per week`, 'Price on request'],
    ['de', `Ab €${nbsp}800 pro Monat`, `€${nbsp}690 pro Woche`, 'Preis auf Anfrage'],
  ])('in %s', (locale, from, week, onRequest) => {
    const t = property(locale)
    expect(priceText(fromPerMonth, t)).toBe(from)
    expect(priceText(perWeek, t)).toBe(week)
    expect(priceText({ kind: 'onRequest' }, t)).toBe(onRequest)
  })
})
