import { z } from 'zod'

// Zod schemas for the Omnicasa snapshot (data/crm/*.json), one per kind of record. Field names are
// the CRM's own web-API names (PascalCase) so a live client can feed the same schemas.
//
// Objects are *loose* (z.looseObject): an unknown extra field is kept, not rejected. Omnicasa adds
// fields over time and a live GetPropertyList call returns whatever DisplayFields asks for; such
// additions must not break an import, and keeping them lets reshape() opt in later. Known fields
// are strict: wrong types, missing required fields and values outside an enum are errors.
//
// Conventions of the snapshot (the live client must normalise to them):
// - numbers are JSON numbers, yes/no answers are JSON booleans; null means "not communicated";
// - detail fields may be absent in the feed and then read as null (`.default(null)`);
// - dates are ISO local Belgian time: 'YYYY-MM-DDTHH:mm:ss' (no zone) or 'YYYY-MM-DD';
// - GoogleX is the latitude and GoogleY the longitude (WGS84), as Omnicasa names them;
// - ID/Name pairs (HeatingID + HeatingName …): the ID is the CRM code, the Name its text in the
//   record's Language.

export const LanguageSchema = z.enum(['fr', 'nl', 'en', 'de'])
export const crmLanguages = LanguageSchema.options

/** 0 = sale, 1 = rent (Omnicasa also knows 2 = take-over; the agency does not use it). */
export const GoalSchema = z.literal([0, 1])

const dateTime = () => z.iso.datetime({ local: true })
const date = () => z.iso.date()
const zip = () => z.string().regex(/^\d{4}$/, 'expected a 4-digit postcode')
const mediaUrl = () => z.string().regex(/^(\/|https?:\/\/)\S+$/, 'expected a site path or an http(s) URL')
const optInt = () => z.int().min(0).nullable().default(null)
const optNum = () => z.number().min(0).nullable().default(null)
const optText = () => z.string().nullable().default(null)
const optBool = () => z.boolean().nullable().default(null)
const optCode = () => z.int().nullable().default(null)
const optDate = () => date().nullable().default(null)

export const PictureSchema = z.looseObject({
  ID: z.int(),
  Url: mediaUrl(),
  Width: z.int().positive(),
  Height: z.int().positive(),
  Name: optText(),
})

/** What a document is; drives its icon and the request-documents form. */
export const DocumentTypeSchema = z.enum([
  'EPC',
  'Plan',
  'TechnicalSheet',
  'Asbestos',
  'Planning',
  'RentalTerms',
  'PriceList',
  'Brochure',
  'Specifications',
])

/** Lines: the text the document shows, one paragraph per line, so a PDF can be rendered from the snapshot. */
export const DocumentSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Url: mediaUrl(),
  Type: DocumentTypeSchema,
  Lines: z.array(z.string()).default([]),
})

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

/** PropertyCount: the properties of the list the city appears in (all, sale or rent). */
export const CitySchema = z.looseObject({
  Name: z.string().min(1),
  Zip: zip(),
  CountryID: z.int(),
  CountryName: z.string().min(1),
  PropertyCount: z.int().min(0),
  Language: LanguageSchema,
})

/** Status: 1 available, 2 under option, 3 sold. */
export const ProjectUnitSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  TypeName: z.string().min(1),
  Floor: z.int(),
  Bedrooms: z.int().min(0),
  Surface: z.number().positive(),
  SurfaceTerrace: optNum(),
  Price: z.number().min(0),
  Status: z.literal([1, 2, 3]),
  StatusName: z.string().min(1),
  ConstructionID: z.int().positive(),
})

export const ConstructionSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Floors: z.int().min(1),
  UnitIDs: z.array(z.int().positive()),
  DeliveryDate: optDate(),
})

export const ProjectSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Language: LanguageSchema,
  Description: z.string(),
  ExternalWeb: mediaUrl().nullable().default(null),
  PublicAddress: z.boolean(),
  Street: z.string().min(1),
  HouseNumber: optText(),
  BoxNr: optText(),
  Zip: zip(),
  City: z.string().min(1),
  CountryID: z.int(),
  CountryName: z.string().min(1),
  GoogleX: z.number().min(-90).max(90).nullable().default(null),
  GoogleY: z.number().min(-180).max(180).nullable().default(null),
  SmallPictureItem: PictureSchema.nullable().default(null),
  XLargePictureItem: PictureSchema.nullable().default(null),
  SmallPictureItems: z.array(PictureSchema).default([]),
  XLargePictureItems: z.array(PictureSchema).default([]),
  Units: z.array(ProjectUnitSchema),
  Constructions: z.array(ConstructionSchema),
  Documents: z.array(DocumentSchema).default([]),
})

/** Language-independent region/type tree; WebID is set on type nodes only. */
export const TreeNodeSchema = z.looseObject({
  ID: z.int().positive(),
  ParentID: z.int().positive().nullable(),
  Name: z.string().min(1),
  WebID: z.int().positive().nullable(),
})

export const OwnerSchema = z.looseObject({
  ID: z.int().positive(),
  Title: z.enum(['Mr', 'Ms', 'Miss']),
  FirstName: z.string().min(1),
  LastName: z.string().min(1),
  Email: z.email(),
  Phone: z.string().min(1),
  Language: LanguageSchema,
  PropertyIDs: z.array(z.int().positive()).min(1),
})

export const VisitSchema = z.looseObject({
  Date: date(),
  Source: z.string().min(1),
  Count: z.int().min(0),
})

/** Portal figures over the statistics period: list views, detail views, contact requests, favourites. */
export const OnlineMediaSchema = z.looseObject({
  Portal: z.string().min(1),
  Views: z.int().min(0),
  DetailViews: z.int().min(0),
  ContactRequests: z.int().min(0),
  Favourites: z.int().min(0),
})

/** Visits per day and source for one owned property, From..To inclusive. */
export const PropertyStatisticsSchema = z.looseObject({
  PropertyID: z.int().positive(),
  OwnerID: z.int().positive(),
  From: date(),
  To: date(),
  Visits: z.array(VisitSchema),
  OnlineMedia: z.array(OnlineMediaSchema),
})

export const CommunicationTypeSchema = z.enum([
  'visit',
  'phone',
  'email',
  'offer',
  'report',
  'meeting',
  'letter',
])
export const CommunicationStatusSchema = z.enum(['done', 'planned', 'cancelled', 'awaiting-reply'])

/** Owner history; texts are in the owner's Language. */
export const CommunicationSchema = z.looseObject({
  ID: z.int().positive(),
  OwnerID: z.int().positive(),
  PropertyID: z.int().positive().nullable(),
  Language: LanguageSchema,
  Date: dateTime(),
  Type: CommunicationTypeSchema,
  TypeName: z.string().min(1),
  Contact: z.string().min(1),
  Subject: z.string().min(1),
  Comment: optText(),
  Status: CommunicationStatusSchema,
  StatusName: z.string().min(1),
})

export const NeighbourhoodSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Zip: zip().nullable().default(null),
  City: optText(),
})

/** SnapshotDate: the day the snapshot was taken; statistics end on it. */
export const ManifestSchema = z.looseObject({
  SnapshotDate: date(),
  GeneratedBy: z.string().min(1),
  ContentLanguages: z.array(LanguageSchema).min(1),
})
