import { draftMode } from 'next/headers'

import { previewedGlobals } from '@/collections/drafts'
import { staffUser } from '@/data/preview'
import { loadRouteTable } from '@/data/routeTable'
import { prefixed } from '@/domain/routes/paths'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

const noStore = { 'Cache-Control': 'no-store' }

// Shown to staff only, in the language of the content being previewed.
const notOnSite: Record<Locale, string> = {
  fr: 'Ce document n’a pas de page sur le site : il est masqué, ou sa catégorie n’est pas affichée.',
  nl: 'Dit document heeft geen pagina op de site: het is verborgen, of de categorie wordt niet getoond.',
  en: 'This document has no page on the site: it is hidden, or its category is not shown.',
  de: 'Dieses Dokument hat keine Seite auf der Website: Es ist ausgeblendet, oder seine Kategorie wird nicht angezeigt.',
}

/**
 * Staff preview of a page, an article or a global (issue 16; the admin's live preview and Preview
 * button, src/collections/drafts.ts): for a signed-in staff member, turns on Next's draft mode and
 * opens the document's page (for a global, the home page) in the asked language, where the latest
 * drafts are shown (src/data/preview.ts). Anyone else is sent to the admin's login first.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const collection = url.searchParams.get('collection')
  const global = url.searchParams.get('global')
  const id = Number(url.searchParams.get('id'))
  const lang = url.searchParams.get('locale')
  const locale = isLocale(lang) ? lang : defaultLocale
  const isGlobal = previewedGlobals.some((slug) => slug === global)
  if (!isGlobal && ((collection !== 'pages' && collection !== 'articles') || !Number.isInteger(id))) {
    return new Response('Unknown document.', { status: 400, headers: noStore })
  }
  if (!(await staffUser(request.headers))) {
    const back = `${url.pathname}${url.search}`
    return new Response(null, {
      status: 307,
      headers: { ...noStore, Location: `/admin/login/?redirect=${encodeURIComponent(back)}` },
    })
  }
  if (isGlobal) {
    // The header, footer, top bar, popup and banner all show on the home page.
    ;(await draftMode()).enable()
    return new Response(null, { status: 307, headers: { ...noStore, Location: prefixed(locale, '') } })
  }
  const table = await loadRouteTable({ drafts: true })
  const key = `${collection === 'pages' ? 'page' : 'article'}:${id}`
  const entry = table.entries.find((candidate) => candidate.key === key)
  if (!entry) return new Response(notOnSite[locale], { status: 404, headers: noStore })
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 307,
    headers: { ...noStore, Location: prefixed(locale, entry.paths[locale]) },
  })
}
