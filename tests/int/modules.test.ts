import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Type-only: the module itself loads after createTestPayload() has chosen the database.
import type * as ArticlesModule from '@/data/articles'
import type * as ModulesModule from '@/data/modules'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// src/data reads through the app's Payload instance; here it is the test's.
const state = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('server-only', () => ({}))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

type PageModule = ModulesModule.PageModule

let t: TestPayload
let payload: Payload
let modules: typeof ModulesModule
let articles: typeof ArticlesModule
let dataDir: string
let setSecret = false
const ids = {} as Record<'services' | 'faq' | 'faqChild' | 'faqDraftChild' | 'draftCategory', number>
const articleIds = {} as Record<'withImage' | 'draft' | 'inDraftCategory' | 'translated', number>

const block = (blockType: PageModule['blockType'], fields: Partial<PageModule> = {}): PageModule =>
  ({ blockType, span: 12, status: 'published', ...fields }) as PageModule
const categoryRelation = (id: number) => [{ type: 'category' as const, category: id }]
const articleRelation = (id: number) => [{ type: 'article' as const, article: id }]

async function category(name: string, status: 'published' | 'draft', parent?: number): Promise<number> {
  const doc = await payload.create({ collection: 'categories', locale: 'fr', data: { name, status, parent } })
  return doc.id
}

async function article(
  title: string,
  categoryId: number,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const doc = await payload.create({
    collection: 'articles',
    locale: 'fr',
    data: { title, category: categoryId, status: 'published', _status: 'published', ...fields },
  })
  return doc.id
}

