import type { CollectionConfig, GeneratePreviewURL, GlobalConfig, LivePreviewConfig } from 'payload'

import { isAdmin } from '@/access'
import { trustedProxyHops } from '@/auth/clientAddress'
import { publicOrigin } from '@/domain/seo/publicOrigin'
import { env } from '@/env'
import type { LabelTable } from '@/fields/labels'

/** The collections whose documents staff write as drafts and preview on the site. */
export type PreviewedCollection = 'pages' | 'articles'

/** The globals staff write as drafts and preview on the home page: what frames every page. */
export const previewedGlobals = ['header', 'top-bar', 'footer', 'popup', 'home-banner'] as const
export type PreviewedGlobal = (typeof previewedGlobals)[number]

/**
 * The site's own address for a staff preview of a document (src/app/(frontend)/preview): it
 * turns on Next's draft mode for the signed-in staff member and opens the document's page.
 */
export function previewPath(collection: PreviewedCollection, id: number | string, locale: string): string {
  const query = new URLSearchParams({ collection, id: String(id), locale })
  return `/preview/?${query}`
}

/** The same for a global: its preview is the home page, framed by it. */
export function globalPreviewPath(global: PreviewedGlobal, locale: string): string {
  return `/preview/?${new URLSearchParams({ global, locale })}`
}

/**
 * Drafts for pages and articles (issue 16): an edit is saved as a draft every two seconds while
 * the editor types and reaches visitors only when it is published, now or at a chosen time
 * (Payload's scheduled publish, run by the jobs queue: src/leads/jobs.ts). Versions are kept so
 * an editor can compare and restore; the oldest go beyond 30 per document.
 */
export const contentVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 2_000 }, schedulePublish: true },
  maxPerDoc: 30,
}

/**
 * The globals that frame every page (header, top bar, footer, popup, home banner) have drafts
 * too, published now or at a chosen time, so a new banner can be prepared and shown on Monday.
 */
export const globalVersions: GlobalConfig['versions'] = {
  drafts: { autosave: { interval: 2_000 }, schedulePublish: true },
  max: 30,
}

/** Versions and drafts are staff matter: nobody else reads them, whatever the default says. */
export const versionAccess = { readVersions: isAdmin } as const

const breakpoints: LivePreviewConfig['breakpoints'] = [
  { name: 'phone', label: '375', width: 375, height: 812 },
  { name: 'tablet', label: '768', width: 768, height: 1024 },
  { name: 'desktop', label: '1440', width: 1440, height: 900 },
]

/**
 * Live preview beside the edit form (the site in an iframe at phone, tablet and desktop widths),
 * refreshed after each autosave, and the "Preview" button that opens it in a tab. A document not
 * saved yet has no page to show.
 */
export function previewAdmin(collection: PreviewedCollection): PreviewAdmin {
  return previewConfig((locale, doc) =>
    doc.id === undefined ? null : previewPath(collection, doc.id as number, locale),
  )
}

/** Live preview and the Preview button for a global: the home page with the global's draft. */
export function globalPreviewAdmin(global: PreviewedGlobal): PreviewAdmin {
  return previewConfig((locale) => globalPreviewPath(global, locale))
}

type PreviewAdmin = { livePreview: LivePreviewConfig; preview: GeneratePreviewURL }

/**
 * A preview's absolute URL on the origin the admin was opened at (SITE_URL or an alias): the live
 * preview's frame and the admin exchange messages that each side accepts only from its own origin,
 * and the preview needs the staff member's session cookie, which that origin holds.
 */
export function previewUrl(headers: Headers, path: string | null): string | null {
  if (path === null) return null
  return `${publicOrigin(headers, { origins: env.publicOrigins, trustedProxyHops: trustedProxyHops() })}${path}`
}

/** Both admin entries from the site path of a document's preview (null: nothing to show yet). */
function previewConfig(path: (locale: string, doc: Record<string, unknown>) => string | null): PreviewAdmin {
  return {
    livePreview: {
      url: ({ data, locale, req }) => previewUrl(req.headers, path(locale.code, data)),
      breakpoints,
    },
    preview: (doc, { locale, req }) => previewUrl(req.headers, path(locale, doc)),
  }
}

/**
 * With drafts, Publish and Unpublish (at the top of the form) decide when changes go live; the
 * status field keeps its other jobs: hiding a published document, or withdrawing its address.
 */
export const draftedLabels: LabelTable = {
  status: {
    label: ['Visibility', 'Visibilité', 'Zichtbaarheid', 'Sichtbarkeit'],
    description: [
      'Publish the changes with the button at the top. “Hidden” keeps the published version off the site; “Withdrawn” makes its address answer 410 Gone.',
      'Publiez les modifications avec le bouton en haut. « Masqué » garde la version publiée hors du site ; « Retiré » fait répondre 410 Gone à son adresse.',
      'Publiceer de wijzigingen met de knop bovenaan. “Verborgen” houdt de gepubliceerde versie van de site; “Ingetrokken” laat het adres 410 Gone antwoorden.',
      'Veröffentlichen Sie die Änderungen mit der Schaltfläche oben. „Ausgeblendet“ hält die veröffentlichte Fassung von der Website fern; „Zurückgezogen“ lässt die Adresse 410 Gone antworten.',
    ],
    options: {
      draft: ['Hidden', 'Masqué', 'Verborgen', 'Ausgeblendet'],
      published: [
        'Shown on the site',
        'Affiché sur le site',
        'Getoond op de site',
        'Auf der Website angezeigt',
      ],
      withdrawn: [
        'Withdrawn (its address answers 410 Gone)',
        'Retiré (son adresse répond 410 Gone)',
        'Ingetrokken (het adres antwoordt 410 Gone)',
        'Zurückgezogen (die Adresse antwortet 410 Gone)',
      ],
    },
  },
}
