import { propertyFieldGroups } from '../../src/integrations/omnicasa/schema'
import { photoNames, propertyTypes } from './catalogue'
import * as codes from './codes'
import { defaultFacts, financialFacts } from './defaults'
import { buildDocuments } from './documents'
import type { Lang } from './lang'
import type { CodeFact, Facts, ListingDef } from './listing'
import { epcLabelText, places, regionOfZip, type Region } from './places'
import { addDays } from './prng'

export type CrmRecord = Record<string, unknown>

const codeFields: Record<
  CodeFact,
  readonly [nameField: string, list: Readonly<Record<number, codes.CodeText>>]
> = {
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

/** Pictures in display order, as XLarge (1920×1280) and Small (200×133) items sharing an ID. */
export function buildPictures(
  entity: 'property' | 'project',
  id: number,
  kinds: ListingDef['photos'],
  lang: Lang,
) {
  const xlarge = kinds.map((kind, i) => ({
    ID: id * 100 + i + 1,
    Url: `/crm-media/photos/${entity}/${id}/${i + 1}-${kind}.jpg`,
    Width: 1920,
    Height: 1280,
    Name: photoNames[kind][lang],
  }))
  const small = xlarge.map((picture) => ({
    ...picture,
    Url: `${picture.Url}?width=200`,
    Width: 200,
    Height: 133,
  }))
  return {
    SmallPictureItem: small[0] ?? null,
    XLargePictureItem: xlarge[0] ?? null,
    SmallPictureItems: small,
    XLargePictureItems: xlarge,
  }
}

/** Paragraphs and an optional bullet list as the CRM's HTML description. */
export function descriptionHtml(paragraphs: readonly string[], items?: readonly string[]): string {
  const blocks = paragraphs.map((p) => `<p>${p}</p>`)
  if (items && items.length > 0) blocks.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`)
  return blocks.join('\n')
}

const CO2_PER_KWH: Record<number, number> = { 1: 0.2, 2: 0.27, 3: 0.08, 4: 0.12, 5: 0.2, 6: 0.05 }

function certificateNumber(region: Region, issued: string, id: number): string {
  const day = issued.replaceAll('-', '')
  const serial = String((id * 7919) % 1_000_000).padStart(6, '0')
  if (region === 'flanders') return `${day}-0003${serial}-RES-1`
  if (region === 'brussels') return `${day}-0000${serial}-01-${id % 10}`
  return `${day}${serial}`
}

function energy(def: ListingDef, facts: Facts, region: Region, lang: Lang) {
  const value = facts.EnergyPerformance
  if (value === undefined) {
    const status = facts.EPCStatusID ?? (def.type === 'land' || def.type === 'garage' ? 3 : null)
    return {
      EPCStatusID: status,
      EPCStatusName: status ? codes.codeName(codes.epcStatuses, status, lang) : null,
    }
  }
  const issued = facts.EPCDate ?? addDays(def.created, -21)
  const surface = facts.SurfaceLiving ?? facts.SurfaceTotal ?? 100
  return {
    EPCStatusID: 1,
    EPCStatusName: codes.codeName(codes.epcStatuses, 1, lang),
    EnergyPerformance: value,
    EnergyPerformanceTotal: Math.round(value * surface),
    EPCLabelText: epcLabelText(region, value),
    CO2Emission: facts.CO2Emission ?? Math.round(value * (CO2_PER_KWH[facts.HeatingID ?? 1] ?? 0.2)),
    ELevel: facts.ELevel ?? null,
    EPCCertificateNumber: certificateNumber(region, issued, def.id),
    EPCExpiryDate: `${Number(issued.slice(0, 4)) + 10}${issued.slice(4, 10)}`,
  }
}

/** One listing as the CRM's property record in one language. */
export function buildProperty(def: ListingDef, lang: Lang): CrmRecord {
  const place = places[def.city]
  const region = regionOfZip(place.zip)
  const type = propertyTypes[def.type]
  const facts: Facts = { ...defaultFacts(def, region), ...def.facts }
  const priceUnit = def.priceUnit ?? (def.goal === 0 ? 1 : def.seasonal ? 3 : 2)
  const street = typeof def.street === 'string' ? def.street : lang === 'nl' ? def.street.nl : def.street.fr
  const frStreet = typeof def.street === 'string' ? def.street : def.street.fr
  const rentPeriod = def.goal === 1 ? (def.seasonal ? 2 : 1) : null

  const values: CrmRecord = {
    ID: def.id,
    Ident:
      `${frStreet} ${def.number ?? ''}${def.box ? `/${def.box}` : ''} - ${place.zip} ${place.name.fr}`.replace(
        /\s+-/,
        ' -',
      ),
    RecordFile: `${def.goal === 0 ? 'V' : 'L'}-${def.created.slice(0, 4)}-${String(def.id).slice(-4).padStart(4, '0')}`,
    Language: lang,
    Goal: def.goal,
    IsSeasonalRental: def.seasonal !== undefined,
    RentPeriodID: rentPeriod,
    RentPeriodName: rentPeriod ? codes.codeName(codes.rentPeriods, rentPeriod, lang) : null,
    MaxPersons: def.seasonal?.maxPersons ?? null,
    WebID: type.webId,
    WebIDs: [type.webId, ...(def.extraWebIds ?? [])].join(','),
    MainTypeID: type.id,
    MainTypeName: type.name[lang],
    TypeDescription: def.title[lang],
    DescriptionA: descriptionHtml(def.text[lang], def.features?.[lang]),
    Marquee: def.marquee ?? null,
    MarqueeName: def.marquee ? codes.codeName(codes.marquees, def.marquee, lang) : null,
    PublishPrice: def.publishPrice ?? true,
    Price: def.price,
    PriceUnit: priceUnit,
    PriceUnitText: codes.codeName(codes.priceUnits, priceUnit, lang),
    PublishAddress: def.publishAddress ?? true,
    Street: street,
    HouseNumber: def.number,
    BoxNr: def.box ?? null,
    Zip: place.zip,
    City: place.name[lang],
    CountryID: 10,
    CountryName: codes.countries[10]![lang],
    GoogleX: def.lat,
    GoogleY: def.lng,
    CreatedDate: def.created,
    LastChangedDate: def.changed,
    ProjectID: null,
    ...buildPictures('property', def.id, def.photos, lang),
    VirtualTour: def.virtualTour ?? null,
    VideoLink: def.video ?? null,
    PlanningInformation: def.planning?.[lang] ?? null,
    HasViager: facts.ViagerTypeID !== undefined,
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
  Object.assign(values, energy(def, facts, region, lang))
  const financial = financialFacts(def, facts, region)
  Object.assign(values, financial, {
    VATRegimeName: financial.VATRegimeID
      ? codes.codeName(codes.vatRegimes, financial.VATRegimeID, lang)
      : null,
  })

  const record: CrmRecord = {}
  const known = new Set<string>(Object.values(propertyFieldGroups).flat())
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new Error(`listing ${def.id}: ${key} is not a property field`)
  }
  for (const key of known) record[key] = values[key] ?? null
  record.Documents = buildDocuments('property', def.id, def.docs, record, lang)
  return record
}
