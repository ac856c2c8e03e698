import type { Payload } from 'payload'

import { seedImage } from '../media'
import { articleSeeds, categorySeeds, pageSeeds } from './data'
import { findArticleId, findCategoryId, findPageId } from './lookup'
import type { ImageSeed } from './types'

export type ImageIds = Map<string, number>

async function articleExists(payload: Payload, seed: (typeof articleSeeds)[number]): Promise<boolean> {
  const frenchSlug = categorySeeds.find((category) => category.key === seed.category)?.slugs.fr
  const category = frenchSlug ? await findCategoryId(payload, frenchSlug) : undefined
  return category !== undefined && (await findArticleId(payload, category, seed.slugs.fr)) !== undefined
}

/**
 * The illustrations of the articles and pages still to be created, by key. They are drawn before
 * the content's transaction opens, since the media upload writes outside it (seedImage takes no
 * request), and only for missing documents, so a restart never uploads an image again.
 */
export async function seedContentImages(payload: Payload): Promise<ImageIds> {
  const seeds: ImageSeed[] = []
  for (const article of articleSeeds) {
    if (article.image && !(await articleExists(payload, article))) seeds.push(article.image)
  }
  for (const page of pageSeeds) {
    const backgrounds = (page.modules ?? []).flatMap((module) => module.background ?? [])
    if (backgrounds.length > 0 && (await findPageId(payload, page.originalPath)) === undefined)
      seeds.push(...backgrounds)
  }
  const ids: ImageIds = new Map()
  for (const seed of seeds) ids.set(seed.key, await seedImage(payload, seed))
  return ids
}

export function imageId(ids: ImageIds, seed: ImageSeed | undefined): number | undefined {
  if (!seed) return undefined
  const id = ids.get(seed.key)
  if (id === undefined) throw new Error(`Seed image ${seed.key} was not drawn`)
  return id
}
