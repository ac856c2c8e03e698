import type { z } from 'zod'

import type {
  AppointmentSchema,
  CitySchema,
  CommunicationSchema,
  DocumentSchema,
  LanguageSchema,
  NeighbourhoodSchema,
  OwnerSchema,
  PictureSchema,
  ProjectSchema,
  PropertySchema,
  PropertyStatisticsSchema,
  PropertyTypeSchema,
  TreeNodeSchema,
} from './schema'

// Raw Omnicasa records as validated from the snapshot (or, later, the live API). These types stay
// inside src/integrations/omnicasa: the rest of the app sees only what reshape*() makes of them.

export type OmnicasaLanguage = z.infer<typeof LanguageSchema>
export type OmnicasaPicture = z.infer<typeof PictureSchema>
export type OmnicasaDocument = z.infer<typeof DocumentSchema>
export type OmnicasaProperty = z.infer<typeof PropertySchema>
export type OmnicasaPropertyType = z.infer<typeof PropertyTypeSchema>
export type OmnicasaCity = z.infer<typeof CitySchema>
export type OmnicasaProject = z.infer<typeof ProjectSchema>
export type OmnicasaTreeNode = z.infer<typeof TreeNodeSchema>
export type OmnicasaOwner = z.infer<typeof OwnerSchema>
export type OmnicasaPropertyStatistics = z.infer<typeof PropertyStatisticsSchema>
export type OmnicasaCommunication = z.infer<typeof CommunicationSchema>
export type OmnicasaNeighbourhood = z.infer<typeof NeighbourhoodSchema>
export type OmnicasaAppointment = z.infer<typeof AppointmentSchema>

/** The lists the CRM serves per content language. */
export interface CrmLanguageData {
  properties: OmnicasaProperty[]
  propertyTypes: OmnicasaPropertyType[]
  /** all: every city with a listing; sale / rent: cities with a sale / rental listing. */
  cities: { all: OmnicasaCity[]; sale: OmnicasaCity[]; rent: OmnicasaCity[] }
  projects: OmnicasaProject[]
}

/** Everything the importer needs from the CRM, validated (what `FileSnapshotSource.load()` returns). */
export interface CrmSnapshot {
  /** The day the snapshot was taken (YYYY-MM-DD); owner statistics end on it. */
  snapshotDate: string
  languages: Record<OmnicasaLanguage, CrmLanguageData>
  treeNodes: OmnicasaTreeNode[]
  owners: OmnicasaOwner[]
  statistics: OmnicasaPropertyStatistics[]
  communications: OmnicasaCommunication[]
  neighbourhoods: OmnicasaNeighbourhood[]
  /** Visit slots of listings (issue 18). */
  appointments: OmnicasaAppointment[]
}

/** What a scan keeps of a listing's record in one language: enough to plan counts and towns. */
export type ListingSummary = Pick<
  OmnicasaProperty,
  'ID' | 'Zip' | 'City' | 'Goal' | 'MainTypeID' | 'WebID' | 'WebIDs'
>

/**
 * A validated snapshot without the listings' full records, which stay in their files until the
 * import reads them again a chunk at a time (`CrmSource.listings`): at 10,000 listings they are
 * most of the snapshot's 180 MB, several GB once parsed.
 */
export interface CrmScan extends Omit<CrmSnapshot, 'languages'> {
  languages: Record<OmnicasaLanguage, Omit<CrmLanguageData, 'properties'> & { listings: ListingSummary[] }>
}

/** One listing's validated records, by the languages the CRM has it in. */
export type ListingRecords = Partial<Record<OmnicasaLanguage, OmnicasaProperty>>
