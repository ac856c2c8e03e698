import type { Payload } from 'payload'

import { type Locale, locales } from '@/i18n/locales'
import { publicViews } from '@/integrations/omnicasa/mergeLocales'

/**
 * Properties created directly by a test (not through the import) get the public view the import
 * would store, computed by the import's own function from what the database holds.
 */
export async function storePublicViews(payload: Payload): Promise<void> {
  const fields = payload.collections.properties.config.flattenedFields
  const { docs } = await payload.find({
    collection: 'properties',
    locale: 'all',
    depth: 0,
    pagination: false,
  })
  for (const doc of docs) {
    const record = doc as unknown as Record<string, unknown>
    const present = Object.keys((record.title ?? {}) as object).filter((l): l is Locale =>
      (locales as readonly string[]).includes(l),
    )
    const views = publicViews(fields, record, present)
    for (const locale of present) {
      await payload.update({
        collection: 'properties',
        id: doc.id,
        locale,
        depth: 0,
        context: { skipChangeSignal: true },
        data: { publicView: views[locale] },
      })
    }
  }
}
