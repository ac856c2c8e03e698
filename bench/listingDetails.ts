/** The details a generated listing's type and shape call for: its photos, CRM facts and documents. */
import type { DocType, TypeKey } from '../scripts/snapshot/catalogue'
import type { Facts } from '../scripts/snapshot/listing'
import { addDays, intBetween } from '../scripts/snapshot/prng'
import type { PhotoKind } from '../src/integrations/omnicasa/media/kinds'
import { chance, pick, pickWeighted, type Random, roundTo } from './pick'
import type { BenchPlace } from './places'
import type { TextFacts } from './texts'

/** What the CRM facts of a listing follow from, drawn before them by makeListing. */
export type ListingShape = {
  type: TypeKey
  goal: 0 | 1
  seasonal: boolean
  /** Not land or a garage: a building with a year, heating and an EPC. */
  built: boolean
  residential: boolean
  year: number
  renovated: number | null
  isNew: boolean
  bedrooms: number
  living: number
  ground: number | null
  facades: number | null
  floor: number | null
  garden: boolean
  terrace: boolean
  garages: number
  price: number
  place: BenchPlace
}

/** The demo photo kinds a listing shows, the front first, as its type and rooms call for. */
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

/** Specific primary energy use (kWh/m² a year): older homes use more, a renovation halves it. */
function energyOf(random: Random, year: number, renovated: number | null): number {
  const [low, high] =
    year >= 2015 ? [20, 110] : year >= 2000 ? [90, 230] : year >= 1970 ? [180, 420] : [250, 650]
  const value = intBetween(random, low, high)
  return renovated ? Math.round(value * 0.6) : value
}

/**
 * The listing's CRM fields (surfaces, rooms, comfort, energy, legal and financial) and the documents
 * they call for, consistent with its type, goal, age and price.
 */
export function factsOf(
  random: Random,
  shape: ListingShape,
  snapshotDate: string,
): { facts: Facts; docs: DocType[] } {
  const { type, goal, seasonal, built, residential, year, renovated, isNew, bedrooms, living } = shape
  const { ground, facades, floor, garden, terrace, garages, price, place } = shape
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
  return { facts, docs }
}
