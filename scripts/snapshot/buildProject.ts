import { buildPictures, descriptionHtml, type CrmRecord } from './buildProperty'
import { codeName, countries, unitStatuses } from './codes'
import { buildDocuments } from './documents'
import type { Lang } from './lang'
import { places } from './places'
import type { ProjectDef, UnitRow } from './projectData'

function unitTypeName(bedrooms: number, penthouse: boolean, lang: Lang): string {
  if (bedrooms === 0) return 'Studio'
  const kind = penthouse ? 'Penthouse' : 'Appartement'
  if (lang === 'fr') return `${kind} ${bedrooms} chambre${bedrooms > 1 ? 's' : ''}`
  if (lang === 'nl') return `${kind} met ${bedrooms} slaapkamer${bedrooms > 1 ? 's' : ''}`
  return `${bedrooms}-bedroom ${penthouse ? 'penthouse' : 'apartment'}`
}

function unit(row: UnitRow, constructionId: number, lang: Lang): CrmRecord {
  const [id, name, floor, bedrooms, surface, terrace, price, status, penthouse] = row
  return {
    ID: id,
    Name: name,
    TypeName: unitTypeName(bedrooms, penthouse === true, lang),
    Floor: floor,
    Bedrooms: bedrooms,
    Surface: surface,
    SurfaceTerrace: terrace,
    Price: price,
    Status: status,
    StatusName: codeName(unitStatuses, status, lang),
    ConstructionID: constructionId,
  }
}

/** One new-build project as the CRM's project record in one language. */
export function buildProject(def: ProjectDef, lang: Lang): CrmRecord {
  const place = places[def.city]
  const record: CrmRecord = {
    ID: def.id,
    Name: def.name[lang],
    Language: lang,
    Description: descriptionHtml(def.text[lang]),
    ExternalWeb: def.externalWeb,
    PublicAddress: true,
    Street: def.street,
    HouseNumber: def.number,
    BoxNr: null,
    Zip: place.zip,
    City: place.name[lang],
    CountryID: 10,
    CountryName: countries[10]![lang],
    GoogleX: def.lat,
    GoogleY: def.lng,
    ...buildPictures('project', def.id, def.photos, lang),
    Units: def.constructions.flatMap((c) => c.units.map((row) => unit(row, c.id, lang))),
    Constructions: def.constructions.map((c) => ({
      ID: c.id,
      Name: c.name[lang],
      Floors: c.floors,
      UnitIDs: c.units.map(([id]) => id),
      DeliveryDate: c.delivery,
    })),
  }
  const forDocuments = { ...record, SpecificationLines: def.specification }
  record.Documents = buildDocuments('project', def.id, def.docs, forDocuments, lang)
  return record
}
