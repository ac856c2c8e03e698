import type { Payload } from 'payload'

import type { PhotoKind } from '@/integrations/omnicasa/media/kinds'
import { seedImage } from './media'

type SeedPicture = { key: string; kind: PhotoKind; alt: { fr: string; nl: string; en: string } }

const image: SeedPicture = {
  key: 'banner-villa',
  kind: 'facade-villa',
  alt: {
    fr: 'Villa contemporaine en briques claires, entourée de son jardin',
    nl: 'Hedendaagse villa in lichte baksteen, omringd door haar tuin',
    en: 'Contemporary villa in light brick, surrounded by its garden',
  },
}

const gallery: SeedPicture[] = [
  {
    key: 'banner-gallery-living',
    kind: 'living',
    alt: { fr: 'Séjour lumineux', nl: 'Lichtrijke woonkamer', en: 'Bright living room' },
  },
  {
    key: 'banner-gallery-sea',
    kind: 'view-sea',
    alt: { fr: 'Vue sur la mer du Nord', nl: 'Zicht op de Noordzee', en: 'View of the North Sea' },
  },
  {
    key: 'banner-gallery-townhouse',
    kind: 'facade-townhouse',
    alt: { fr: 'Maison de ville à pignon', nl: 'Herenhuis met trapgevel', en: 'Gabled townhouse' },
  },
  {
    key: 'banner-gallery-countryside',
    kind: 'view-countryside',
    alt: { fr: 'Campagne ardennaise', nl: 'Ardens landschap', en: 'Ardennes countryside' },
  },
]

/**
 * The home banner's pictures: the image (also every other type's fallback) and a four-picture
 * gallery, so switching the type in the admin shows something at once. The type itself stays as
 * seeded by `seedGlobals` ('properties'). Pictures an editor has already chosen are kept.
 */
export async function seedHomeBanner(payload: Payload): Promise<boolean> {
  const banner = await payload.findGlobal({ slug: 'home-banner', depth: 0 })
  const hasImage = banner.media !== null && banner.media !== undefined
  const hasGallery = (banner.gallery?.length ?? 0) > 0
  if (hasImage && hasGallery) return false

  const data: { media?: number; gallery?: number[] } = {}
  if (!hasImage) data.media = await seedImage(payload, image)
  if (!hasGallery) {
    data.gallery = []
    for (const picture of gallery) data.gallery.push(await seedImage(payload, picture))
  }
  await payload.updateGlobal({ slug: 'home-banner', data })
  return true
}
