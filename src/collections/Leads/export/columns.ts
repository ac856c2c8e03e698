import { formNames, statusNames } from '@/collections/Leads/labels'
import { newsletterStatus } from '@/domain/forms/newsletter'
import type { Row } from '@/fields/labels'
import type { Lead } from '@/payload-types'
import { brusselsDateTime } from './csv'

/** What a column needs besides the lead: the staff member's language and the assignees' e-mails. */
export type ExportContext = { language: string; assigneeEmail: (id: number) => string | undefined }

type Column = {
  header: Row
  value: (lead: Lead, context: ExportContext) => string | number | null | undefined
}

const order = ['en', 'fr', 'nl', 'de'] as const

/** A row's entry in the staff member's admin language, English when the admin speaks another. */
export const inLanguage = (row: Row, language: string): string =>
  row[Math.max(0, order.indexOf(language as (typeof order)[number]))] ?? row[0]

const label = (table: Record<string, Row>, value: string | null | undefined, language: string) =>
  value ? (table[value] ? inLanguage(table[value], language) : value) : ''

// Relationships are read at depth 0, so a listing or a project is its (CRM) id already.
const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : value

const newsletterNames: Record<'subscribed' | 'pending' | 'withdrawn', Row> = {
  subscribed: ['Subscribed', 'Inscrit', 'Ingeschreven', 'Angemeldet'],
  pending: ['Not confirmed', 'Non confirmé', 'Niet bevestigd', 'Nicht bestätigt'],
  withdrawn: ['Unsubscribed', 'Désinscrit', 'Uitgeschreven', 'Abgemeldet'],
}

/** The export's columns, in order; headers in the admin's four languages (en, fr, nl, de). */
export const leadColumns: Column[] = [
  {
    header: ['Date', 'Date', 'Datum', 'Datum'],
    value: (lead) => brusselsDateTime(lead.createdAt),
  },
  {
    header: ['Form', 'Formulaire', 'Formulier', 'Formular'],
    value: (lead, { language }) => label(formNames, lead.form, language),
  },
  {
    header: ['Status', 'Statut', 'Status', 'Status'],
    value: (lead, { language }) => label(statusNames, lead.status, language),
  },
  { header: ['First name', 'Prénom', 'Voornaam', 'Vorname'], value: (lead) => lead.firstName },
  { header: ['Last name', 'Nom', 'Achternaam', 'Nachname'], value: (lead) => lead.lastName },
  { header: ['E-mail', 'E-mail', 'E-mail', 'E-Mail'], value: (lead) => lead.email },
  { header: ['Phone', 'Téléphone', 'Telefoon', 'Telefon'], value: (lead) => lead.phone },
  { header: ['Listing ID', 'ID du bien', 'Pand-ID', 'Objekt-ID'], value: (lead) => idOf(lead.property) },
  { header: ['Project ID', 'ID du projet', 'Project-ID', 'Projekt-ID'], value: (lead) => idOf(lead.project) },
  { header: ['Message', 'Message', 'Bericht', 'Nachricht'], value: (lead) => lead.message },
  {
    header: ['Page of the form', 'Page du formulaire', 'Pagina van het formulier', 'Seite des Formulars'],
    value: (lead) => lead.source?.page,
  },
  {
    header: ['utm_source', 'utm_source', 'utm_source', 'utm_source'],
    value: (lead) => lead.source?.utmSource,
  },
  {
    header: ['utm_medium', 'utm_medium', 'utm_medium', 'utm_medium'],
    value: (lead) => lead.source?.utmMedium,
  },
  {
    header: ['utm_campaign', 'utm_campaign', 'utm_campaign', 'utm_campaign'],
    value: (lead) => lead.source?.utmCampaign,
  },
  { header: ['gclid', 'gclid', 'gclid', 'gclid'], value: (lead) => lead.source?.gclid },
  { header: ['fbclid', 'fbclid', 'fbclid', 'fbclid'], value: (lead) => lead.source?.fbclid },
  {
    header: ['Assigned to', 'Attribuée à', 'Toegewezen aan', 'Zugewiesen an'],
    value: (lead, { assigneeEmail }) => {
      const id = idOf(lead.assignee)
      return id === null || id === undefined ? '' : (assigneeEmail(id) ?? String(id))
    },
  },
  {
    // Issue 18: who may receive the newsletter; an unsubscribed address reads “Unsubscribed”.
    header: ['Newsletter', 'Newsletter', 'Nieuwsbrief', 'Newsletter'],
    value: (lead, { language }) => {
      const status = newsletterStatus(lead)
      return status ? inLanguage(newsletterNames[status], language) : ''
    },
  },
]
