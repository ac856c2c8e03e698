import { regionByZip } from '@/domain/address/regionByZip'
import { epcImagePath, epcLabel } from '@/domain/epc/epcLabel'
import { availabilityOf } from '@/domain/property/availability'
import { goalOf } from '@/domain/property/goal'
import type { FactGroupKey } from '@/domain/property/propertyFacts'
import { slugify } from '@/domain/text/slugify'
import { stripAccents } from '@/domain/text/stripAccents'
import type { Project, Property } from '@/payload-types'
import type { OmnicasaDocument, OmnicasaPicture, OmnicasaProject, OmnicasaProperty } from './types'

// Raw Omnicasa records → the app's own documents (the Payload collections' shapes). Nothing outside
// src/integrations/omnicasa sees a raw record; a second CRM would be a sibling folder with its own reshape.

type Row<T> = NonNullable<T> extends (infer U)[] ? U : never
export type PropertyData = Omit<Property, 'createdAt' | 'updatedAt' | 'status' | 'withdrawnAt' | 'crmRecord'>
export type ProjectData = Omit<Project, 'createdAt' | 'updatedAt' | 'status' | 'withdrawnAt' | 'crmRecord'>

const triState = (value: boolean | null): 'yes' | 'no' | 'unknown' =>
  value === null ? 'unknown' : value ? 'yes' : 'no'

/** The key a city is known by in every language: its zip and its name's slug in the default language. */
export const cityKey = (zip: string, name: string): string => `${zip}-${slugify(name)}`

export const citySearchName = (name: string): string => stripAccents(name).toLowerCase()

function photos(
  prefix: string,
  pictures: OmnicasaPicture[],
  small: OmnicasaPicture[],
): Row<Property['photos']>[] {
  return pictures.map((picture, index) => ({
    // Deterministic row ids keep a re-import from rewriting unchanged rows and let each language
    // update the same rows.
    id: `${prefix}-photo-${picture.ID}`,
    crmId: picture.ID,
    url: picture.Url,
    thumbnailUrl: small[index]?.Url ?? picture.Url,
    width: picture.Width,
    height: picture.Height,
    name: picture.Name,
  }))
}

function documents(prefix: string, docs: OmnicasaDocument[]): Row<Property['documents']>[] {
  return docs.map((doc) => ({
    id: `${prefix}-doc-${doc.ID}`,
    crmId: doc.ID,
    name: doc.Name,
    url: doc.Url,
    type: doc.Type,
    lines: doc.Lines,
  }))
}

/**
 * A seasonal rental's booked stays, in date order. Days are stored as midnight UTC so SQLite and
 * PostgreSQL both give back the day the CRM wrote, whatever the database's time zone.
 */
function bookedPeriods(
  prefix: string,
  periods: OmnicasaProperty['BookedPeriods'],
): Row<Property['bookedPeriods']>[] {
  return [...periods]
    .sort((a, b) => a.StartDate.localeCompare(b.StartDate))
    .map((period) => ({
      id: `${prefix}-booked-${period.StartDate}`,
      start: `${period.StartDate}T00:00:00.000Z`,
      end: `${period.EndDate}T00:00:00.000Z`,
    }))
}

const epcStatus = { 1: 'available', 2: 'requested', 3: 'not-applicable' } as const

export type PropertyContext = { cityId: number | null }

