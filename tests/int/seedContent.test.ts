import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Type-only imports: the modules themselves load after createTestPayload() has chosen the database.
import type * as SeedModule from '@fixtures/seed'
import type { RichText } from '@fixtures/seed/content/richText'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { faqSlugs, forms, type InAll, type Locale, routeTable, serviceSlugs } from './seedContent/brief'

type PerLocale<T> = Partial<Record<Locale, T>>
type Doc = Record<string, unknown> & { id: number }

let t: TestPayload
let payload: Payload
let plainText: (value: RichText) => string
const counts: Record<string, number>[] = []

const collections = ['pages', 'articles', 'categories', 'media', 'users'] as const
async function countAll(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const collection of collections) out[collection] = (await payload.count({ collection })).totalDocs
  return out
}

const all = async (collection: 'pages' | 'articles' | 'categories'): Promise<Doc[]> =>
  (await payload.find({ collection, locale: 'all', depth: 0, pagination: false, limit: 0 }))
    .docs as unknown as Doc[]
const localized = <T = string>(doc: Doc | undefined, field: string): PerLocale<T> =>
  (doc?.[field] ?? {}) as PerLocale<T>
const words = (value: RichText | undefined) =>
  value ? plainText(value).split(/\s+/).filter(Boolean).length : 0

