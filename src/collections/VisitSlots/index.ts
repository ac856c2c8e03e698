import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { crmLabels, crmNote } from '@/collections/crm/labels'
import { navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { withLabels } from '@/fields/labels'

/** CRM statuses, and `withdrawn`: the slot is no longer in the CRM's snapshot (set by the import). */
export const visitSlotStatuses = ['scheduled', 'cancelled', 'withdrawn'] as const

/**
 * Visit slots of sale and rent listings (issue 18), imported from the CRM's appointments. The
 * import writes the CRM's fields and never `booked`: that count belongs to the site, raised by one
 * conditional UPDATE per booking in the lead's transaction (src/leads/visits.ts), so capacity holds
 * under concurrent bookings and a re-import keeps the bookings. Staff only: the property page reads
 * slots server-side (src/data/visitSlots.ts); visitors and owners read nothing here.
 */
export const VisitSlots: CollectionConfig = {
  slug: 'visit-slots',
  labels: crmLabels('visit-slots'),
  admin: {
    group: navGroups.crm,
    description: crmNote('visit-slots'),
    useAsTitle: 'startsAt',
    defaultColumns: ['startsAt', 'property', 'capacity', 'booked', 'status'],
  },
  // Staff may correct the count (a visitor who cancels by phone) or cancel a slot; the CRM's
  // fields come back from the CRM only when it changes them.
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  // A staff correction reaches the property's kept page (docs/decisions/042).
  hooks: changeSignalHooks(),
  defaultSort: 'startsAt',
  fields: withLabels(
    [
      { name: 'crmId', type: 'number', required: true, unique: true, admin: { readOnly: true } },
      {
        name: 'property',
        type: 'relationship',
        relationTo: 'properties',
        // Not required: a listing deleted by hand leaves its slots (and their bookings) for staff.
        index: true,
        admin: { readOnly: true },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'startsAt',
            type: 'date',
            required: true,
            index: true,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
          },
          {
            name: 'endsAt',
            type: 'date',
            required: true,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'capacity', type: 'number', required: true, min: 1, admin: { readOnly: true } },
          { name: 'booked', type: 'number', required: true, min: 0, defaultValue: 0 },
          {
            name: 'status',
            type: 'select',
            required: true,
            options: [...visitSlotStatuses],
            defaultValue: 'scheduled',
            index: true,
          },
        ],
      },
      {
        name: 'bookings',
        type: 'join',
        collection: 'leads',
        on: 'visitSlot',
        admin: { defaultColumns: ['createdAt', 'lastName', 'email', 'phone', 'status'] },
      },
      { name: 'importHash', type: 'text', admin: { hidden: true } },
    ],
    {
      crmId: ['CRM id', 'Id CRM', 'CRM-id', 'CRM-ID'],
      property: ['Property', 'Bien', 'Pand', 'Immobilie'],
      startsAt: ['Starts', 'Début', 'Begin', 'Beginn'],
      endsAt: ['Ends', 'Fin', 'Einde', 'Ende'],
      capacity: ['Capacity', 'Capacité', 'Capaciteit', 'Kapazität'],
      booked: {
        label: ['Booked', 'Réservés', 'Geboekt', 'Gebucht'],
        description: [
          'Visitors booked on the site. Lower it if someone cancels; the import never changes it.',
          'Visiteurs inscrits par le site. Diminuez-le si quelqu’un annule ; l’import n’y touche jamais.',
          'Bezoekers geboekt via de site. Verlaag het als iemand annuleert; de import wijzigt het nooit.',
          'Über die Website gebuchte Besucher. Senken, wenn jemand absagt; der Import ändert es nie.',
        ],
      },
      status: {
        label: ['Status', 'Statut', 'Status', 'Status'],
        options: {
          scheduled: ['Scheduled', 'Prévu', 'Gepland', 'Geplant'],
          cancelled: ['Cancelled', 'Annulé', 'Geannuleerd', 'Abgesagt'],
          withdrawn: [
            'No longer in the CRM',
            'Plus dans le CRM',
            'Niet meer in het CRM',
            'Nicht mehr im CRM',
          ],
        },
      },
      bookings: ['Bookings', 'Réservations', 'Boekingen', 'Buchungen'],
    },
  ),
}
