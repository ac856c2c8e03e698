import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { recordChange } from '@/db/changes'
import { attachHomeArticle } from '../homePage'
import { welcomeArticleKey } from './data'
import { seedContentImages } from './images'
import { seedArticles } from './seedArticles'
import { seedCategories } from './seedCategories'
import { seedPages } from './seedPages'
import { seedTestimonials } from './testimonials'

export type ContentSeedResult = { categories: number; articles: number; pages: number }

/**
 * The agency's pages, categories and articles in every language (after the home page exists).
 * Everything is looked up first (pages by original path, articles by category and slug), so a
 * restart creates only what is missing. Returns how many documents of each kind were created.
 *
 * The writes share one transaction: a failure leaves no half-seeded content behind, and SQLite
 * commits once instead of a few hundred times (about three times faster).
 */
export async function seedContent(payload: Payload): Promise<ContentSeedResult> {
  const images = await seedContentImages(payload)
  const req = await createLocalReq({ context: { skipChangeSignal: true } }, payload)
  await initTransaction(req)
  let result: ContentSeedResult
  try {
    const categories = await seedCategories(req)
    const articles = await seedArticles(req, categories.ids, images)
    const welcome = articles.ids.get(welcomeArticleKey)
    if (welcome !== undefined) await attachHomeArticle(payload, welcome, req)
    const pages = await seedPages(req, { articles: articles.ids, categories: categories.ids, images })
    await seedTestimonials(req)
    result = { categories: categories.created, articles: articles.created, pages }
    await recordChange(req, ['pages', 'articles', 'categories', 'testimonials'])
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  return result
}
