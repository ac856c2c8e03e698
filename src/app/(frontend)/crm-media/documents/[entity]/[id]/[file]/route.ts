import { crmDocument } from '@/data/crmDocuments'
import { getPropertyDetail } from '@/data/properties'
import { getRouteTable } from '@/data/routeTable'
import { homeHref } from '@/domain/routes/internalLinks'
import { propertyHref } from '@/domain/routes/links'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { checkDocumentLink, type LinkCheck } from '@/leads/documentLinks'

type Context = { params: Promise<{ entity: string; id: string; file: string }> }

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** An expired or unsigned link: say so in the mail's language, with the way back to the listing. */
async function refused(
  link: Exclude<LinkCheck, 'valid'>,
  propertyId: number,
  locale: Locale,
): Promise<Response> {
  const [t, table, detail] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms' }),
    getRouteTable(),
    Number.isInteger(propertyId) ? getPropertyDetail(propertyId, locale) : null,
  ])
  const message = t(link === 'expired' ? 'documents.expired' : 'documents.invalid')
  const back = detail ? propertyHref(table, locale, detail.summary) : homeHref(locale)
  const label = detail ? detail.summary.title : back
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(message)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><p>${escape(message)}</p><p><a href="${escape(back)}">${escape(label)}</a></p></body></html>`
  return new Response(html, {
    status: link === 'expired' ? 410 : 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * A listing's or project's document as PDF. A property's documents are released only through the
 * signed links of the documents e-mail (spec §6, src/leads/documentLinks.ts); a project's price
 * list and brochure are public.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { entity, id, file } = await params
  const url = new URL(request.url)
  if (entity === 'property') {
    const link = checkDocumentLink(url)
    if (link !== 'valid') {
      const lang = url.searchParams.get('lang')
      return refused(link, Number(id), isLocale(lang) ? lang : defaultLocale)
    }
  }
  const pdf = await crmDocument(entity, id, file, url.searchParams.get('lang'))
  if (!pdf) return plain('Not found', 404)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file}"`,
      // A signed link is personal: no shared cache keeps it.
      'Cache-Control': entity === 'property' ? 'private, no-store' : 'public, max-age=3600',
      'X-Robots-Tag': 'noindex',
    },
  })
}
