import type { Field } from 'payload'

import { tr } from '@/fields/labels'

const day = (name: string, label: ReturnType<typeof tr>): Field => ({
  name,
  type: 'date',
  label,
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
})

/**
 * A seasonal rental's booked stays, from the CRM's rental calendar (issue 18): the listing's
 * availability calendar marks their nights, and a holiday request may not overlap one. Written
 * by the import only, like every field here.
 */
export const bookedPeriodsField: Field = {
  name: 'bookedPeriods',
  type: 'array',
  label: tr('Booked periods', 'Périodes réservées', 'Geboekte periodes', 'Gebuchte Zeiträume'),
  admin: {
    description: tr(
      'Stays already booked in the CRM, from arrival to departure day. The departure day is free again.',
      'Séjours déjà réservés dans le CRM, du jour d’arrivée au jour de départ. Le jour de départ est de nouveau libre.',
      'Verblijven die al in het CRM geboekt zijn, van aankomst- tot vertrekdag. De vertrekdag is weer vrij.',
      'Im CRM bereits gebuchte Aufenthalte, vom Anreise- bis zum Abreisetag. Der Abreisetag ist wieder frei.',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        day('start', tr('Arrival', 'Arrivée', 'Aankomst', 'Anreise')),
        day('end', tr('Departure', 'Départ', 'Vertrek', 'Abreise')),
      ],
    },
  ],
}
