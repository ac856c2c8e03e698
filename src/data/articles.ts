import 'server-only'

// Reads of articles, categories and their media for pages and modules, kept per process
// (processMemo) until one of those collections changes. Their shapes and mappers: articleShapes.ts.
import type { Where } from 'payload'

import { liveDocument } from '@/access'
import type { Locale } from '@/i18n/locales'
import type { Article, Category, Media, User } from '@/payload-types'
import {
  type ArticleData,
  type CategoryData,
  type MediaData,
  toArticleData,
  toCategoryData,
  toMediaData,
} from './articleShapes'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { previewer } from './preview'

/** An article's detail page: the list data plus its categories, gallery and SEO fields. */
export type ArticleDetail = ArticleData & {
  category: CategoryData | null
  subCategory: CategoryData | null
  images: MediaData[]
  seo: { title: string | null; description: string | null; image: MediaData | null }
}

// A guard against a typo such as 4000 in the CMS: no page lists more.
export const MAX_ITEMS_CEILING = 100
// What every article read depends on: the articles, their categories and their images.
const sources = ['articles', 'categories', 'media'] as const

export function clampLimit(value: number): number {
  return Math.min(MAX_ITEMS_CEILING, Math.max(1, Math.floor(value) || 1))
}

// Lists need no SEO metadata or gallery: leaving them out keeps the cached entries small.
const listSelect = {
  title: true,
  slug: true,
  category: true,
  subCategory: true,
  excerpt: true,
  content: true,
  image: true,
  teamMember: true,
  sort: true,
} as const

// Access already hides drafts from visitors; the explicit filter keeps that true for any caller.
const published = (where: Where): Where => ({ and: [where, { status: { equals: 'published' } }] })
// Articles also keep drafts (Payload's versions): the published version of a shown article.
const live = (where: Where): Where => ({ and: [where, liveDocument] })

async function findArticles(where: Where, locale: Locale, limit: number): Promise<ArticleData[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'articles',
    where: live(where),
    locale,
    limit,
    sort: ['sort', 'id'],
    depth: 1,
    overrideAccess: false,
    select: listSelect,
  })
  return result.docs.map((doc) => toArticleData(doc as Article))
}

// Keys come from the CMS (the route table, modules' relations), not from visitors, so these hold
// at most the site's articles and categories per language; the bound is a ceiling for a very large
// site. Misses (null, or nothing found for the ids) are not kept.
const MAX_KEPT = 1_000
const found = <V>(value: V | null): boolean => value !== null
const nonEmpty = <V>(list: V[]): boolean => list.length > 0

type IdKey = `${number}:${Locale}`
const idKey = (key: IdKey): [number, Locale] => {
  const [id, locale] = key.split(':') as [string, Locale]
  return [Number(id), locale]
}
/** `locale:id,id,…` for a list of ids, in the order asked. */
type IdsKey = `${Locale}:${string}`
const idsKey = (key: IdsKey): [number[], Locale] => {
  const [locale, ids = ''] = key.split(':') as [Locale, string?]
  return [ids.split(',').map(Number), locale]
}

const category = processMemo(
  'article-category',
  sources,
  async (key: IdKey): Promise<CategoryData | null> => {
    const [id, locale] = idKey(key)
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'categories',
      where: published({ id: { equals: id } }),
      locale,
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const doc = result.docs[0]
    return doc ? toCategoryData(doc) : null
  },
  { max: MAX_KEPT, keep: found },
)

/** A published category, or null (draft, withdrawn or deleted). */
export const getCategory = (id: number, locale: Locale): Promise<CategoryData | null> =>
  category(`${id}:${locale}`)

// Null when the category is not published: a miss, not kept (an empty category is kept).
const categoryArticles = processMemo(
  'category-articles',
  sources,
  async (key: `${number}:${Locale}:${number}`): Promise<ArticleData[] | null> => {
    const [categoryId, locale, limit] = key.split(':') as [string, Locale, string]
    if (!(await getCategory(Number(categoryId), locale))) return null
    const where: Where = {
      or: [{ category: { equals: Number(categoryId) } }, { subCategory: { equals: Number(categoryId) } }],
    }
    return findArticles(where, locale, Number(limit))
  },
  { max: MAX_KEPT, keep: found },
)

