import { describe, expect, it } from 'vitest'

import type { ArticleData } from '@/data/articleShapes'
import { groupBySubcategory } from './groupArticles'

const article = (id: number, subCategoryId: number | null): ArticleData => ({
  id,
  slug: `a-${id}`,
  title: `A${id}`,
  categoryId: 1,
  subCategoryId,
  summary: '',
  content: null,
  image: null,
  teamMember: null,
})
const sub = (id: number) => ({ id, name: `S${id}`, slug: `s-${id}` })
const shape = (groups: ReturnType<typeof groupBySubcategory>) =>
  groups.map((g) => [g.category?.name ?? null, g.articles.map((a) => a.id)])

describe('groupBySubcategory (isHasSubcategories)', () => {
  it.each([
    ['no sub-categories: one untitled group', [article(1, null), article(2, 5)], [], [[null, [1, 2]]]],
    ['nothing at all', [], [], []],
    [
      'sub-category order, loose articles first, empty groups dropped',
      [article(1, 11), article(2, null), article(3, 10), article(4, 11)],
      [sub(10), sub(11), sub(12)],
      [
        [null, [2]],
        ['S10', [3]],
        ['S11', [1, 4]],
      ],
    ],
    ['an unknown (unpublished) sub-category counts as none', [article(1, 99)], [sub(10)], [[null, [1]]]],
  ])('%s', (_label, articles, subcategories, expected) => {
    expect(shape(groupBySubcategory(articles, subcategories))).toEqual(expected)
  })
})
