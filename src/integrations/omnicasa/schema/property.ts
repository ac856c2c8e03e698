/** A property for sale or rent, its fields by the groups of the detail page, and the property types. */
import { z } from 'zod'

import {
  date,
  dateTime,
  DocumentSchema,
  GoalSchema,
  LanguageSchema,
  mediaUrl,
  optBool,
  optCode,
  optDate,
  optInt,
  optNum,
  optText,
  PictureSchema,
  zip,
} from './common'

/** Every EPC label any Belgian region prints (Brussels uses + and − sub-grades). */
export const EpcLabelTextSchema = z.enum([
  'A++',
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'E+',
  'E',
  'E-',
  'F',
  'G',
])
export const FloodScoreSchema = z.enum(['A', 'B', 'C', 'D'])

const generalShape = {
  ID: z.int().positive(),
  Ident: z.string().min(1),
  RecordFile: z.string().min(1),
  Language: LanguageSchema,
  Goal: GoalSchema,
  // Seasonal tourist rental ("location saisonnière"): Goal 1 with IsSeasonalRental true and a
  // weekly RentPeriodID. It is listed under for-rent and under tourist rentals.
  IsSeasonalRental: z.boolean().default(false),
  RentPeriodID: z.literal([1, 2]).nullable().default(null), // 1 per month, 2 per week
  RentPeriodName: optText(),
  MaxPersons: optInt(),
  WebID: z.int().positive(),
  WebIDs: z.string().regex(/^\d+(,\d+)*$/, 'expected comma-separated web ids'),
  MainTypeID: z.int().positive(),
  MainTypeName: z.string().min(1),
  TypeDescription: z.string().min(1),
  DescriptionA: z.string(),
  Marquee: z.int().positive().nullable().default(null),
  MarqueeName: optText(),
  PublishPrice: z.boolean(),
  Price: z.number().min(0),
  PriceUnit: z.int(),
  PriceUnitText: z.string(),
  PublishAddress: z.boolean(),
  Street: z.string().min(1),
  HouseNumber: optText(),
  BoxNr: optText(),
  Zip: zip(),
  City: z.string().min(1),
  CountryID: z.int(),
  CountryName: z.string().min(1),
  GoogleX: z.number().min(-90).max(90).nullable().default(null),
  GoogleY: z.number().min(-180).max(180).nullable().default(null),
  CreatedDate: dateTime(),
  LastChangedDate: dateTime(),
  ProjectID: optCode(),
  ConstructionYear: optInt(),
  RenovationYear: optInt(),
  SmallPictureItem: PictureSchema.nullable().default(null),
  XLargePictureItem: PictureSchema.nullable().default(null),
  SmallPictureItems: z.array(PictureSchema).default([]),
  XLargePictureItems: z.array(PictureSchema).default([]),
  VirtualTour: mediaUrl().nullable().default(null),
  VideoLink: mediaUrl().nullable().default(null),
  Documents: z.array(DocumentSchema).default([]),
}

const surfacesShape = {
  SurfaceTotal: optNum(),
  SurfaceLiving: optNum(),
  SurfaceGround: optNum(),
  SurfaceTerrace: optNum(),
  SurfaceGarden: optNum(),
  SurfaceConstructed: optNum(),
  SurfaceOffice: optNum(),
  SurfaceStore: optNum(),
}

const roomsShape = {
  NumberOfBedRooms: optInt(),
  NumberOfBathRooms: optInt(),
  NumberOfShowerRooms: optInt(),
  NumberOfToilets: optInt(),
  NumberOfGarages: optInt(),
  NumberOfParkingsInternal: optInt(),
  NumberOfParkingsExternal: optInt(),
  NumberOfFloors: optInt(),
  Floor: z.int().nullable().default(null), // the floor an apartment is on; 0 = ground floor
  NumberOfFacades: optInt(), // 4 open, 3 half-open, 2 closed (terraced)
}

const comfortShape = {
  HasGasConnection: optBool(),
  HasWaterConnection: optBool(),
  HasElectricityConnection: optBool(),
  HasDrainConnection: optBool(),
  HasLift: optBool(),
  HasCellar: optBool(),
  HasTerrace: optBool(),
  HasGarden: optBool(),
  HasAttic: optBool(),
  HasFurnished: optBool(),
  HeatingID: optCode(),
  HeatingName: optText(),
  GlazingID: optCode(),
  GlazingName: optText(),
  WindowFrameID: optCode(),
  WindowFrameName: optText(),
  KitchenID: optCode(),
  KitchenName: optText(),
  RoofMaterialID: optCode(),
  RoofMaterialName: optText(),
  RoofConditionID: optCode(),
  RoofConditionName: optText(),
  FloorCoveringID: optCode(),
  FloorCoveringName: optText(),
  ConditionID: optCode(),
  ConditionName: optText(),
  RearOrientationID: optCode(),
  RearOrientationName: optText(),
}

