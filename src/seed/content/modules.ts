import type { Locale } from '@/i18n/locales'
import { type ImageIds, imageId } from './images'
import { isContentLocale } from './locales'
import { markdown } from './markdown'
import type { ArticleIds } from './seedArticles'
import type { CategoryIds } from './seedCategories'
import type { ModuleSeed } from './types'

export type ContentRefs = { articles: ArticleIds; categories: CategoryIds; images: ImageIds }

function relationRow(seed: ModuleSeed, refs: ContentRefs) {
  const relation = seed.relation
  if (!relation) return []
  if ('article' in relation) {
    const article = refs.articles.get(relation.article)
    if (article === undefined) throw new Error(`Seed module: no article ${relation.article}`)
    return [{ type: 'article' as const, article }]
  }
  const category = refs.categories.get(relation.category)
  if (category === undefined) throw new Error(`Seed module: no category ${relation.category}`)
  return [{ type: 'category' as const, category }]
}

/**
 * A page's modules as written in one language. Modules are not localized, their texts are: a
 * later language passes the ids Payload gave each module so that it adds its texts to them.
 */
export function moduleData(
  seeds: ModuleSeed[],
  locale: Locale,
  refs: ContentRefs,
  ids: (string | null | undefined)[] = [],
) {
  return seeds.map((seed, index) => {
    const description = seed.descriptions && isContentLocale(locale) ? seed.descriptions[locale] : undefined
    const image = imageId(refs.images, seed.background)
    return {
      ...(ids[index] ? { id: ids[index] } : {}),
      blockType: seed.blockType,
      status: 'published' as const,
      span: 12,
      relations: relationRow(seed, refs),
      ...(seed.numberItemOfRow ? { numberItemOfRow: seed.numberItemOfRow } : {}),
      ...(seed.maxItems ? { maxItems: seed.maxItems } : {}),
      backgroundType: image === undefined ? ('none' as const) : ('image' as const),
      ...(image === undefined ? {} : { image }),
      ...(seed.titles ? { title: seed.titles[locale] } : {}),
      ...(description ? { description: markdown(description) } : {}),
    }
  })
}