describe(`content seed (${testDatabaseKind})`, () => {
  let pages: Doc[]
  let articles: Doc[]
  let categories: Doc[]
  const page = (originalPath: string) => pages.find((doc) => doc.originalPath === originalPath)
  const category = (frSlug: string) => categories.find((doc) => localized(doc, 'slug').fr === frSlug)
  const articlesOf = (frSlug: string) =>
    articles
      .filter((doc) => doc.category === category(frSlug)?.id)
      .sort((a, b) => Number(a.sort) - Number(b.sort))

  // Uploaded images go to DATA_DIR/media: a private one keeps the checkout's data/ untouched.
  const previousDataDir = process.env.DATA_DIR
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-content-'))

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir
    t = await createTestPayload()
    payload = t.payload
    const { seedIfEmpty } = (await import('@fixtures/seed')) as typeof SeedModule
    ;({ plainText } = await import('@fixtures/seed/content/markdown'))
    // One full seeding (snapshot import, globals, home, content, admin) shared by every test, then
    // a second run that must find everything in place.
    await seedIfEmpty(payload)
    counts.push(await countAll())
    await seedIfEmpty(payload)
    counts.push(await countAll())
    ;[pages, articles, categories] = await Promise.all([all('pages'), all('articles'), all('categories')])
  })
  afterAll(async () => {
    await t?.cleanup()
    rmSync(dataDir, { recursive: true, force: true })
    if (previousDataDir === undefined) delete process.env.DATA_DIR
    else process.env.DATA_DIR = previousDataDir
  })

  it('is idempotent: seeding twice gives the same counts', () => {
    expect(counts[0]).toMatchObject({ categories: 5, articles: 1 + 3 + 1 + 4 + 7 })
    expect(counts[0]?.pages).toBe(1 + routeTable.length + forms.length)
    expect(counts[1]).toEqual(counts[0])
  })

  it.each(routeTable)(
    'creates %s (%s) with its path in every language',
    (originalPath, type, paths, menu) => {
      const doc = page(originalPath)
      expect(doc, originalPath).toBeDefined()
      expect(doc?.type).toBe(type)
      expect(localized(doc, 'path')).toEqual(paths)
      expect(doc?.showInMenu).toBe(menu !== null)
      if (menu !== null) expect(doc?.sort).toBe(menu)
    },
  )

  it('names the free-valuation, login and thank-you pages as the brief says', () => {
    expect(localized(page('/contact-demand/'), 'name')).toEqual({
      fr: 'Estimation gratuite',
      nl: 'Gratis schatting',
      en: 'Free valuation',
      de: 'Kostenlose Bewertung',
    })
    expect(localized(page('/login/'), 'name')).toEqual({
      fr: 'Connexion propriétaire',
      nl: 'Eigenaar login',
      en: 'Owner login',
      de: 'Eigentümer-Login',
    })
    expect(localized(page('/feedback/'), 'name')).toEqual({
      fr: 'Merci',
      nl: 'Bedankt',
      en: 'Thank you',
      de: 'Danke',
    })
  })

  it('creates a thank-you child under /feedback/ for each form', () => {
    const parent = page('/feedback/')
    for (const form of forms) {
      const child = page(`/feedback/${form}/`)
      expect(child?.parent, form).toBe(parent?.id)
      expect(child?.type).toBe('feedback')
      expect(localized(child, 'name')).toEqual(localized(parent, 'name'))
      const french = {
        'contact-demand': 'estimation-gratuite',
        'site-contact': 'contact-via-le-site-internet',
        'document-request': 'demande-de-documents',
        testimonial: 'temoignage',
        'purchase-offer': 'offre-d-achat',
        'rent-application': 'candidature-locative',
        'holiday-request': 'demande-de-sejour',
      }
      expect(localized(child, 'path')).toEqual({
        fr: french[form as keyof typeof french] ?? form,
        nl: form,
        en: form,
        de: form,
      })
      for (const locale of ['fr', 'nl', 'en'] as const) {
        expect(localized(child, 'title')[locale]).toBeTruthy()
        expect(words(localized<RichText>(child, 'content')[locale])).toBeGreaterThan(15)
      }
    }
  })

  it('gives every published page its name and path in four languages and SEO texts in three', () => {
    for (const doc of pages.filter((d) => d.status === 'published')) {
      const label = String(doc.originalPath)
      for (const locale of ['fr', 'nl', 'en', 'de'] as const) {
        expect(localized(doc, 'name')[locale], `${label} name ${locale}`).toBeTruthy()
        expect(localized(doc, 'path')[locale], `${label} path ${locale}`).toBeTruthy()
      }
      const meta = doc.meta as {
        isActiveSEO: boolean
        title: PerLocale<string>
        description: PerLocale<string>
      }
      expect(meta.isActiveSEO, label).toBe(true)
      for (const locale of ['fr', 'nl', 'en'] as const) {
        expect(meta.title[locale]?.length, `${label} SEO title ${locale}`).toBeGreaterThan(0)
        expect(meta.title[locale]?.length, `${label} SEO title ${locale}`).toBeLessThanOrEqual(60)
        expect(meta.description[locale]?.length, `${label} SEO description ${locale}`).toBeGreaterThan(0)
        expect(meta.description[locale]?.length, `${label} SEO description ${locale}`).toBeLessThanOrEqual(
          155,
        )
      }
    }
  })

  it('gives the FAQ and service articles the exact French slugs', () => {
    expect(articlesOf('faq').map((doc) => localized(doc, 'slug').fr)).toEqual(faqSlugs)
    expect(articlesOf('services').map((doc) => localized(doc, 'slug').fr)).toEqual(serviceSlugs)
    expect(localized(articlesOf('services')[2], 'slug')).toEqual({
      fr: 'gestion-locative-de-biens-saisonniers',
      nl: 'beheer-van-vakantiewoningen',
      en: 'holiday-rental-management',
      de: 'verwaltung-von-ferienwohnungen',
    })
  })

  it('gives each category the path of the page that shows it, in every language', () => {
    expect(localized(category('services'), 'slug')).toEqual(localized(page('/services/'), 'path'))
    expect(localized(category('faq'), 'slug')).toEqual(localized(page('/FAQ/'), 'path'))
    expect(localized(category('qui-suis-je'), 'slug')).toEqual(localized(page('/Qui-sui-je/'), 'path'))
    expect(localized(category('equipe'), 'slug')).toEqual({
      fr: 'equipe',
      nl: 'team',
      en: 'team',
      de: 'team',
    })
    expect(localized(category('accueil'), 'slug')).toEqual({
      fr: 'accueil',
      nl: 'home',
      en: 'home',
      de: 'startseite',
    })
  })

  it('writes articles of the asked length in French, Dutch and English, with German titles', () => {
    const lengths: [string, number, number][] = [
      ['services', 350, 600],
      ['faq', 100, 250],
      ['qui-suis-je', 300, 450],
    ]
    for (const [slug, min, max] of lengths) {
      for (const doc of articlesOf(slug)) {
        for (const locale of ['fr', 'nl', 'en'] as const) {
          const count = words(localized<RichText>(doc, 'content')[locale])
          expect(count, `${String(localized(doc, 'slug').fr)} ${locale}`).toBeGreaterThanOrEqual(min)
          expect(count, `${String(localized(doc, 'slug').fr)} ${locale}`).toBeLessThanOrEqual(max)
        }
        expect(localized(doc, 'title').de).toBeTruthy()
        expect(localized(doc, 'title').de).not.toBe(localized(doc, 'title').fr)
      }
    }
    expect(articlesOf('services').every((doc) => typeof doc.image === 'number')).toBe(true)
  })

  it('presents the founder and three team members with role, e-mail and phone', () => {
    const team = articlesOf('equipe')
    expect(team).toHaveLength(4)
    for (const doc of team) {
      const member = doc.teamMember as { role: PerLocale<string>; email: string; phone: string }
      expect(member.email).toMatch(/@maisonlumiere\.be$/)
      expect(member.phone).toMatch(/^02 512 34 5\d$/)
      expect(Object.keys(member.role).sort()).toEqual(['de', 'en', 'fr', 'nl'])
    }
  })

  it('puts the modules the brief lists on the home, services, about, FAQ and valuation pages', () => {
    type Module = {
      blockType: string
      relations: { type: string; article?: number; category?: number }[]
    } & Doc
    const modules = (originalPath: string) => (page(originalPath)?.modules ?? []) as Module[]
    const home = pages.find((doc) => doc.isHome === true)
    const [welcome] = (home?.modules ?? []) as Module[]
    expect(welcome?.blockType).toBe('single-view')
    expect(welcome?.relations[0]?.article).toBe(articlesOf('accueil')[0]?.id)

    expect(modules('/services/')[0]).toMatchObject({
      blockType: 'news-view',
      numberItemOfRow: 3,
      maxItems: 6,
      relations: [{ type: 'category', category: category('services')?.id }],
    })
    expect(modules('/Qui-sui-je/').map((module) => module.blockType)).toEqual([
      'single-view',
      'ons-team-view',
    ])
    expect(modules('/Qui-sui-je/')[1]).toMatchObject({
      maxItems: 20,
      relations: [{ category: category('equipe')?.id }],
    })
    const faq = modules('/FAQ/')[0]
    expect(faq).toMatchObject({ blockType: 'collapse-view', maxItems: 40, backgroundType: 'image' })
    expect(typeof faq?.image).toBe('number')
    // The module was written in French first, then in each language: no language lost its text.
    const valuation = modules('/Estimation-en-ligne/')[0]
    const description = valuation?.description as PerLocale<RichText>
    expect(valuation?.blockType).toBe('default')
    for (const locale of ['fr', 'nl', 'en'] as const) {
      expect(JSON.stringify(description[locale])).toContain('/contact-demand/')
    }
  })

  it('writes the legal texts with the data protection authority and the cookie names', () => {
    const content = (originalPath: string, locale: 'fr' | 'nl' | 'en') =>
      plainText(localized<RichText>(page(originalPath), 'content')[locale] as RichText)
    expect(content('/Privacy-statement/', 'fr')).toContain('Autorité de protection des données')
    expect(content('/Privacy-statement/', 'nl')).toContain('Gegevensbeschermingsautoriteit')
    for (const locale of ['fr', 'nl', 'en'] as const) {
      const cookies = content('/Cookie-policy/', locale)
      for (const name of [
        'cc_cookie',
        'consent',
        'ad_personalization',
        'NEXT_LOCALE',
        '_ga_*',
        '_gcl_au',
        '_fbp',
      ])
        expect(cookies, `${name} ${locale}`).toContain(name)
      expect(content('/Disclaimer/', locale)).toContain('512.345')
    }
  })

  it('adds the agency’s position and opening hours to the site settings', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'all', depth: 0 })
    const agency = settings.agency as unknown as {
      name: string
      latitude: number
      longitude: number
      openingHours: InAll
    }
    expect(agency).toMatchObject({ name: 'Maison Lumière Immobilier', latitude: 50.8327, longitude: 4.3644 })
    expect(Object.keys(agency.openingHours).sort()).toEqual(['de', 'en', 'fr', 'nl'])
  })
})
