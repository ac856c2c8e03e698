import type { TypeKey } from '@fixtures/crm/catalogue'
import type { PropertyDef } from '@fixtures/crm/listing'
import { intBetween } from '@fixtures/crm/prng'
import type { PhotoKind } from '@fixtures/media/kinds'
import { chance, pick, type Random, roundTo, type Weighted } from './pick'
import type { BenchPlace } from './places'
import type { TextFacts } from './texts'

// The parts of a generated listing that are tables and rules of their own: which types the market
// holds, the streets of each region, the energy score, the photos and the price.

// Shares of the Belgian market the agency works in: residential first, few professional listings.
export const saleTypes: Weighted<TypeKey> = [
  ['house', 34],
  ['apartment', 28],
  ['studio', 5],
  ['land', 9],
  ['investment', 5],
  ['commercial', 5],
  ['industry', 3],
  ['offices', 4],
  ['garage', 7],
]
export const rentTypes: Weighted<TypeKey> = [
  ['house', 18],
  ['apartment', 45],
  ['studio', 14],
  ['commercial', 8],
  ['industry', 3],
  ['offices', 7],
  ['garage', 5],
]

export const streets: Record<BenchPlace['region'], readonly PropertyDef['street'][]> = {
  flanders: [
    'Kerkstraat',
    'Stationsstraat',
    'Dorpstraat',
    'Molenstraat',
    'Nieuwstraat',
    'Schoolstraat',
    'Kapelstraat',
    'Hoogstraat',
    'Lindenlaan',
    'Zeedijk',
    'Meersstraat',
    'Veldstraat',
  ],
  wallonia: [
    'Rue de la Station',
    "Rue de l'Église",
    'Rue du Moulin',
    'Chaussée de Bruxelles',
    'Rue Haute',
    'Avenue des Tilleuls',
    'Rue des Écoles',
    'Place communale',
    'Rue du Château',
    'Rue de la Gare',
  ],
  brussels: [
    { fr: 'Avenue Louise', nl: 'Louizalaan' },
    { fr: 'Rue Royale', nl: 'Koningsstraat' },
    { fr: "Chaussée d'Ixelles", nl: 'Elsensesteenweg' },
    { fr: 'Avenue de la Couronne', nl: 'Kroonlaan' },
    { fr: 'Rue du Midi', nl: 'Zuidstraat' },
    { fr: 'Chaussée de Waterloo', nl: 'Waterloosesteenweg' },
    { fr: 'Avenue de Tervueren', nl: 'Tervurenlaan' },
    { fr: 'Rue de la Victoire', nl: 'Overwinningsstraat' },
  ],
}

/** Specific primary energy use (kWh/m² a year): older homes use more, a renovation halves it. */
export function energyOf(random: Random, year: number, renovated: number | null): number {
  const [low, high] =
    year >= 2015 ? [20, 110] : year >= 2000 ? [90, 230] : year >= 1970 ? [180, 420] : [250, 650]
  const value = intBetween(random, low, high)
  return renovated ? Math.round(value * 0.6) : value
}

export function photosOf(random: Random, type: TypeKey, f: TextFacts, isNew: boolean): PhotoKind[] {
  const rooms = (count: number): PhotoKind[] => Array.from({ length: Math.min(count, 3) }, () => 'bedroom')
  switch (type) {
    case 'house': {
      const facade: PhotoKind =
        f.facades === 4
          ? pick(random, ['facade-villa', 'facade-cottage'])
          : f.facades === 3
            ? 'facade-house'
            : 'facade-townhouse'
      return [
        facade,
        'living',
        'kitchen',
        ...(chance(random, 0.5) ? ['dining' as const] : []),
        ...rooms(f.bedrooms),
        'bathroom',
        ...(f.garden ? ['garden' as const] : []),
        ...(f.terrace ? ['terrace' as const] : []),
        ...(f.seaView ? ['view-sea' as const] : []),
      ]
    }
    case 'apartment':
      return [
        isNew ? 'building-new' : 'facade-apartment',
        'living',
        'kitchen',
        ...rooms(f.bedrooms),
        'bathroom',
        ...(f.terrace ? ['terrace' as const] : []),
        ...(f.seaView ? ['view-sea' as const] : []),
      ]
    case 'studio':
      return [
        'facade-apartment',
        'living',
        'kitchen',
        'bathroom',
        ...(f.seaView ? ['view-sea' as const] : []),
      ]
    case 'land':
      return ['land', 'view-countryside']
    case 'investment':
      return ['facade-townhouse', 'shop', 'living', 'kitchen', 'bedroom', 'bathroom']
    case 'commercial':
      return ['shop', 'facade-townhouse', 'office']
    case 'industry':
      return ['warehouse', 'office']
    case 'offices':
      return [isNew ? 'building-new' : 'facade-townhouse', 'office', 'office']
    case 'garage':
      return ['garage']
  }
}

/** Price for the goal: asking price, monthly rent, or weekly rate of a holiday let. */
export function priceOf(
  random: Random,
  type: TypeKey,
  goal: 0 | 1,
  seasonal: boolean,
  area: number,
  place: BenchPlace,
  bedrooms: number,
): number {
  const k = place.priceFactor
  if (seasonal) return roundTo((intBetween(random, 350, 700) + bedrooms * 150) * k, 10)
  const perM2: Record<TypeKey, readonly [number, number, number, number]> = {
    // sale €/m² low, high; rent €/m² a month low, high
    house: [1800, 3000, 7, 11],
    apartment: [2300, 3800, 9, 14],
    studio: [2800, 4200, 13, 20],
    land: [60, 350, 0, 0],
    investment: [1400, 2400, 0, 0],
    commercial: [1500, 3000, 9, 18],
    industry: [350, 900, 3.5, 6],
    offices: [1300, 2800, 9, 16],
    garage: [0, 0, 0, 0],
  }
  if (type === 'garage')
    return goal === 0
      ? roundTo(intBetween(random, 15000, 45000) * k, 500)
      : roundTo(intBetween(random, 60, 140) * k, 5)
  const [saleLow, saleHigh, rentLow, rentHigh] = perM2[type]
  const rate =
    goal === 0 ? saleLow + random() * (saleHigh - saleLow) : rentLow + random() * (rentHigh - rentLow)
  return goal === 0 ? roundTo(area * rate * k, 5000) : roundTo(area * rate * k, 25)
}