export function reshapeProperty(raw: OmnicasaProperty, context: PropertyContext): PropertyData {
  const goal = goalOf(raw.Goal)
  const region = regionByZip(raw.Zip, raw.CountryID)
  // A label only when the certificate exists: 'requested' and 'not applicable' have none, and a
  // missing value must not read as 0 (which would be the best label of every scale).
  const label =
    raw.EPCStatusID === 2 || raw.EPCStatusID === 3 ? null : epcLabel(region, raw.EnergyPerformance)
  const prefix = `p${raw.ID}`
  return {
    id: raw.ID,
    reference: raw.Ident,
    title: raw.TypeDescription,
    slug: slugify(raw.TypeDescription) || String(raw.ID),
    description: raw.DescriptionA,
    goal,
    availability: availabilityOf({ title: raw.TypeDescription, goal: raw.Goal }),
    listedForSale: goal === 'sale',
    // Every rental (Goal 1) is in the for-rent list; seasonal ones are also the tourist rentals,
    // which is how property 102 is reachable under both (spec §2).
    listedForRent: goal === 'rent',
    listedAsTouristRental: raw.IsSeasonalRental,
    rentPeriod: raw.RentPeriodID === 2 ? 'week' : raw.RentPeriodID === 1 ? 'month' : null,
    maxPersons: raw.MaxPersons,
    project: raw.ProjectID,
    propertyType: raw.MainTypeID,
    typeWebId: raw.WebID,
    webIds: raw.WebIDs,
    mainTypeName: raw.MainTypeName,
    city: context.cityId,
    cityName: raw.City,
    zip: raw.Zip,
    region,
    address: {
      publish: raw.PublishAddress,
      street: raw.Street,
      houseNumber: raw.HouseNumber,
      boxNumber: raw.BoxNr,
      countryId: raw.CountryID,
      countryName: raw.CountryName,
      latitude: raw.GoogleX,
      longitude: raw.GoogleY,
    },
    price: {
      amount: raw.Price,
      publish: raw.PublishPrice,
      unit: raw.PriceUnit,
      unitText: raw.PriceUnitText,
      marquee: raw.Marquee,
      marqueeName: raw.MarqueeName,
    },
    epc: {
      energyPerformance: raw.EnergyPerformance,
      labelText: raw.EPCLabelText,
      label,
      imagePath: region && label ? epcImagePath(region, label) : null,
    },
    ...reshapeDetails(raw),
    photos: photos(prefix, raw.XLargePictureItems, raw.SmallPictureItems),
    documents: documents(prefix, raw.Documents),
    bookedPeriods: bookedPeriods(prefix, raw.BookedPeriods),
    virtualTourUrl: raw.VirtualTour,
    videoUrl: raw.VideoLink,
    recordFile: raw.RecordFile,
    crmCreatedAt: new Date(raw.CreatedDate).toISOString(),
    crmModifiedAt: new Date(raw.LastChangedDate).toISOString(),
  }
}

type Details = Pick<PropertyData, FactGroupKey>

