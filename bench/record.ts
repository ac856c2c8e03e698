import { propertyFieldGroups } from '../src/integrations/omnicasa/schema'
import { buildPictures, descriptionHtml, type CrmRecord } from '@fixtures/crm/buildProperty'
import { propertyTypes } from '@fixtures/crm/catalogue'
import * as codes from '@fixtures/crm/codes'
import { defaultFacts, financialFacts } from '@fixtures/crm/defaults'
import { buildDocuments } from '@fixtures/crm/documents'
import type { Lang } from '@fixtures/crm/lang'
import type { CodeFact, Facts, ListingDef } from '@fixtures/crm/listing'
import { epcLabelText } from '@fixtures/crm/places'
import { addDays } from '@fixtures/crm/prng'
import type { BenchListing } from './listing'

// A generated listing as the CRM's property record in one language: the same field set and code
// texts as the demo snapshot's buildProperty (fixtures/crm/buildProperty.ts), for a town of
// bench/places.ts.

const codeFields: Record<CodeFact, readonly [string, codes.CodeList]> = {
  HeatingID: ['HeatingName', codes.heating],
  GlazingID: ['GlazingName', codes.glazing],
  WindowFrameID: ['WindowFrameName', codes.windowFrames],
  KitchenID: ['KitchenName', codes.kitchens],
  RoofMaterialID: ['RoofMaterialName', codes.roofMaterials],
  RoofConditionID: ['RoofConditionName', codes.roofConditions],
  FloorCoveringID: ['FloorCoveringName', codes.floorCoverings],
  ConditionID: ['ConditionName', codes.conditions],
  RearOrientationID: ['RearOrientationName', codes.orientations],
  AsbestosCertificateTypeID: ['AsbestosCertificateTypeName', codes.asbestosCertificates],
  FloodZoneID: ['FloodZoneName', codes.floodZones],
  AreaApplicationID: ['AreaApplicationName', codes.areaApplications],
  AvailableID: ['AvailableName', codes.availability],
  ContractTypeID: ['ContractTypeName', codes.contractTypes],
  ViagerTypeID: ['ViagerTypeName', codes.viagerTypes],
  VATRegimeID: ['VATRegimeName', codes.vatRegimes],
}

const known = new Set<string>(Object.values(propertyFieldGroups).flat())

function energy(listing: BenchListing, facts: Facts, lang: Lang): CrmRecord {
  const value = facts.EnergyPerformance
  if (value === undefined) {
    const status = facts.EPCStatusID ?? (listing.type === 'land' || listing.type === 'garage' ? 3 : null)
    return {
      EPCStatusID: status,
      EPCStatusName: status ? codes.codeName(codes.epcStatuses, status, lang) : null,
    }
  }
  const issued = addDays(listing.created, -21)
  const surface = facts.SurfaceLiving ?? facts.SurfaceTotal ?? 100
  return {
    EPCStatusID: 1,
    EPCStatusName: codes.codeName(codes.epcStatuses, 1, lang),
    EnergyPerformance: value,
    EnergyPerformanceTotal: Math.round(value * surface),
    EPCLabelText: epcLabelText(listing.place.region, value),
    CO2Emission: Math.round(value * (facts.HeatingID === 3 ? 0.08 : 0.2)),
    EPCCertificateNumber: `${issued.replaceAll('-', '')}-${String((listing.id * 7919) % 1_000_000).padStart(6, '0')}`,
    // Valid ten years; a certificate issued on 29 February expires on the 28th.
    EPCExpiryDate: `${Number(issued.slice(0, 4)) + 10}${issued.slice(4, 10).replace('-02-29', '-02-28')}`,
  }
}

export function benchPropertyRecord(listing: BenchListing, lang: Lang): CrmRecord {
  const { place } = listing
  // defaultFacts and financialFacts read the listing's type, goal, seasonal terms, price and facts,
  // never its demo town, so a benchmark listing can stand in for a ListingDef.
  const def = listing as unknown as ListingDef
  const facts: Facts = { ...defaultFacts(def, place.region), ...listing.facts }
  const type = propertyTypes[listing.type]
  const priceUnit = listing.priceUnit ?? (listing.goal === 0 ? 1 : listing.seasonal ? 3 : 2)
  const rentPeriod = listing.goal === 1 ? (listing.seasonal ? 2 : 1) : null
  const street =
    typeof listing.street === 'string' ? listing.street : listing.street[lang === 'nl' ? 'nl' : 'fr']
  const frStreet = typeof listing.street === 'string' ? listing.street : listing.street.fr
  const values: CrmRecord = {
    ID: listing.id,
    Ident: `${frStreet} ${listing.number ?? ''}${listing.box ? `/${listing.box}` : ''} - ${place.zip} ${place.name.fr}`,
    RecordFile: `${listing.goal === 0 ? 'V' : 'L'}-${listing.created.slice(0, 4)}-${String(listing.id).slice(-5)}`,
    Language: lang,
    Goal: listing.goal,
    IsSeasonalRental: listing.seasonal !== undefined,
    RentPeriodID: rentPeriod,
    RentPeriodName: rentPeriod ? codes.codeName(codes.rentPeriods, rentPeriod, lang) : null,
    MaxPersons: listing.seasonal?.maxPersons ?? null,
    WebID: type.webId,
    WebIDs: [type.webId, ...(listing.extraWebIds ?? [])].join(','),
    MainTypeID: type.id,
    MainTypeName: type.name[lang],
    TypeDescription: listing.title[lang],
    DescriptionA: descriptionHtml(listing.text[lang], listing.features?.[lang]),
    Marquee: listing.marquee ?? null,
    MarqueeName: listing.marquee ? codes.codeName(codes.marquees, listing.marquee, lang) : null,
    PublishPrice: listing.publishPrice ?? true,
    Price: listing.price,
    PriceUnit: priceUnit,
    PriceUnitText: codes.codeName(codes.priceUnits, priceUnit, lang),
    PublishAddress: listing.publishAddress ?? true,
    Street: street,
    HouseNumber: listing.number,
    BoxNr: listing.box ?? null,
    Zip: place.zip,
    City: place.name[lang],
    CountryID: 10,
    CountryName: codes.countries[10]![lang],
    GoogleX: listing.lat,
    GoogleY: listing.lng,
    CreatedDate: listing.created,
    LastChangedDate: listing.changed,
    ...buildPictures('property', listing.id, listing.photos, lang),
    HasViager: false,
  }
  for (const [key, value] of Object.entries(facts)) {
    if (key === 'EPCDate' || key === 'EPCStatusID' || key in codeFields) continue
    values[key] = value
  }
  for (const [idField, [nameField, list]] of Object.entries(codeFields)) {
    const code = facts[idField as CodeFact]
    values[idField] = code ?? null
    values[nameField] = code === undefined ? null : codes.codeName(list, code, lang)
  }
  Object.assign(values, energy(listing, facts, lang))
  const financial = financialFacts(def, facts, place.region)
  Object.assign(values, financial, {
    VATRegimeName: financial.VATRegimeID
      ? codes.codeName(codes.vatRegimes, financial.VATRegimeID, lang)
      : null,
  })
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new Error(`listing ${listing.id}: ${key} is not a property field`)
  }
  const record: CrmRecord = {}
  for (const key of known) record[key] = values[key] ?? null
  record.Documents = buildDocuments('property', listing.id, listing.docs, record, lang)
  return record
}
