import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Media, Page } from '@/payload-types'
import {
  clampLimit,
  getArticlesByIds,
  getMediaByIds,
  listCategoryArticles,
  listSubcategories,
} from './articles'
import {
  type ArticleData,
  type CategoryData,
  type MediaData,
  relationId,
  type RichTextData,
  richTextToPlain,
  toMediaData,
} from './articleShapes'

export type PageModule = NonNullable<Page['modules']>[number]
export type ModuleView = PageModule['blockType']
type Relation = NonNullable<PageModule['relations']>[number]
export type PropertyListKind = NonNullable<Relation['propertyList']>

/** What a module view renders: the module's own fields plus the documents its relations point to. */
export type ResolvedModule = {
  key: string
  view: ModuleView
  title: string | null
  titleSize: 'h1' | 'h2'
  description: RichTextData | null
  description2: RichTextData | null
  layout: {
    /** Content row (spec §3 `position`); modules sharing it sit side by side. */
    position: number | null
    sort: number | null
    span: number
    sm: number | null
    md: number | null
    lg: number | null
    cssClass: string | null
  }
  background: { kind: 'image'; image: MediaData } | { kind: 'color'; color: string } | null
  /** The module's own image (unless it is the background) and its gallery. */
  images: MediaData[]
  itemsPerRow: number | null
  articles: ArticleData[]
  /** Published children of the related category, in menu order, when the module asks for them. */
  subcategories: CategoryData[]
  /** Relations this layer does not render (property lists, contact form), for the page to place. */
  propertyLists: PropertyListKind[]
  contactForm: boolean
}

/** Spec §9: services max 6, team max 20, FAQ max 40; a single view shows one article. */
export const defaultMaxItems: Record<ModuleView, number> = {
  'single-view': 1,
  'news-view': 6,
  'ons-team-view': 20,
  'collapse-view': 40,
  default: 12,
}

type MediaValue = number | Media | null | undefined

const richTextOrNull = (value: RichTextData | null | undefined): RichTextData | null =>
  value && richTextToPlain(value) ? value : null

async function articlesOf(relations: Relation[], locale: Locale, limit: number): Promise<ArticleData[]> {
  const lists = await Promise.all(
    relations.map((relation) => {
      const articleId = relation.type === 'article' ? relationId(relation.article) : null
      if (articleId) return getArticlesByIds([articleId], locale)
      const categoryId = relation.type === 'category' ? relationId(relation.category) : null
      return categoryId ? listCategoryArticles(categoryId, locale, limit) : []
    }),
  )
  const seen = new Set<number>()
  return lists
    .flat()
    .filter((article) => !seen.has(article.id) && seen.add(article.id))
    .slice(0, limit)
}

async function resolveModule(
  module: PageModule,
  index: number,
  locale: Locale,
  mediaOf: (value: MediaValue) => MediaData | null,
): Promise<ResolvedModule> {
  const relations = module.relations ?? []
  const limit = clampLimit(module.maxItems ?? defaultMaxItems[module.blockType])
  const firstCategory = relations
    .map((r) => (r.type === 'category' ? relationId(r.category) : null))
    .find(Boolean)
  const [articles, subcategories] = await Promise.all([
    articlesOf(relations, locale, limit),
    module.isHasSubcategories && firstCategory ? listSubcategories(firstCategory, locale) : [],
  ])
  const image = mediaOf(module.image)
  const color = module.colorBackground?.trim()
  const background =
    module.backgroundType === 'image' && image
      ? ({ kind: 'image', image } as const)
      : module.backgroundType === 'color' && color
        ? ({ kind: 'color', color } as const)
        : null
  const gallery = (module.images ?? []).flatMap((value) => mediaOf(value) ?? [])
  return {
    key: module.id ?? `${module.blockType}-${index}`,
    view: module.blockType,
    title: module.title?.trim() || null,
    titleSize: module.titleSize === 'h1' ? 'h1' : 'h2',
    description: richTextOrNull(module.description),
    description2: richTextOrNull(module.description2),
    layout: {
      position: module.position ?? null,
      sort: module.sort ?? null,
      span: module.span,
      sm: module.sm ?? null,
      md: module.md ?? null,
      lg: module.lg ?? null,
      cssClass: module.cssClass?.trim() || null,
    },
    background,
    images: background?.kind === 'image' || !image ? gallery : [image, ...gallery],
    itemsPerRow: module.numberItemOfRow ?? null,
    articles,
    subcategories,
    propertyLists: relations.flatMap((r) =>
      r.type === 'property-list' && r.propertyList ? [r.propertyList] : [],
    ),
    contactForm: relations.some((r) => r.type === 'contact'),
  }
}

/**
 * A page's published modules with the plain data each view needs: related articles (images at
 * depth 1), a category's published articles in `sort` order up to `maxItems` (or the view's
 * default), and sub-categories when `isHasSubcategories`. Each read is cached under the articles,
 * categories and media collections.
 */
export async function resolveModules(modules: PageModule[], locale: Locale): Promise<ResolvedModule[]> {
  const visible = modules.filter((module) => module.status === 'published')
  // A page read at depth 0 holds media ids only; fetch them together.
  const ids = visible.flatMap((m) =>
    [m.image, ...(m.images ?? [])].filter((v): v is number => typeof v === 'number'),
  )
  const fetched = await getMediaByIds([...new Set(ids)], locale)
  const mediaOf = (value: MediaValue): MediaData | null =>
    typeof value === 'number' ? (fetched.find((media) => media.id === value) ?? null) : toMediaData(value)
  return Promise.all(visible.map((module, index) => resolveModule(module, index, locale, mediaOf)))
}