const energyShape = {
  EPCStatusID: z.literal([1, 2, 3]).nullable().default(null), // 1 available, 2 requested, 3 not applicable; null not set
  EPCStatusName: optText(),
  EnergyPerformance: z.number().nullable().default(null), // specific value, kWh/m² per year (label basis)
  EnergyPerformanceTotal: z.number().nullable().default(null), // total value, kWh per year
  EPCLabelText: EpcLabelTextSchema.nullable().default(null),
  CO2Emission: z.number().nullable().default(null), // kg CO2/m² per year
  ELevel: z.number().nullable().default(null), // E-peil / niveau E of a new build
  EPCCertificateNumber: optText(),
  EPCExpiryDate: optDate(),
}

const legalShape = {
  AsbestosCertificateTypeID: optCode(),
  AsbestosCertificateTypeName: optText(),
  AsbestosCertificateDate: optDate(),
  FloodZoneID: optCode(),
  FloodZoneName: optText(),
  FloodScoreG: FloodScoreSchema.nullable().default(null), // building ("G-score")
  FloodScoreP: FloodScoreSchema.nullable().default(null), // parcel ("P-score")
  IsInRiparianZone: optBool(),
  HasBuildingPermit: optBool(),
  HasAllotmentPermit: optBool(),
  HasSummons: optBool(),
  HasPreemptiveRight: optBool(),
  HasJudicialDecision: optBool(),
  AreaApplicationID: optCode(),
  AreaApplicationName: optText(),
  PlanningInformation: optText(),
}

const financialShape = {
  RealEstateTax: optNum(),
  CadastralIncome: optNum(),
  VATValue: optNum(),
  VATRegimeID: optCode(),
  VATRegimeName: optText(),
  NotaryFeesInclVAT: optNum(),
  NotaryFeesExclVAT: optNum(),
  RegistrationRights: optNum(),
  ConstructionCost: optNum(),
  ChargesOwner: optNum(),
  ChargesRenter: optNum(),
  AgencyCost: optNum(),
  InventoryCost: optNum(),
  Deposit: optNum(),
  GaragePrice: optNum(),
  ParkingPrice: optNum(),
  OptionsPrice: optNum(),
}

const availabilityShape = {
  AvailableID: optCode(), // 1 immediately, 2 from AvailableDate, 3 at the deed, 4 to be agreed
  AvailableName: optText(),
  AvailableDate: optDate(),
  ContractTypeID: optCode(),
  ContractTypeName: optText(),
}

const lifeAnnuityShape = {
  HasViager: z.boolean().default(false),
  ViagerTypeID: optCode(), // 1 occupied, 2 vacant
  ViagerTypeName: optText(),
  ViagerAge1: optInt(),
  ViagerAge2: optInt(),
  ViagerRent: optNum(), // monthly annuity; Price holds the lump sum (bouquet)
  ViagerIndexed: optBool(),
  ViagerSurvivor: optBool(), // annuity continues for the surviving annuitant
}

/**
 * A seasonal rental's calendar (issue 18): the stays already booked, as Omnicasa's rental calendar
 * gives them on the property record. EndDate is the departure day: its night is free again.
 */
export const BookedPeriodSchema = z
  .looseObject({ StartDate: date(), EndDate: date() })
  .refine((period) => period.EndDate > period.StartDate, {
    message: 'a booked period must end after it starts',
    path: ['EndDate'],
  })

/** The property fields by the groups of the detail page (spec §3 "Property display labels"). */
export const propertyFieldGroups = {
  general: Object.keys(generalShape),
  surfaces: Object.keys(surfacesShape),
  rooms: Object.keys(roomsShape),
  comfort: Object.keys(comfortShape),
  energy: Object.keys(energyShape),
  legalAndPlanning: Object.keys(legalShape),
  financial: Object.keys(financialShape),
  availability: Object.keys(availabilityShape),
  lifeAnnuity: Object.keys(lifeAnnuityShape),
} as const

export const PropertySchema = z
  .looseObject({
    ...generalShape,
    ...surfacesShape,
    ...roomsShape,
    ...comfortShape,
    ...energyShape,
    ...legalShape,
    ...financialShape,
    ...availabilityShape,
    ...lifeAnnuityShape,
    // Not a fact of the detail page: the availability calendar of a seasonal rental.
    BookedPeriods: z.array(BookedPeriodSchema).default([]),
  })
  .superRefine((property, ctx) => {
    if (property.IsSeasonalRental && property.Goal !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['IsSeasonalRental'],
        message: 'a seasonal rental must have Goal 1',
      })
    }
  })

/** Omnicasa's web-id list: ID is the property type (a property's MainTypeID), WebID its web category. */
export const PropertyTypeSchema = z.looseObject({
  ID: z.int().positive(),
  WebID: z.int().positive(),
  Name: z.string().min(1),
  ShowOrder: z.int(),
  Sale: z.boolean(),
  Rent: z.boolean(),
  Language: LanguageSchema,
})
