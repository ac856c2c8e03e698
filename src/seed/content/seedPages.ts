import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { pageSeeds } from './data'
import { isContentLocale, laterLocales } from './locales'
import { findPageId } from './lookup'
import { markdown } from './markdown'
import { type ContentRefs, moduleData } from './modules'
import type { ContentLocale, PageSeed } from './types'

function seoData(seed: PageSeed, locale: ContentLocale) {
  const { title, description } = seed.texts[locale].seo
  return { title, pageTitle: title, description }
}

/** Name and path in every language; texts and SEO in the content languages. */
function localizedData(seed: PageSeed, locale: Locale) {
  const own = { name: seed.names[locale], path: seed.paths[locale] }
  if (!isContentLocale(locale)) return own
  const { title, description, content } = seed.texts[locale]
  return {
    ...own,
    title,
    description,
    ...(content ? { content: markdown(content) } : {}),
    meta: seoData(seed, locale),
  }
}

async function createPage(req: PayloadRequest, seed: PageSeed, refs: ContentRefs, parent?: number) {
  const modules = seed.modules ?? []
  const page = await req.payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      ...localizedData(seed, 'fr'),
      originalPath: seed.originalPath,
      type: seed.type,
      status: 'published',
      _status: 'published',
      sort: seed.sort,
      parent,
      showInMenu: seed.showInMenu ?? false,
      showBreadCrumb: seed.showBreadCrumb ?? true,
      showPageBanner: seed.showPageBanner ?? true,
      modules: moduleData(modules, 'fr', refs),
      meta: {
        ...seoData(seed, 'fr'),
        isActiveSEO: true,
        ...(seed.robots ? { robots: seed.robots } : {}),
      },
    },
    req,
  })
  const ids = (page.modules ?? []).map((module) => module.id)
  for (const locale of laterLocales) {
    await req.payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: {
        ...localizedData(seed, locale),
        _status: 'published',
        ...(modules.length > 0 ? { modules: moduleData(modules, locale, refs, ids) } : {}),
      },
      req,
    })
  }
  return page.id
}

/** Creates the pages of the route table that are missing, found again by their original path. */
export async function seedPages(req: PayloadRequest, refs: ContentRefs): Promise<number> {
  let created = 0
  for (const seed of pageSeeds) {
    if ((await findPageId(req.payload, seed.originalPath, req)) !== undefined) continue
    const parent = seed.parent ? await findPageId(req.payload, seed.parent, req) : undefined
    if (seed.parent && parent === undefined) throw new Error(`Seed page ${seed.originalPath}: no parent`)
    await createPage(req, seed, refs, parent)
    created += 1
  }
  return created
}
