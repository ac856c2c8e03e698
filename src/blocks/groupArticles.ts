import type { ArticleData, CategoryData } from '@/data/articleShapes'

export type ArticleGroup = { category: CategoryData | null; articles: ArticleData[] }

/**
 * A category's articles under its sub-categories (`isHasSubcategories`), in the sub-categories'
 * order; articles without one come first, untitled. Empty sub-categories are left out.
 */
export function groupBySubcategory(articles: ArticleData[], subcategories: CategoryData[]): ArticleGroup[] {
  if (subcategories.length === 0) return articles.length ? [{ category: null, articles }] : []
  const known = new Set(subcategories.map((category) => category.id))
  const loose = articles.filter(
    (article) => article.subCategoryId === null || !known.has(article.subCategoryId),
  )
  const groups = subcategories.map((category) => ({
    category,
    articles: articles.filter((article) => article.subCategoryId === category.id),
  }))
  return [...(loose.length ? [{ category: null, articles: loose }] : []), ...groups].filter(
    (group) => group.articles.length > 0,
  )
}

/** The first article, in the order the groups show them, that `matches` (the one whose image loads at once). */
export function firstShown(
  articles: ArticleData[],
  subcategories: CategoryData[],
  matches: (article: ArticleData) => unknown,
): ArticleData | undefined {
  return groupBySubcategory(articles, subcategories)
    .flatMap((group) => group.articles)
    .find((article) => matches(article))
}
