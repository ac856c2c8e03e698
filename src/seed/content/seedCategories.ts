import type { PayloadRequest } from 'payload'

import { categorySeeds } from './data'
import { laterLocales } from './locales'
import { findCategoryId } from './lookup'
import type { CategoryKey } from './types'

export type CategoryIds = Map<CategoryKey, number>

/** Creates the missing article categories, found again by their French slug. */
export async function seedCategories(req: PayloadRequest): Promise<{ ids: CategoryIds; created: number }> {
  const { payload } = req
  const ids: CategoryIds = new Map()
  let created = 0
  for (const seed of categorySeeds) {
    const found = await findCategoryId(payload, seed.slugs.fr, req)
    if (found !== undefined) {
      ids.set(seed.key, found)
      continue
    }
    const category = await payload.create({
      collection: 'categories',
      locale: 'fr',
      data: { name: seed.names.fr, slug: seed.slugs.fr, status: 'published', sort: seed.sort },
      req,
    })
    for (const locale of laterLocales) {
      await payload.update({
        collection: 'categories',
        id: category.id,
        locale,
        data: { name: seed.names[locale], slug: seed.slugs[locale] },
        req,
      })
    }
    ids.set(seed.key, category.id)
    created += 1
  }
  return { ids, created }
}
