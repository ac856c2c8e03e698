import { crmDocument } from '@/data/crmDocuments'
import { checkDocumentLink } from '@/leads/documentLinks'

type Context = { params: Promise<{ entity: string; id: string; file: string }> }

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

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
    if (link === 'expired')
      return plain('This link has expired: ask for the documents again on the property’s page.', 410)
    if (link === 'invalid')
      return plain('Documents are sent by e-mail: ask for them on the property’s page.', 403)
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
