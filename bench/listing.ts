import type { TypeKey } from '../scripts/snapshot/catalogue'
import type { ListingDef } from '../scripts/snapshot/listing'
import { addDays, daysBetween, intBetween } from '../scripts/snapshot/prng'
import { factsOf, photosOf } from './listingDetails'
import { chance, pick, pickWeighted, type Random, roundTo, type Weighted } from './pick'
import type { BenchPlace } from './places'
import { featuresOf, paragraphsOf, titleOf, type TextFacts } from './texts'

// One random but plausible listing: the shape of the demo's hand-written ListingDef, with a
// benchmark town instead of one of the demo's 18 places.

export type BenchListing = Omit<ListingDef, 'city'> & { place: BenchPlace }

// Shares of the Belgian market the agency works in: residential first, few professional listings.
const saleTypes: Weighted<TypeKey> = [
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
const rentTypes: Weighted<TypeKey> = [
  ['house', 18],
  ['apartment', 45],
  ['studio', 14],
  ['commercial', 8],
  ['industry', 3],
  ['offices', 7],
  ['garage', 5],
]

const streets: Record<BenchPlace['region'], readonly ListingDef['street'][]> = {
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

/** Price for the goal: asking price, monthly rent, or weekly rate of a holiday let. */
function priceOf(
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

export function makeListing(
  random: Random,
  id: number,
  place: BenchPlace,
  snapshotDate: string,
): BenchListing {
  const goal: 0 | 1 = chance(random, 0.62) ? 0 : 1
  const type = pickWeighted(random, goal === 0 ? saleTypes : rentTypes)
  const residential = type === 'house' || type === 'apartment' || type === 'studio'
  const seasonal = goal === 1 && place.holiday && residential && chance(random, 0.45)
  const built = type !== 'land' && type !== 'garage'
  const year = pickWeighted(random, [
    [intBetween(random, 1890, 1945), 2],
    [intBetween(random, 1946, 1999), 4],
    [intBetween(random, 2000, 2026), 3],
  ])
  const renovated =
    year < 2000 && chance(random, 0.4) ? intBetween(random, Math.max(year + 20, 1995), 2026) : null
  const bedrooms =
    type === 'house'
      ? intBetween(random, 2, 5)
      : type === 'apartment'
        ? intBetween(random, 1, 3)
        : type === 'investment'
          ? intBetween(random, 4, 10)
          : 0
  const living = {
    house: intBetween(random, 110, 280),
    apartment: 35 + bedrooms * intBetween(random, 22, 40),
    studio: intBetween(random, 25, 45),
    land: 0,
    investment: intBetween(random, 200, 600),
    commercial: intBetween(random, 60, 400),
    industry: intBetween(random, 500, 5000),
    offices: intBetween(random, 100, 1500),
    garage: intBetween(random, 12, 30),
  }[type]
  const ground =
    type === 'house' ? intBetween(random, 150, 1500) : type === 'land' ? intBetween(random, 300, 3000) : null
  const facades =
    type === 'house'
      ? pickWeighted(random, [
          [2, 3],
          [3, 3],
          [4, 4],
        ])
      : null
  const floor = type === 'apartment' || type === 'studio' ? intBetween(random, 0, 8) : null
  const garden =
    type === 'house' ? chance(random, 0.8) : type === 'apartment' && floor === 0 && chance(random, 0.5)
  const terrace =
    (type === 'house' && chance(random, 0.6)) ||
    ((type === 'apartment' || type === 'studio') && chance(random, 0.7))
  const garages = type === 'house' ? intBetween(random, 0, 2) : 0
  const maxPersons = seasonal ? Math.max(2, bedrooms * 2) + intBetween(random, 0, 2) : null
  const seaView = place.holiday && place.region === 'flanders' && residential && chance(random, 0.35)
  const isNew = year >= 2024 && chance(random, 0.6)
  const text: TextFacts = {
    type,
    goal,
    seasonal,
    city: place.name,
    bedrooms,
    living,
    ground,
    garden,
    terrace,
    facades,
    floor,
    year,
    renovated,
    garages,
    maxPersons,
    seaView,
  }
  const price = priceOf(
    random,
    type,
    goal,
    seasonal,
    type === 'land' ? (ground ?? 0) : living,
    place,
    bedrooms,
  )
  const { facts, docs } = factsOf(
    random,
    {
      type,
      goal,
      seasonal,
      built,
      residential,
      year,
      renovated,
      isNew,
      bedrooms,
      living,
      ground,
      facades,
      floor,
      garden,
      terrace,
      garages,
      price,
      place,
    },
    snapshotDate,
  )

  const ageDays = intBetween(random, 0, daysBetween('2024-01-01', snapshotDate))
  const created = `${addDays(snapshotDate, -ageDays)}T${String(intBetween(random, 8, 18)).padStart(2, '0')}:${pick(random, ['00', '15', '30', '45'])}:00`
  const changed = `${addDays(created, intBetween(random, 0, ageDays))}T${String(intBetween(random, 8, 19)).padStart(2, '0')}:10:00`
  const marquee = pickWeighted<ListingDef['marquee'] | undefined>(
    random,
    goal === 0
      ? [
          [undefined, 77],
          [1, 5],
          [3, 8],
          [4, 6],
          [14, 4],
        ]
      : [
          [undefined, 87],
          [1, 5],
          [3, 8],
        ],
  )
  const title = titleOf(text, random())
  // Spec §4: a sold or let listing stays listed with a title starting with VENDU or LOUEE.
  const closed = !seasonal && chance(random, 0.04) ? (goal === 0 ? 'VENDU - ' : 'LOUEE - ') : ''
  const street = pick(random, streets[place.region])

  return {
    id,
    goal,
    ...(seasonal ? { seasonal: { maxPersons: maxPersons ?? 2 } } : {}),
    type,
    ...(type === 'investment' && chance(random, 0.3) ? { extraWebIds: [6] } : {}),
    place,
    street,
    number: String(intBetween(random, 1, 240)),
    ...(floor !== null ? { box: String(floor * 10 + intBetween(random, 1, 4)) } : {}),
    lat: Math.round((place.lat + (random() - 0.5) * 0.04) * 1e5) / 1e5,
    lng: Math.round((place.lng + (random() - 0.5) * 0.06) * 1e5) / 1e5,
    price,
    ...(goal === 0 && isNew && type === 'apartment' && chance(random, 0.3) ? { priceUnit: 7 as const } : {}),
    ...(chance(random, 0.02) ? { publishPrice: false } : {}),
    ...(chance(random, 0.1) ? { publishAddress: false } : {}),
    ...(marquee ? { marquee } : {}),
    created,
    changed,
    photos: photosOf(random, type, text, isNew).slice(0, 10),
    docs,
    facts,
    title: { fr: closed + title.fr, nl: closed + title.nl, en: closed + title.en },
    text: paragraphsOf(text, random()),
    features: featuresOf(text),
  }
}
