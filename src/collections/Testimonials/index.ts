import type { CollectionConfig } from 'payload'

import { approvedOrAdmin, isAdmin, siteOrStaff } from '@/access'
import { commonLabels, navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { tr, withLabels } from '@/fields/labels'
import { mediaField } from '@/fields/upload'
import { localeLabels, locales } from '@/i18n/locales'

/**
 * Visitors' reviews (spec §3 Testimonial). Visitors will submit them through a server action
 * (overrideAccess), so creation stays admin-only here; nothing shows until an admin approves it.
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: {
    singular: tr('Testimonial', 'Témoignage', 'Getuigenis', 'Erfahrungsbericht'),
    plural: tr('Testimonials', 'Témoignages', 'Getuigenissen', 'Erfahrungsberichte'),
  },
  admin: {
    useAsTitle: 'name',
    group: navGroups.content,
    description: tr(
      'Visitors’ reviews. A review shows on the site only once it is approved.',
      'Les avis des visiteurs. Un avis n’apparaît sur le site qu’une fois approuvé.',
      'Beoordelingen van bezoekers. Een beoordeling verschijnt pas op de site als ze is goedgekeurd.',
      'Bewertungen von Besuchern. Eine Bewertung erscheint erst nach der Freigabe auf der Website.',
    ),
    defaultColumns: ['name', 'postedAt', 'language', 'approved'],
  },
  access: { read: siteOrStaff(approvedOrAdmin), create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: changeSignalHooks(),
  defaultSort: '-postedAt',
  fields: withLabels(
    [
      { name: 'name', type: 'text', required: true },
      { name: 'comment', type: 'textarea', required: true },
      { name: 'aboutYou', type: 'textarea' },
      { name: 'website', type: 'text' },
      mediaField('image'),
      {
        name: 'postedAt',
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        admin: { position: 'sidebar' },
      },
      {
        name: 'approved',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'language',
        type: 'select',
        options: locales.map((code) => ({ label: localeLabels[code], value: code })),
        admin: { position: 'sidebar' },
      },
      // The visitor's submission it came from (its e-mail address and page), when sent through the site.
      {
        name: 'lead',
        type: 'relationship',
        relationTo: 'leads',
        admin: { position: 'sidebar', readOnly: true },
      },
    ],
    commonLabels,
    {
      comment: ['Review', 'Avis', 'Beoordeling', 'Bewertung'],
      aboutYou: ['About the author', 'À propos de l’auteur', 'Over de auteur', 'Über den Verfasser'],
      website: ['Website', 'Site web', 'Website', 'Website'],
      postedAt: ['Posted on', 'Publié le', 'Geplaatst op', 'Verfasst am'],
      lead: [
        'Sent through the site',
        'Envoyé par le site',
        'Verstuurd via de site',
        'Über die Website gesendet',
      ],
      approved: {
        label: ['Approved', 'Approuvé', 'Goedgekeurd', 'Freigegeben'],
        description: [
          'Shown on the site only when approved.',
          'Affiché sur le site seulement une fois approuvé.',
          'Alleen zichtbaar op de site als het is goedgekeurd.',
          'Erst nach der Freigabe auf der Website sichtbar.',
        ],
      },
    },
  ),
}
