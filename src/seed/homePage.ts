import type { Payload, PayloadRequest } from 'payload'

import { homeNames, homeTexts } from './content/pages/home'

const findHome = (payload: Payload, req?: PayloadRequest) =>
  payload.find({ collection: 'pages', where: { isHome: { equals: true } }, limit: 1, depth: 0, req })

/** The home menu entry (spec §2: "the home entry maps to /"), created when there is none. */
export async function seedHomePage(payload: Payload): Promise<boolean> {
  const existing = await payload.count({ collection: 'pages', where: { isHome: { equals: true } } })
  if (existing.totalDocs > 0) return false
  const texts = (locale: keyof typeof homeTexts) => ({
    title: homeTexts[locale].title,
    meta: {
      title: homeTexts[locale].seo.title,
      pageTitle: homeTexts[locale].seo.title,
      description: homeTexts[locale].seo.description,
    },
  })
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      name: homeNames.fr,
      path: '',
      originalPath: '/',
      type: 'home',
      isHome: true,
      status: 'published',
      _status: 'published',
      sort: 0,
      showInMenu: false,
      ...texts('fr'),
      meta: { ...texts('fr').meta, isActiveSEO: true },
    },
  })
  for (const locale of ['nl', 'en', 'de'] as const) {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: {
        name: homeNames[locale],
        path: '',
        _status: 'published',
        ...(locale === 'de' ? {} : texts(locale)),
      },
    })
  }
  return true
}

/**
 * Spec §2 "Home: an article block": a single-view module showing the welcome article, added
 * when the home page has no module yet (an editor's own modules are left alone).
 */
export async function attachHomeArticle(
  payload: Payload,
  articleId: number,
  req?: PayloadRequest,
): Promise<boolean> {
  const home = (await findHome(payload, req)).docs[0]
  if (!home || (home.modules ?? []).length > 0) return false
  await payload.update({
    collection: 'pages',
    id: home.id,
    locale: 'fr',
    data: {
      _status: 'published',
      modules: [
        {
          blockType: 'single-view',
          status: 'published',
          span: 12,
          numberItemOfRow: 1,
          maxItems: 1,
          relations: [{ type: 'article', article: articleId }],
        },
      ],
    },
    req,
  })
  return true
}
