import type { Payload } from 'payload'

const names = { fr: 'Accueil', nl: 'Home', en: 'Home' } as const

/** The home menu entry (spec §2: "the home entry maps to /"), created when there is none. */
export async function seedHomePage(payload: Payload): Promise<boolean> {
  const existing = await payload.count({ collection: 'pages', where: { isHome: { equals: true } } })
  if (existing.totalDocs > 0) return false
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      name: names.fr,
      path: '',
      originalPath: '/',
      type: 'home',
      isHome: true,
      status: 'published',
      sort: 0,
    },
  })
  for (const locale of ['nl', 'en'] as const) {
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: { name: names[locale], path: '' },
    })
  }
  return true
}
