import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { navGroups } from '@/collections/labels'
import { tr, withLabels } from '@/fields/labels'

/** Why a listing is worth an alert (src/domain/demand/alerts.ts). */
export const listingEventReasons = ['new', 'price-drop'] as const

/**
 * What each CRM import changed that search demands may care about (issue 18): a listing new to
 * buyers or renters, or a published price that went down. Written in the import's own transaction
 * (src/integrations/omnicasa/alerts.ts), so an import and its alerts commit together; read by the
 * alert job (src/leads/alerts.ts), which mails each confirmed demand what happened after its
 * confirmation or its last digest. Kept 30 days (src/leads/retention.ts). Staff read them; nobody
 * writes them through the API.
 */
export const ListingEvents: CollectionConfig = {
  slug: 'listing-events',
  labels: {
    singular: tr('Listing change', 'Changement de bien', 'Wijziging van een pand', 'Objektänderung'),
    plural: tr(
      'Alert triggers',
      'Déclencheurs d’alertes',
      'Aanleidingen voor meldingen',
      'Auslöser für Benachrichtigungen',
    ),
  },
  admin: {
    group: navGroups.leads,
    defaultColumns: ['createdAt', 'property', 'reason', 'previousPrice'],
    description: tr(
      'What the CRM imports changed that search demands are alerted about: new listings and price drops.',
      'Ce que les imports du CRM ont changé et qui déclenche les alertes des recherches : nouveaux biens et baisses de prix.',
      'Wat de CRM-imports veranderden en waarover zoekopdrachten een melding krijgen: nieuwe panden en prijsdalingen.',
      'Was die CRM-Importe geändert haben und worüber Suchaufträge benachrichtigt werden: neue Objekte und Preissenkungen.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: withLabels(
    [
      {
        name: 'property',
        type: 'relationship',
        relationTo: 'properties',
        // Not required: a listing deleted by hand (not withdrawn by the import) leaves its events
        // without one (the database sets it null), and the alert job skips them.
        index: true,
        admin: { readOnly: true },
      },
      {
        name: 'reason',
        type: 'select',
        required: true,
        options: [...listingEventReasons],
        admin: { readOnly: true },
      },
      { name: 'previousPrice', type: 'number', admin: { readOnly: true } },
    ],
    {
      property: ['Listing', 'Bien', 'Pand', 'Objekt'],
      reason: {
        label: ['Reason', 'Raison', 'Reden', 'Grund'],
        options: {
          new: ['New listing', 'Nouveau bien', 'Nieuw pand', 'Neues Objekt'],
          'price-drop': ['Price drop', 'Baisse de prix', 'Prijsdaling', 'Preissenkung'],
        },
      },
      previousPrice: ['Previous price', 'Prix précédent', 'Vorige prijs', 'Vorheriger Preis'],
    },
  ),
  timestamps: true,
}
