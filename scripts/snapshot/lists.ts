import { propertyTypes, type TypeKey } from './catalogue'
import { countries } from './codes'
import type { AnyLang, Lang } from './lang'
import type { ListingDef } from './listing'
import { places, type PlaceKey } from './places'

// The CRM's reference lists, derived from the listings so their flags and counts always agree.

/** Omnicasa's web-id list in one language; Sale/Rent say whether the agency offers the type for it. */
export function propertyTypeList(listings: readonly ListingDef[], lang: AnyLang) {
  return (Object.keys(propertyTypes) as TypeKey[]).map((key) => {
    const type = propertyTypes[key]
    return {
      ID: type.id,
      WebID: type.webId,
      Name: type.name[lang],
      ShowOrder: type.showOrder,
      Sale: listings.some((l) => l.type === key && l.goal === 0),
      Rent: listings.some((l) => l.type === key && l.goal === 1),
      Language: lang,
    }
  })
}

export type CityListKind = 'all' | 'sale' | 'rent'

/** Cities with at least one listing of the kind, PropertyCount = those listings (sold and let ones included). */
export function cityList(listings: readonly ListingDef[], lang: Lang, kind: CityListKind) {
  const counts = new Map<PlaceKey, number>()
  for (const listing of listings) {
    if (kind === 'sale' && listing.goal !== 0) continue
    if (kind === 'rent' && listing.goal !== 1) continue
    counts.set(listing.city, (counts.get(listing.city) ?? 0) + 1)
  }
  return [...counts.entries()]
    .map(([key, count]) => ({
      Name: places[key].name[lang],
      Zip: places[key].zip,
      CountryID: 10,
      CountryName: countries[10]![lang],
      PropertyCount: count,
      Language: lang,
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name, lang))
}

type NodeRow = readonly [id: number, parentId: number | null, name: string, webId: number | null]

// Regions (IDs 1–19) and property categories (IDs 20–39). Names are the CRM's bilingual labels.
const nodeRows: readonly NodeRow[] = [
  [1, null, 'Belgique / België', null],
  [2, 1, 'Région flamande / Vlaams Gewest', null],
  [3, 2, 'Côte / Kust', null],
  [4, 2, 'Flandre occidentale / West-Vlaanderen', null],
  [5, 2, 'Flandre orientale / Oost-Vlaanderen', null],
  [6, 2, 'Anvers / Antwerpen', null],
  [7, 2, 'Brabant flamand / Vlaams-Brabant', null],
  [8, 1, 'Région de Bruxelles-Capitale / Brussels Hoofdstedelijk Gewest', null],
  [9, 1, 'Région wallonne / Waals Gewest', null],
  [10, 9, 'Brabant wallon / Waals-Brabant', null],
  [11, 9, 'Namur / Namen', null],
  [12, 9, 'Liège / Luik', null],
  [13, 9, 'Luxembourg / Luxemburg', null],
  [20, null, 'Résidentiel / Residentieel', 1],
  [21, 20, 'Maison / Woning', 1],
  [22, 20, 'Appartement / Appartement', 1],
  [23, 20, 'Studio / Studio', 1],
  [24, null, 'Terrain / Grond', 4],
  [25, null, 'Professionnel / Professioneel', null],
  [26, 25, 'Bureaux / Kantoren', 2],
  [27, 25, 'Industrie / Industrie', 3],
  [28, 25, 'Immeuble de rapport / Opbrengsteigendom', 5],
  [29, 25, 'Commerce / Handelspand', 6],
  [30, null, 'Garage / Parking', 7],
]

export const treeNodes = nodeRows.map(([ID, ParentID, Name, WebID]) => ({ ID, ParentID, Name, WebID }))