function reshapeDetails(raw: OmnicasaProperty): Details {
  return {
    general: {
      constructionYear: raw.ConstructionYear,
      renovationYear: raw.RenovationYear,
      condition: raw.ConditionName,
      orientation: raw.RearOrientationName,
      floors: raw.NumberOfFloors,
      floor: raw.Floor,
      facades: raw.NumberOfFacades,
    },
    surfaces: {
      total: raw.SurfaceTotal,
      living: raw.SurfaceLiving,
      ground: raw.SurfaceGround,
      terrace: raw.SurfaceTerrace,
      garden: raw.SurfaceGarden,
      constructed: raw.SurfaceConstructed,
      office: raw.SurfaceOffice,
      store: raw.SurfaceStore,
    },
    rooms: {
      bedrooms: raw.NumberOfBedRooms,
      bathrooms: raw.NumberOfBathRooms,
      showerRooms: raw.NumberOfShowerRooms,
      toilets: raw.NumberOfToilets,
      garages: raw.NumberOfGarages,
      parkingsInternal: raw.NumberOfParkingsInternal,
      parkingsExternal: raw.NumberOfParkingsExternal,
    },
    comfort: {
      gas: raw.HasGasConnection,
      water: raw.HasWaterConnection,
      electricity: raw.HasElectricityConnection,
      drain: raw.HasDrainConnection,
      lift: raw.HasLift,
      cellar: raw.HasCellar,
      terrace: raw.HasTerrace,
      garden: raw.HasGarden,
      attic: raw.HasAttic,
      furnished: raw.HasFurnished,
      heating: raw.HeatingName,
      glazing: raw.GlazingName,
      frame: raw.WindowFrameName,
      kitchen: raw.KitchenName,
      roofMaterial: raw.RoofMaterialName,
      roofCondition: raw.RoofConditionName,
      floorCovering: raw.FloorCoveringName,
    },
    energy: {
      epcStatus: raw.EPCStatusID === null ? null : epcStatus[raw.EPCStatusID],
      epcTotal: raw.EnergyPerformanceTotal,
      epcSpecific: raw.EnergyPerformance,
      co2Emission: raw.CO2Emission,
      eLevel: raw.ELevel,
      epcCertificateCode: raw.EPCCertificateNumber,
      epcExpiry: raw.EPCExpiryDate,
      asbestosType: raw.AsbestosCertificateTypeName,
      asbestosDate: raw.AsbestosCertificateDate,
    },
    legal: {
      floodZone: raw.FloodZoneName,
      floodGScore: raw.FloodScoreG,
      floodPScore: raw.FloodScoreP,
      riparianZone: triState(raw.IsInRiparianZone),
      permit: triState(raw.HasBuildingPermit),
      allotmentPermit: triState(raw.HasAllotmentPermit),
      summons: triState(raw.HasSummons),
      preemptiveRights: triState(raw.HasPreemptiveRight),
      judicialDecision: triState(raw.HasJudicialDecision),
      areaApplication: raw.AreaApplicationName,
      planningInformation: raw.PlanningInformation,
    },
    financial: {
      realEstateTax: raw.RealEstateTax,
      cadastralIncome: raw.CadastralIncome,
      vatValue: raw.VATValue,
      vatRegime: raw.VATRegimeName,
      notaryFeesWithVat: raw.NotaryFeesInclVAT,
      notaryFeesWithoutVat: raw.NotaryFeesExclVAT,
      registrationRights: raw.RegistrationRights,
      constructionCost: raw.ConstructionCost,
      chargesOwner: raw.ChargesOwner,
      chargesRenter: raw.ChargesRenter,
      agencyCost: raw.AgencyCost,
      inventoryCost: raw.InventoryCost,
      depositAmount: raw.Deposit,
      garagePrice: raw.GaragePrice,
      parkingPrice: raw.ParkingPrice,
      optionsPrice: raw.OptionsPrice,
    },
    availabilityInfo: {
      availableWhen: raw.AvailableName,
      availableFrom: raw.AvailableDate,
      contractType: raw.ContractTypeName,
    },
    lifeAnnuity: {
      isLifeAnnuity: raw.HasViager,
      age1: raw.ViagerAge1,
      age2: raw.ViagerAge2,
      type: raw.ViagerTypeName,
      indexed: raw.ViagerIndexed,
      survivor: raw.ViagerSurvivor,
      monthlyAnnuity: raw.ViagerRent,
    },
  }
}

const unitStatus = { 1: 'available', 2: 'option', 3: 'sold' } as const

export function reshapeProject(raw: OmnicasaProject, cityId: number | null): ProjectData {
  const prefix = `pr${raw.ID}`
  return {
    id: raw.ID,
    name: raw.Name,
    slug: slugify(raw.Name) || String(raw.ID),
    description: raw.Description,
    externalWeb: raw.ExternalWeb,
    city: cityId,
    cityName: raw.City,
    zip: raw.Zip,
    region: regionByZip(raw.Zip, raw.CountryID),
    address: {
      publicAddress: raw.PublicAddress ? [raw.Street, raw.HouseNumber].filter(Boolean).join(' ') : null,
      street: raw.Street,
      houseNumber: raw.HouseNumber,
      boxNumber: raw.BoxNr,
      countryId: raw.CountryID,
      countryName: raw.CountryName,
      latitude: raw.GoogleX,
      longitude: raw.GoogleY,
    },
    photos: photos(prefix, raw.XLargePictureItems, raw.SmallPictureItems),
    units: raw.Units.map((unit) => ({
      id: `${prefix}-unit-${unit.ID}`,
      crmId: unit.ID,
      name: unit.Name,
      typeName: unit.TypeName,
      floor: unit.Floor,
      bedrooms: unit.Bedrooms,
      surface: unit.Surface,
      price: unit.Price,
      status: unitStatus[unit.Status],
      constructionId: unit.ConstructionID,
    })),
    constructions: raw.Constructions.map((construction) => ({
      id: `${prefix}-construction-${construction.ID}`,
      crmId: construction.ID,
      name: construction.Name,
      floors: construction.Floors,
      deliveryDate: construction.DeliveryDate,
    })),
    documents: documents(prefix, raw.Documents),
  }
}