describe(`page modules data (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    // Uploads land in a temporary data directory, never in the checkout's data/; a given secret
    // keeps env.ts from writing one there.
    dataDir = mkdtempSync(path.join(tmpdir(), 'modules-int-'))
    process.env.DATA_DIR = dataDir
    setSecret = !process.env.PAYLOAD_SECRET
    if (setSecret) process.env.PAYLOAD_SECRET = 'modules-integration-test-secret-0123456789'
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    modules = await import('@/data/modules')
    articles = await import('@/data/articles')

    ids.services = await category('Services', 'published')
    ids.faq = await category('FAQ', 'published')
    ids.faqChild = await category('Le contrat', 'published', ids.faq)
    ids.faqDraftChild = await category('Brouillon', 'draft', ids.faq)
    ids.draftCategory = await category('Caché', 'draft')

    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f4e5f' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      locale: 'fr',
      data: { alt: 'Façade en pierre' },
      file: { data: png, mimetype: 'image/png', name: 'facade.png', size: png.length },
    })

    // Created in reverse of their `sort` so that creation order cannot pass for the sort order.
    for (let n = 8; n >= 1; n--) await article(`Service ${n}`, ids.services, { sort: n })
    articleIds.withImage = await article('Vente', ids.services, {
      sort: 20,
      image: media.id,
      excerpt: 'Vendre.',
    })
    articleIds.draft = await article('Brouillon', ids.services, { sort: 0, status: 'draft' })
    for (let n = 1; n <= 45; n++) await article(`Question ${n}`, ids.faq, { sort: n })
    await article('Le contrat', ids.faq, { sort: 100, subCategory: ids.faqChild })
    articleIds.inDraftCategory = await article('Invisible', ids.draftCategory)
    articleIds.translated = await article('Estimation', ids.services, { sort: 50 })
    await payload.update({
      collection: 'articles',
      id: articleIds.translated,
      locale: 'nl',
      data: { title: 'Schatting' },
    })
  })

  afterAll(async () => {
    await t?.cleanup()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    delete process.env.DATA_DIR
    if (setSecret) delete process.env.PAYLOAD_SECRET
  })

  it('news view: a category’s published articles in sort order, at most 6 by default', async () => {
    const [news] = await modules.resolveModules(
      [block('news-view', { relations: categoryRelation(ids.services) })],
      'fr',
    )
    expect(news?.articles.map((a) => a.title)).toEqual([
      'Service 1',
      'Service 2',
      'Service 3',
      'Service 4',
      'Service 5',
      'Service 6',
    ])
  })

  it('a draft article never appears, neither through a category nor as a direct relation', async () => {
    const resolved = await modules.resolveModules(
      [
        block('news-view', { relations: categoryRelation(ids.services), maxItems: 100 }),
        block('single-view', { relations: articleRelation(articleIds.draft) }),
      ],
      'fr',
    )
    const titles = resolved[0]?.articles.map((a) => a.title) ?? []
    expect(titles).toHaveLength(10)
    expect(titles).not.toContain('Brouillon')
    expect(resolved[1]?.articles).toEqual([])
    expect(await articles.getArticle(articleIds.draft, 'fr')).toBeNull()
  })

  it('maxItems overrides the view default; FAQ defaults to 40 and team to 20', async () => {
    const resolved = await modules.resolveModules(
      [
        block('news-view', { relations: categoryRelation(ids.services), maxItems: 3 }),
        block('collapse-view', { relations: categoryRelation(ids.faq) }),
        block('ons-team-view', { relations: categoryRelation(ids.faq) }),
      ],
      'fr',
    )
    expect(resolved.map((m) => m.articles.length)).toEqual([3, 40, 20])
    expect(resolved[1]?.articles[39]?.title).toBe('Question 40')
  })

  it('lists published sub-categories only when the module asks for them', async () => {
    const [withSubs, withoutSubs] = await modules.resolveModules(
      [
        block('collapse-view', { relations: categoryRelation(ids.faq), isHasSubcategories: true }),
        block('collapse-view', { relations: categoryRelation(ids.faq) }),
      ],
      'fr',
    )
    expect(withSubs?.subcategories.map((c) => c.name)).toEqual(['Le contrat'])
    expect(withoutSubs?.subcategories).toEqual([])
  })

  it('a draft category shows nothing, and a draft module is left out', async () => {
    const resolved = await modules.resolveModules(
      [
        block('news-view', { relations: categoryRelation(ids.draftCategory) }),
        block('news-view', { relations: categoryRelation(ids.services), status: 'draft' }),
      ],
      'fr',
    )
    expect(resolved).toHaveLength(1)
    expect(resolved[0]?.articles).toEqual([])
    expect(await articles.getArticle(articleIds.inDraftCategory, 'fr')).toBeNull()
  })

  it('a related article comes with its image sizes (webp) and excerpt', async () => {
    const [single] = await modules.resolveModules(
      [block('single-view', { relations: articleRelation(articleIds.withImage), titleSize: 'h1' })],
      'fr',
    )
    const found = single?.articles[0]
    expect(found?.summary).toBe('Vendre.')
    expect(found?.image?.alt).toBe('Façade en pierre')
    expect(found?.image?.width).toBe(800)
    expect(found?.image?.variants.map((v) => v.width)).toEqual([100, 200, 400, 600, 800, 800])
    expect(found?.image?.variants.every((v) => v.url.endsWith('.webp'))).toBe(true)
    expect(single?.titleSize).toBe('h1')
  })

  it('reads the visitor’s language; German falls back to French', async () => {
    const relations = articleRelation(articleIds.translated)
    const [nl] = await modules.resolveModules([block('single-view', { relations })], 'nl')
    const [de] = await modules.resolveModules([block('single-view', { relations })], 'de')
    expect(nl?.articles[0]?.title).toBe('Schatting')
    expect(de?.articles[0]?.title).toBe('Estimation')
  })

  it('getArticle and listCategoryArticles serve the article page', async () => {
    const detail = await articles.getArticle(articleIds.withImage, 'fr')
    expect(detail?.category?.name).toBe('Services')
    expect(detail?.categoryId).toBe(ids.services)
    const others = await articles.listCategoryArticles(ids.services, 'fr', 4)
    expect(others.map((a) => a.title)).toEqual(['Service 1', 'Service 2', 'Service 3', 'Service 4'])
    const bySub = await articles.listCategoryArticles(ids.faqChild, 'fr', 10)
    expect(bySub.map((a) => a.title)).toEqual(['Le contrat'])
  })
})
