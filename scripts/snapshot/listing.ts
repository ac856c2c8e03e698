import type { PhotoKind } from '../../src/integrations/omnicasa/media/kinds'
import type { DocType, TypeKey } from './catalogue'
import type { Tr, TrList } from './lang'
import type { PlaceKey } from './places'

// The shape of a hand-written listing (scripts/snapshot/listings/*). Facts are language-independent
// CRM values; every *ID code gets its *Name in each language from codes.ts, and every field left
// out becomes null (or a regional default, see defaults.ts).

type NumFact =
  | 'ConstructionYear'
  | 'RenovationYear'
  | 'SurfaceTotal'
  | 'SurfaceLiving'
  | 'SurfaceGround'
  | 'SurfaceTerrace'
  | 'SurfaceGarden'
  | 'SurfaceConstructed'
  | 'SurfaceOffice'
  | 'SurfaceStore'
  | 'NumberOfBedRooms'
  | 'NumberOfBathRooms'
  | 'NumberOfShowerRooms'
  | 'NumberOfToilets'
  | 'NumberOfGarages'
  | 'NumberOfParkingsInternal'
  | 'NumberOfParkingsExternal'
  | 'NumberOfFloors'
  | 'Floor'
  | 'NumberOfFacades'
  | 'EnergyPerformance'
  | 'CO2Emission'
  | 'ELevel'
  | 'CadastralIncome'
  | 'ConstructionCost'
  | 'ChargesOwner'
  | 'ChargesRenter'
  | 'AgencyCost'
  | 'InventoryCost'
  | 'Deposit'
  | 'GaragePrice'
  | 'ParkingPrice'
  | 'OptionsPrice'
  | 'ViagerAge1'
  | 'ViagerAge2'
  | 'ViagerRent'

type BoolFact =
  | 'HasGasConnection'
  | 'HasWaterConnection'
  | 'HasElectricityConnection'
  | 'HasDrainConnection'
  | 'HasLift'
  | 'HasCellar'
  | 'HasTerrace'
  | 'HasGarden'
  | 'HasAttic'
  | 'HasFurnished'
  | 'IsInRiparianZone'
  | 'HasBuildingPermit'
  | 'HasAllotmentPermit'
  | 'HasSummons'
  | 'HasPreemptiveRight'
  | 'HasJudicialDecision'
  | 'ViagerIndexed'
  | 'ViagerSurvivor'

/** Code fields, each paired with a *Name field (HeatingID → HeatingName). */
export type CodeFact =
  | 'HeatingID'
  | 'GlazingID'
  | 'WindowFrameID'
  | 'KitchenID'
  | 'RoofMaterialID'
  | 'RoofConditionID'
  | 'FloorCoveringID'
  | 'ConditionID'
  | 'RearOrientationID'
  | 'AsbestosCertificateTypeID'
  | 'FloodZoneID'
  | 'AreaApplicationID'
  | 'AvailableID'
  | 'ContractTypeID'
  | 'ViagerTypeID'
  | 'VATRegimeID'

type DateFact = 'AsbestosCertificateDate' | 'AvailableDate' | 'EPCDate'

export type Facts = Partial<
  Record<NumFact, number> &
    Record<BoolFact, boolean> &
    Record<CodeFact, number> &
    Record<DateFact, string> &
    Record<'FloodScoreG' | 'FloodScoreP', 'A' | 'B' | 'C' | 'D'> & { EPCStatusID: 1 | 2 | 3 }
>

export interface ListingDef {
  id: number
  goal: 0 | 1
  /** A seasonal tourist rental, priced per week, for at most this many guests. */
  seasonal?: { maxPersons: number }
  type: TypeKey
  /** Web categories beyond the type's own (e.g. a shop with flats above). */
  extraWebIds?: readonly number[]
  city: PlaceKey
  /** Brussels streets are bilingual: the fr name serves fr and en. */
  street: string | { fr: string; nl: string }
  number: string | null
  box?: string
  lat: number
  lng: number
  price: number
  priceUnit?: 7
  publishPrice?: boolean
  publishAddress?: boolean
  marquee?: 1 | 3 | 4 | 14
  created: string
  changed: string
  photos: readonly PhotoKind[]
  docs: readonly DocType[]
  virtualTour?: string
  video?: string
  facts: Facts
  /** Planning details in words (Flemish "stedenbouwkundige inlichtingen"). */
  planning?: Tr
  title: Tr
  /** Paragraphs of the description; inline <strong> allowed. */
  text: TrList
  /** Optional bullet list closing the description. */
  features?: TrList
}
