import 'server-only'

import { getProject } from '@/data/projects'
import { getPropertyDetail, type PropertyDocument } from '@/data/properties'
import { getRouteTable } from '@/data/routeTable'
import { getSiteBasics } from '@/data/settings'
import { projectHref, propertyHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import type { MailListing } from '@/mail/types'

/** What a lead is about: a listing (with its documents, for the document request) or a project. */
export type LeadSubject =
  | {
      kind: 'property'
      id: number
      listing: MailListing
      documents: PropertyDocument[]
      /** Where it is, as far as the CRM lets the address be published: "Street 12, 9000 Gent". */
      location: string | null
    }
  | { kind: 'project'; id: number; listing: MailListing }

/** The public listing a form names, in the visitor's language; null when it is not (or no longer) public. */
export async function propertySubject(id: number, locale: Locale): Promise<LeadSubject | null> {
  const [detail, table, site] = await Promise.all([
    getPropertyDetail(id, locale),
    getRouteTable(),
    getSiteBasics(),
  ])
  if (!detail) return null
  const { summary } = detail
  return {
    kind: 'property',
    id,
    listing: {
      reference: String(summary.id),
      title: summary.title,
      url: `${site.siteUrl}${propertyHref(table, locale, summary)}`,
    },
    documents: detail.documents,
    location:
      [detail.street, [summary.zip, summary.cityName].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
      null,
  }
}

export async function projectSubject(id: number, locale: Locale): Promise<LeadSubject | null> {
  const [project, table, site] = await Promise.all([getProject(id, locale), getRouteTable(), getSiteBasics()])
  if (!project) return null
  return {
    kind: 'project',
    id,
    listing: {
      reference: String(project.id),
      title: project.name,
      url: `${site.siteUrl}${projectHref(table, locale, project)}`,
    },
  }
}
