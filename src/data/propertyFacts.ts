import 'server-only'

import { cache } from 'react'

import { legalMentions, type LegalMentions } from '@/domain/property/legalMentions'
import { epcSummary, type EpcSummary } from '@/domain/epc/epcSummary'
import { type FactGroup, propertyFacts } from '@/domain/property/propertyFacts'
import { propertyMedia, type PropertyMedia } from '@/domain/property/propertyMedia'
import { regionByZip } from '@/domain/address/regionByZip'
import type { Locale } from '@/i18n/locales'
import { activeProperty } from './activeProperty'

/** Everything the facts section of a property's page shows, reduced to plain serialisable values. */
export type PropertyFacts = {
  groups: FactGroup[]
  epc: EpcSummary | null
  legal: LegalMentions
  media: PropertyMedia[]
  /** The first photo, behind the play buttons of the tour and video. */
  poster: string | null
}

/** The facts of one active property in a language, or null (not found, or not public). */
export const getPropertyFacts = cache(async (id: number, locale: Locale): Promise<PropertyFacts | null> => {
  const doc = await activeProperty(id, locale)
  if (!doc) return null
  const region = doc.region ?? regionByZip(doc.zip, doc.address?.countryId)
  const legal = legalMentions({ ...doc, region })
  const epc = epcSummary({
    goal: doc.goal,
    region,
    energyPerformance: doc.epc?.energyPerformance,
    epcStatus: doc.energy?.epcStatus,
  })
  return {
    groups: propertyFacts(doc, legal.covers, epc ? ['energy'] : []),
    epc,
    legal,
    media: propertyMedia(doc),
    poster: doc.photos?.find((photo) => photo.url)?.url ?? null,
  }
})
