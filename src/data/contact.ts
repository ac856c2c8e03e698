import 'server-only'

import type { Locale } from '@/i18n/locales'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'

export type ContactDetails = {
  name: string
  legalName: string | null
  street: string | null
  zipCity: string | null
  zip: string | null
  city: string | null
  country: string | null
  phone: string | null
  email: string | null
  vatNumber: string | null
  bivNumber: string | null
  openingHours: string[]
  position: { lat: number; lng: number } | null
  tileUrl: string | null
}

/** The agency's details for the contact page (site settings), in a language. */
export const getContactDetails: (locale: Locale) => Promise<ContactDetails> = processMemo(
  'contact-details',
  ['global:site-settings'],
  async (locale: Locale): Promise<ContactDetails> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 0,
      overrideAccess: false,
    })
    const agency = settings.agency ?? {}
    const lat = agency.latitude
    const lng = agency.longitude
    return {
      name: agency.name ?? '',
      legalName: agency.legalName || null,
      street: [agency.street, agency.houseNumber].filter(Boolean).join(' ') || null,
      zipCity: [agency.zip, agency.city].filter(Boolean).join(' ') || null,
      zip: agency.zip || null,
      city: agency.city || null,
      country: agency.country || null,
      phone: agency.phone ?? null,
      email: agency.email ?? null,
      vatNumber: agency.vatNumber ?? null,
      bivNumber: agency.bivNumber ?? null,
      openingHours: (agency.openingHours ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      position: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
      tileUrl: agency.mapTileUrl ?? null,
    }
  },
)
