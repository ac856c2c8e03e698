import 'server-only'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { renderDocumentPdf } from '@fixtures/media/renderPdf'
import { payloadClient } from './payload'

type DocumentRow = { crmId?: number | null; name?: string | null; lines?: unknown }

/**
 * A listing's document as a PDF, built from the text the CRM snapshot holds for it. Answers only
 * for documents that a property or project in the database lists.
 */
export async function crmDocument(
  entity: string,
  id: string,
  file: string,
  language: string | null,
): Promise<Buffer | null> {
  const match = /^(\d{1,9})\.pdf$/.exec(file)
  if (!match || !/^\d{1,9}$/.test(id) || (entity !== 'property' && entity !== 'project')) return null
  const locale = isLocale(language) ? language : defaultLocale
  const payload = await payloadClient()
  const listing = await payload
    .findByID({
      collection: entity === 'property' ? 'properties' : 'projects',
      id: Number(id),
      locale,
      depth: 0,
      disableErrors: true,
    })
    .catch(() => null)
  if (!listing) return null
  const rows = (listing.documents ?? []) as DocumentRow[]
  const document = rows.find((row) => row.crmId === Number(match[1]))
  if (!document) return null
  const title = 'title' in listing ? listing.title : listing.name
  const lines = Array.isArray(document.lines)
    ? document.lines.filter((l): l is string => typeof l === 'string')
    : []
  return renderDocumentPdf({ title: document.name ?? title, subtitle: `${title} · ${id}`, lines })
}
