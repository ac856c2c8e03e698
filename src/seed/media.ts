import type { Payload } from 'payload'

import type { PhotoKind } from '@/integrations/omnicasa/media/kinds'
import { renderPhoto } from '@/integrations/omnicasa/media/renderPhoto'

type Alt = { fr: string; nl: string; en: string }

/**
 * A demo image in the media library, drawn by the snapshot's photo renderer. `key` names it
 * (media filename `seed-{key}.jpg`), so seeding twice finds the first one instead of adding another.
 */
export async function seedImage(
  payload: Payload,
  { key, kind, alt }: { key: string; kind: PhotoKind; alt: Alt },
): Promise<number> {
  const filename = `seed-${key}.jpg`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  const found = existing.docs[0]
  if (found) return found.id
  const data = await renderPhoto(kind, `seed/${key}`)
  const media = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: alt.fr },
    file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
  })
  for (const locale of ['nl', 'en'] as const) {
    await payload.update({ collection: 'media', id: media.id, locale, data: { alt: alt[locale] } })
  }
  return media.id
}
