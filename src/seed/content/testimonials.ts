import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

// Demo testimonials (spec §3 Testimonial), already approved, as a visitor would have left them:
// in the language they wrote in. Created once; a restart leaves existing ones alone.
const testimonials: { name: string; language: Locale; aboutYou: string; comment: string; daysAgo: number }[] =
  [
    {
      name: 'Sophie L.',
      language: 'fr',
      aboutYou: 'A vendu son appartement à Ixelles',
      comment:
        'Estimation juste, photos superbes et un compromis signé en trois semaines. Nous avons été tenus au courant après chaque visite : on sentait que notre appartement comptait pour eux.',
      daysAgo: 12,
    },
    {
      name: 'Pieter & An',
      language: 'nl',
      aboutYou: 'Huurden een appartement in Gent',
      comment:
        'Vlotte en eerlijke opvolging. Onze vragen over de huurwaarborg en de plaatsbeschrijving kregen telkens dezelfde dag een duidelijk antwoord.',
      daysAgo: 41,
    },
    {
      name: 'James W.',
      language: 'en',
      aboutYou: 'Bought a house in Bruges from abroad',
      comment:
        'Buying from London felt simple: video visits, every document explained in English, and a notary appointment arranged around our flights.',
      daysAgo: 75,
    },
  ]

export async function seedTestimonials(req: PayloadRequest): Promise<number> {
  const { payload } = req
  const { totalDocs } = await payload.count({ collection: 'testimonials', req, overrideAccess: true })
  if (totalDocs > 0) return 0
  for (const item of testimonials) {
    await payload.create({
      collection: 'testimonials',
      req,
      overrideAccess: true,
      context: { skipChangeSignal: true },
      data: {
        name: item.name,
        comment: item.comment,
        aboutYou: item.aboutYou,
        language: item.language,
        approved: true,
        postedAt: new Date(Date.now() - item.daysAgo * 86_400_000).toISOString(),
      },
    })
  }
  return testimonials.length
}
