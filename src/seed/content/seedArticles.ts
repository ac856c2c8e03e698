import type { PayloadRequest } from 'payload'

import { articleSeeds } from './data'
import { type ImageIds, imageId } from './images'
import { laterLocales } from './locales'
import { findArticleId } from './lookup'
import { markdown } from './markdown'
import type { CategoryIds } from './seedCategories'
import type { ArticleSeed, ContentLocale } from './types'

export type ArticleIds = Map<string, number>

/** The texts of one content language; the SEO texts default to the title and the excerpt. */
function localizedData(seed: ArticleSeed, locale: ContentLocale) {
  const { title, excerpt, content, seo } = seed.texts[locale]
  return {
    title,
    slug: seed.slugs[locale],
    excerpt,
    content: markdown(content),
    meta: { isActiveSEO: true, title: seo?.title ?? title, description: seo?.description ?? excerpt },
    ...(seed.teamMember ? { teamMember: { role: seed.teamMember.role[locale] } } : {}),
  }
}

async function createArticle(
  req: PayloadRequest,
  seed: ArticleSeed,
  category: number,
  images: ImageIds,
): Promise<number> {
  const fr = localizedData(seed, 'fr')
  const article = await req.payload.create({
    collection: 'articles',
    locale: 'fr',
    data: {
      ...fr,
      category,
      status: 'published',
      _status: 'published',
      sort: seed.sort,
      publishedAt: seed.publishedAt,
      image: imageId(images, seed.image),
      teamMember: seed.teamMember
        ? { role: seed.teamMember.role.fr, email: seed.teamMember.email, phone: seed.teamMember.phone }
        : undefined,
    },
    req,
  })
  for (const locale of laterLocales) {
    // German: its own title (required) and slug; the texts fall back to French.
    const data =
      locale === 'de'
        ? {
            title: seed.germanTitle,
            slug: seed.slugs.de,
            ...(seed.teamMember ? { teamMember: { role: seed.teamMember.role.de } } : {}),
          }
        : localizedData(seed, locale)
    await req.payload.update({
      collection: 'articles',
      id: article.id,
      locale,
      data: { ...data, _status: 'published' },
      req,
    })
  }
  return article.id
}

/** Creates the missing articles, found again by their category and French slug. */
export async function seedArticles(
  req: PayloadRequest,
  categories: CategoryIds,
  images: ImageIds,
): Promise<{ ids: ArticleIds; created: number }> {
  const ids: ArticleIds = new Map()
  let created = 0
  for (const seed of articleSeeds) {
    const category = categories.get(seed.category)
    if (category === undefined) throw new Error(`Seed article ${seed.key}: no category ${seed.category}`)
    const found = await findArticleId(req.payload, category, seed.slugs.fr, req)
    if (found !== undefined) {
      ids.set(seed.key, found)
      continue
    }
    ids.set(seed.key, await createArticle(req, seed, category, images))
    created += 1
  }
  return { ids, created }
}
