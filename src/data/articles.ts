import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Article, Category, Media } from '@/payload-types'
import {
  type ArticleData,
  type CategoryData,
  type MediaData,
  toArticleData,
  toCategoryData,
  toMediaData,
} from './articleData'
import { payloadClient } from './payload'
import { tags } from './tags'

/** An article's detail page: the list data plus its categories, gallery and SEO fields. */
export type ArticleDetail = ArticleData & {
  category: CategoryData | null
  subCategory: CategoryData | null
  images: MediaData[]
  seo: { title: string | null; description: string | null; image: MediaData | null }
}

// A guard against a typo such as 4000 in the CMS: no page lists more.
export const MAX_ITEMS_CEILING = 100
const cacheTags = [tags.articles, tags.categories, tags.media]

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

async function findArticles(where: Where, locale: Locale, limit: number): Promise<ArticleData[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'articles',
    where: published(where),
    locale,
    limit,
    sort: ['sort', 'id'],
    depth: 1,
    overrideAccess: false,
    select: listSelect,
  })
  return result.docs.map((doc) => toArticleData(doc as Article))
}

/** A published category, or null (draft, withdrawn or deleted). */
export const getCategory = (id: number, locale: Locale): Promise<CategoryData | null> =>
  unstable_cache(
    async () => {
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
    ['articles:category', locale, String(id)],
    { tags: cacheTags },
  )()

/**
 * The published articles of a published category (as main category or as sub-category), in
 * editor order (`sort`, then creation order), at most `limit`.
 */
export const listCategoryArticles = (
  categoryId: number,
  locale: Locale,
  limit: number,
): Promise<ArticleData[]> =>
  unstable_cache(
    async () => {
      if (!(await getCategory(categoryId, locale))) return []
      const where: Where = {
        or: [{ category: { equals: categoryId } }, { subCategory: { equals: categoryId } }],
      }
      return findArticles(where, locale, clampLimit(limit))
    },
    ['articles:by-category', locale, String(categoryId), String(limit)],
    { tags: cacheTags },
  )()

/** The published children of a category, in menu order. */
export const listSubcategories = (parentId: number, locale: Locale): Promise<CategoryData[]> =>
  unstable_cache(
    async () => {
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
    ['articles:subcategories', locale, String(parentId)],
    { tags: cacheTags },
  )()

/** Published articles by id, in the order asked (the editor's order of a module's relations). */
export const getArticlesByIds = (ids: number[], locale: Locale): Promise<ArticleData[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : unstable_cache(
        async () => {
          const found = await findArticles({ id: { in: ids } }, locale, ids.length)
          return ids.flatMap((id) => found.filter((article) => article.id === id))
        },
        ['articles:by-id', locale, ids.join(',')],
        { tags: cacheTags },
      )()

export const getMediaByIds = (ids: number[], locale: Locale): Promise<MediaData[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : unstable_cache(
        async () => {
          const payload = await payloadClient()
          const result = await payload.find({
            collection: 'media',
            where: { id: { in: ids } },
            locale,
            limit: ids.length,
            depth: 0,
            overrideAccess: false,
          })
          const found = result.docs.flatMap((doc: Media) => toMediaData(doc) ?? [])
          return ids.flatMap((id) => found.filter((media) => media.id === id))
        },
        ['articles:media', locale, ids.join(',')],
        { tags: [tags.media] },
      )()

const categoryOf = (value: number | Category | null | undefined): CategoryData | null =>
  value && typeof value === 'object' ? toCategoryData(value) : null

/** One published article for its detail page, or null. */
export const getArticle = (id: number, locale: Locale): Promise<ArticleDetail | null> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'articles',
        where: published({ id: { equals: id } }),
        locale,
        limit: 1,
        depth: 1,
        overrideAccess: false,
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
    },
    ['articles:detail', locale, String(id)],
    { tags: cacheTags },
  )()
