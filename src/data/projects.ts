import 'server-only'

import { addressCountry } from '@/domain/address/addressCountry'
import type { PriceLabel } from '@/domain/format/formatPrice'
import { crmPhotoUrl, THUMBNAIL_WIDTH } from '@/domain/media/crmPhotoUrl'
import {
  countUnits,
  lowestPrice,
  parseUnitStatus,
  projectPrice,
  type UnitStatus,
} from '@/domain/project/projectUnits'
import type { Locale } from '@/i18n/locales'
import type { Project } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { pictureSize } from './picture'

type Photo = { url: string; width: number; height: number }

export type ProjectSummary = {
  id: number
  name: string
  cityName: string | null
  zip: string | null
  /** The CRM's description, HTML. */
  description: string | null
  region: string | null
  photo: Photo | null
  /** A photo about 200 px wide for map popups, or null. */
  thumbnailUrl: string | null
  /** Where it is on a map, when the CRM gives coordinates and the address may be shown. */
  position: { lat: number; lng: number } | null
  units: { total: number; sold: number; available: number }
  /** Lowest price of an available unit (neither sold nor under option). */
  lowestPrice: number | null
  /** 'Starting from' that price (spec §9 price unit 7), as cards, the page and maps show it. */
  price: PriceLabel | null
}

export type ProjectUnit = {
  id: number | null
  name: string | null
  typeName: string | null
  floor: number | null
  bedrooms: number | null
  surface: number | null
  price: number | null
  status: UnitStatus | null
  constructionId: number | null
}

export type ProjectConstruction = {
  id: number | null
  name: string | null
  floors: number | null
  deliveryDate: string | null
  description: string | null
}

export type ProjectDocument = { id: number; name: string; url: string; type: string | null }

export type ProjectDetail = ProjectSummary & {
  photos: (Photo & { name: string | null })[]
  /** Street and number, only when the CRM lets the address be published. */
  street: string | null
  /** Country line of the address (none for Belgium, spec §9), and its ISO code for search engines. */
  country: string | null
  countryCode: string | null
  unitList: ProjectUnit[]
  constructions: ProjectConstruction[]
  documents: ProjectDocument[]
}

// Spec §9: country 10 is Belgium, 50 Luxembourg; the CRM gives no ISO code for the others.
const countryCodes: Record<number, string> = { 10: 'BE', 50: 'LU' }

const num = (value: number | null | undefined): number | null => (typeof value === 'number' ? value : null)

function toSummary(doc: Project): ProjectSummary {
  const photo = doc.photos?.[0]
  const units = (doc.units ?? []).map((unit) => ({
    status: parseUnitStatus(unit.status),
    price: num(unit.price),
  }))
  const counts = countUnits(units)
  const { latitude, longitude, publicAddress } = doc.address ?? {}
  return {
    id: doc.id,
    name: doc.name,
    cityName: doc.cityName ?? null,
    zip: doc.zip ?? null,
    description: doc.description ?? null,
    region: doc.region ?? null,
    photo: photo?.url ? { url: photo.url, ...pictureSize(photo) } : null,
    // The CRM's small picture when it has one (it carries its own width), at the thumbnail width with
    // spec §7's parameters either way.
    thumbnailUrl: photo?.url ? crmPhotoUrl(photo.thumbnailUrl ?? photo.url, THUMBNAIL_WIDTH) : null,
    // The reshape keeps publicAddress only when the CRM allows it: no address, no pin either.
    position:
      publicAddress &&
      typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      (latitude !== 0 || longitude !== 0)
        ? { lat: latitude, lng: longitude }
        : null,
    units: { total: counts.all, sold: counts.sold, available: counts.available },
    lowestPrice: lowestPrice(units),
    price: projectPrice(units),
  }
}

function toDetail(doc: Project, locale: Locale): ProjectDetail {
  return {
    ...toSummary(doc),
    photos: (doc.photos ?? []).flatMap((photo) =>
      photo.url
        ? [
            {
              url: photo.url,
              ...pictureSize(photo),
              name: photo.name ?? null,
            },
          ]
        : [],
    ),
    street: doc.address?.publicAddress ?? null,
    country: addressCountry(doc.address?.countryId, doc.address?.countryName),
    countryCode: countryCodes[doc.address?.countryId ?? -1] ?? null,
    unitList: (doc.units ?? []).map((unit) => ({
      id: num(unit.crmId),
      name: unit.name ?? null,
      typeName: unit.typeName ?? null,
      floor: num(unit.floor),
      bedrooms: num(unit.bedrooms),
      surface: num(unit.surface),
      price: num(unit.price),
      status: parseUnitStatus(unit.status),
      constructionId: num(unit.constructionId),
    })),
    constructions: (doc.constructions ?? []).map((construction) => ({
      id: num(construction.crmId),
      name: construction.name ?? null,
      floors: num(construction.floors),
      deliveryDate: construction.deliveryDate ?? null,
      description: construction.description ?? null,
    })),
    // The PDF route renders a document in the language asked for (?lang=).
    documents: (doc.documents ?? []).flatMap((document) =>
      document.url && typeof document.crmId === 'number'
        ? [
            {
              id: document.crmId,
              name: document.name ?? '',
              url: `${document.url}?lang=${locale}`,
              type: document.type ?? null,
            },
          ]
        : [],
    ),
  }
}

const active = { status: { equals: 'active' } } as const

/** Active new-build projects, in the CRM's order. */
export const listProjects: (locale: Locale) => Promise<ProjectSummary[]> = processMemo(
  'project-list',
  ['projects'],
  async (locale: Locale) => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'projects',
      locale,
      where: active,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return result.docs.map(toSummary)
  },
)

// Only active projects reach it (see getProject), so it holds at most their number times four
// languages; the bound is a ceiling for an agency with hundreds of large projects.
const projectDetail = processMemo(
  'project-detail',
  ['projects'],
  async (key: `${number}:${Locale}`): Promise<ProjectDetail | null> => {
    const [id, locale] = key.split(':') as [string, Locale]
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'projects',
      locale,
      where: { and: [active, { id: { equals: Number(id) } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const doc = result.docs[0]
    return doc ? toDetail(doc, locale) : null
  },
  { max: 200, keep: (project) => project !== null },
)

/**
 * One active project with its photos, price list, buildings and documents; null when unknown or
 * withdrawn. The id is the visitor's (/project/?id=): one that is not in the list of active
 * projects is answered at once and leaves nothing in memory.
 */
export async function getProject(id: number, locale: Locale): Promise<ProjectDetail | null> {
  const known = await listProjects(locale)
  return known.some((project) => project.id === id) ? projectDetail(`${id}:${locale}`) : null
}
