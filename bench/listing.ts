import type { DocType } from '@fixtures/crm/catalogue'
import type { Facts, PropertyDef } from '@fixtures/crm/listing'
import { addDays, daysBetween, intBetween } from '@fixtures/crm/prng'
import { energyOf, photosOf, priceOf, rentTypes, saleTypes, streets } from './listingParts'
import { chance, pick, pickWeighted, type Random, roundTo } from './pick'
import type { BenchPlace } from './places'
import { featuresOf, paragraphsOf, type TextFacts, titleOf } from './texts'

// One random but plausible listing: the shape of the demo's hand-written listings (PropertyDef),
// with a benchmark town instead of one of the demo's 18 places.

export type BenchListing = PropertyDef & { place: BenchPlace }

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

  const facts: Facts = {}
  if (built) {
    Object.assign(facts, {
      ConstructionYear: year,
      ...(renovated ? { RenovationYear: renovated } : {}),
      HeatingID: pickWeighted(random, [
        [1, 6],
        [2, 2],
        [3, 2],
        [4, 1],
        [5, 1],
        [6, 1],
      ]),
      GlazingID: year >= 2000 ? pick(random, [3, 4]) : pick(random, [2, 3]),
      WindowFrameID: intBetween(random, 1, 4),
      ConditionID: isNew ? 1 : renovated ? 6 : intBetween(random, 2, 5),
      EPCStatusID: chance(random, 0.08) ? 2 : 1,
    })
  }
  if (residential || type === 'investment') {
    Object.assign(facts, {
      SurfaceLiving: living,
      NumberOfBedRooms: bedrooms,
      NumberOfBathRooms: type === 'studio' ? 0 : bedrooms >= 4 ? 2 : 1,
      NumberOfShowerRooms: type === 'studio' ? 1 : chance(random, 0.3) ? 1 : 0,
      NumberOfToilets: bedrooms >= 3 ? 2 : 1,
      KitchenID: intBetween(random, 2, 5),
      FloorCoveringID: intBetween(random, 1, 6),
      RearOrientationID: intBetween(random, 1, 8),
      HasTerrace: terrace,
      HasGarden: garden,
      HasCellar: chance(random, 0.5),
      HasFurnished: seasonal || (type === 'studio' && goal === 1 && chance(random, 0.5)),
    })
    if (terrace) facts.SurfaceTerrace = intBetween(random, 6, 40)
    if (garden && type === 'house' && ground)
      facts.SurfaceGarden = Math.max(20, ground - Math.round(living / 2))
  }
  if (type === 'house') {
    Object.assign(facts, {
      SurfaceGround: ground,
      NumberOfFacades: facades,
      NumberOfFloors: intBetween(random, 2, 3),
      NumberOfGarages: garages,
      HasAttic: chance(random, 0.4),
      RoofMaterialID: intBetween(random, 1, 4),
      RoofConditionID: intBetween(random, 1, 4),
    })
  }
  if (floor !== null) Object.assign(facts, { Floor: floor, HasLift: floor > 2 || chance(random, 0.4) })
  if (type === 'land') facts.SurfaceGround = ground ?? undefined
  if (type === 'commercial') facts.SurfaceStore = living
  if (type === 'offices') facts.SurfaceOffice = living
  if (type === 'industry')
    Object.assign(facts, { SurfaceTotal: living, SurfaceOffice: Math.round(living * 0.1) })
  if (type === 'garage') facts.SurfaceTotal = living
  if (type === 'investment') facts.SurfaceTotal = living
  if (built && facts.EPCStatusID === 1) facts.EnergyPerformance = energyOf(random, year, renovated)
  if (goal === 0 && built) facts.CadastralIncome = roundTo(price * (0.0018 + random() * 0.002), 5)
  if (goal === 1 && !seasonal && (type === 'apartment' || type === 'studio'))
    facts.ChargesRenter = roundTo(intBetween(random, 40, 180), 5)
  if (goal === 0 && place.region === 'flanders' && built && year < 2001) {
    Object.assign(facts, {
      AsbestosCertificateTypeID: intBetween(random, 1, 3),
      AsbestosCertificateDate: addDays(snapshotDate, -intBetween(random, 30, 400)),
    })
  }

  const docs: DocType[] = []
  if (facts.EnergyPerformance !== undefined) docs.push('EPC')
  if (built && chance(random, 0.5)) docs.push('Plan')
  if (goal === 1 && !seasonal) docs.push('RentalTerms')
  if (facts.AsbestosCertificateTypeID !== undefined) docs.push('Asbestos')

  const ageDays = intBetween(random, 0, daysBetween('2024-01-01', snapshotDate))
  const created = `${addDays(snapshotDate, -ageDays)}T${String(intBetween(random, 8, 18)).padStart(2, '0')}:${pick(random, ['00', '15', '30', '45'])}:00`
  const changed = `${addDays(created, intBetween(random, 0, ageDays))}T${String(intBetween(random, 8, 19)).padStart(2, '0')}:10:00`
  const marquee = pickWeighted<PropertyDef['marquee'] | undefined>(
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