/**
 * The published articles of a published category (as main category or as sub-category), in
 * editor order (`sort`, then creation order), at most `limit`.
 */
export const listCategoryArticles = async (
  categoryId: number,
  locale: Locale,
  limit: number,
): Promise<ArticleData[]> => (await categoryArticles(`${categoryId}:${locale}:${clampLimit(limit)}`)) ?? []

const subcategories = processMemo(
  'article-subcategories',
  sources,
  async (key: IdKey): Promise<CategoryData[]> => {
    const [parentId, locale] = idKey(key)
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'categories',
      where: published({ parent: { equals: parentId } }),
      locale,
      limit: MAX_ITEMS_CEILING,
      sort: ['sort', 'id'],
      depth: 0,
      overrideAccess: false,
    })
    return result.docs.map((doc: Category) => toCategoryData(doc))
  },
  // An unknown parent has no children either: empty answers are not kept.
  { max: MAX_KEPT, keep: nonEmpty },
)

/** The published children of a category, in menu order. */
export const listSubcategories = (parentId: number, locale: Locale): Promise<CategoryData[]> =>
  subcategories(`${parentId}:${locale}`)

const articlesByIds = processMemo(
  'articles-by-id',
  sources,
  async (key: IdsKey): Promise<ArticleData[]> => {
    const [ids, locale] = idsKey(key)
    const articles = await findArticles({ id: { in: ids } }, locale, ids.length)
    return ids.flatMap((id) => articles.filter((article) => article.id === id))
  },
  { max: MAX_KEPT, keep: nonEmpty },
)

/** Published articles by id, in the order asked (the editor's order of a module's relations). */
export const getArticlesByIds = (ids: number[], locale: Locale): Promise<ArticleData[]> =>
  ids.length === 0 ? Promise.resolve([]) : articlesByIds(`${locale}:${ids.join(',')}`)

const mediaByIds = processMemo(
  'media-by-id',
  ['media'],
  async (key: IdsKey): Promise<MediaData[]> => {
    const [ids, locale] = idsKey(key)
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'media',
      where: { id: { in: ids } },
      locale,
      limit: ids.length,
      depth: 0,
      overrideAccess: false,
    })
    const media = result.docs.flatMap((doc: Media) => toMediaData(doc) ?? [])
    return ids.flatMap((id) => media.filter((item) => item.id === id))
  },
  { max: MAX_KEPT, keep: nonEmpty },
)

export const getMediaByIds = (ids: number[], locale: Locale): Promise<MediaData[]> =>
  ids.length === 0 ? Promise.resolve([]) : mediaByIds(`${locale}:${ids.join(',')}`)

const categoryOf = (value: number | Category | null | undefined): CategoryData | null =>
  value && typeof value === 'object' ? toCategoryData(value) : null

async function readArticle(id: number, locale: Locale, preview: User | null): Promise<ArticleDetail | null> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'articles',
    locale,
    limit: 1,
    depth: 1,
    overrideAccess: false,
    // A staff preview reads the latest draft, shown or not yet, with the staff member's rights.
    ...(preview
      ? { where: { id: { equals: id } }, draft: true, user: preview }
      : { where: live({ id: { equals: id } }) }),
  })
  const doc = result.docs[0]
  if (!doc) return null
  // A draft category is not populated for a visitor (access), so it stays a bare id here.
  const category = categoryOf(doc.category)
  if (!category) return null
  return {
    ...toArticleData(doc),
    category,
    subCategory: categoryOf(doc.subCategory),
    images: (doc.images ?? []).flatMap((image) => toMediaData(image) ?? []),
    seo: {
      title: doc.meta?.isActiveSEO ? doc.meta.title || null : null,
      description: doc.meta?.isActiveSEO ? doc.meta.description || null : null,
      image: toMediaData(doc.meta?.og?.image),
    },
  }
}

const article = processMemo(
  'article',
  sources,
  async (key: IdKey): Promise<ArticleDetail | null> => {
    const [id, locale] = idKey(key)
    return readArticle(id, locale, null)
  },
  { max: MAX_KEPT, keep: found },
)

/** One published article for its detail page, or null; its latest draft in a staff preview. */
export async function getArticle(id: number, locale: Locale): Promise<ArticleDetail | null> {
  const preview = await previewer()
  return preview ? readArticle(id, locale, preview) : article(`${id}:${locale}`)
}
