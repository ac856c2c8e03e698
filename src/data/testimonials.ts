import 'server-only'

import type { Locale } from '@/i18n/locales'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { mediaPicture, pictureUrl } from './picture'

export type TestimonialCard = {
  id: number
  name: string
  comment: string
  aboutYou: string | null
  website: string | null
  postedAt: string
  image: { url: string; alt: string } | null
}

/** How many the about page and the home page show, newest first. */
export const TESTIMONIALS_SHOWN = 6

/**
 * Approved testimonials (spec §3: name, image, comment, website, about you, date of posting),
 * newest first. Read with the visitor's access: unapproved ones never leave the database.
 */
export const listTestimonials: (locale: Locale) => Promise<TestimonialCard[]> = processMemo(
  'testimonials',
  ['testimonials', 'media'],
  async (locale: Locale): Promise<TestimonialCard[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      locale,
      depth: 1,
      limit: TESTIMONIALS_SHOWN,
      sort: '-postedAt',
      overrideAccess: false,
    })
    return docs.map((doc) => {
      const picture = mediaPicture(doc.image)
      return {
        id: doc.id,
        name: doc.name,
        comment: doc.comment,
        aboutYou: doc.aboutYou ?? null,
        website: doc.website ?? null,
        postedAt: doc.postedAt,
        // A 48 px avatar: the 400 px file, as the original site's thumbnail.
        image: picture ? { url: pictureUrl(picture, 400), alt: picture.alt || doc.name } : null,
      }
    })
  },
)
