import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { navGroups } from '@/collections/labels'
import { tr, withLabels } from '@/fields/labels'
import { crmPushLabels } from './labels'

export const crmPushKinds = [
  'lead',
  'project-lead',
  'demand',
  'unsubscribe',
  'visit-booking',
  'newsletter',
] as const
export const crmPushStatuses = ['queued', 'sending', 'sent', 'failed', 'not-sent'] as const

/**
 * The CRM's outbox (issue 21; docs/decisions/041-crm-push.md): each lead, demand, unsubscribe,
 * visit booking and newsletter sign-up the agency's CRM must hear of, written in the same
 * transaction as what it reports, then sent by src/leads/crmOutbox.ts, which retries with
 * back-off and never sends a call twice. Staff read them here and can queue a failed one again.
 */
export const CrmPushes: CollectionConfig = {
  slug: 'crm-pushes',
  labels: {
    singular: tr('Push to the CRM', 'Envoi au CRM', 'Verzending naar het CRM', 'Übermittlung an das CRM'),
    plural: tr(
      'Pushes to the CRM',
      'Envois au CRM',
      'Verzendingen naar het CRM',
      'Übermittlungen an das CRM',
    ),
  },
  admin: {
    group: navGroups.leads,
    defaultColumns: ['createdAt', 'kind', 'status', 'attempts', 'lastError'],
    description: tr(
      'Every lead, search demand, unsubscribe and visit booking handed to the CRM. One the CRM could not take is retried by itself for about three days; after that, or when the CRM refused it, set its status back to “Queued” to send it again.',
      'Chaque demande, recherche, désinscription et visite transmise au CRM. Un envoi que le CRM n’a pas pu prendre est réessayé automatiquement pendant environ trois jours ; ensuite, ou si le CRM l’a refusé, remettez son statut sur « En attente » pour le renvoyer.',
      'Elke aanvraag, zoekopdracht, uitschrijving en bezoekreservatie die naar het CRM gaat. Wat het CRM niet kon aannemen, wordt ongeveer drie dagen vanzelf opnieuw geprobeerd; zet daarna, of als het CRM het weigerde, de status terug op “In wachtrij” om het opnieuw te versturen.',
      'Jede Anfrage, jeder Suchauftrag, jede Abmeldung und Besichtigung, die an das CRM geht. Was das CRM nicht annehmen konnte, wird etwa drei Tage lang selbst wiederholt; danach, oder wenn das CRM es abgelehnt hat, den Status auf „In Warteschlange“ zurücksetzen, um es erneut zu senden.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [
      // Put back in the queue by staff: it starts again from its first attempt, and from the call
      // it had reached (a person the CRM registered already is not registered twice).
      ({ data, originalDoc, operation }) => {
        const ended = originalDoc?.status === 'failed' || originalDoc?.status === 'not-sent'
        if (operation === 'update' && data.status === 'queued' && ended) {
          return { ...data, attempts: 0, nextAttemptAt: null, claimedUntil: null }
        }
        return data
      },
    ],
  },
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            required: true,
            options: [...crmPushKinds],
            admin: { readOnly: true },
          },
          { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { readOnly: true } },
          {
            name: 'demand',
            type: 'relationship',
            relationTo: 'demands',
            index: true,
            admin: { readOnly: true },
          },
        ],
      },
      // [{ call, params }]: made in order; `step` is how many the CRM took already.
      { name: 'calls', type: 'json', required: true, admin: { readOnly: true } },
      { name: 'answer', type: 'json', admin: { readOnly: true } },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'queued',
        options: [...crmPushStatuses],
        index: true,
        admin: { position: 'sidebar' },
      },
      { name: 'step', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
      { name: 'personId', type: 'number', admin: { position: 'sidebar', readOnly: true } },
      { name: 'attempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
      { name: 'lastError', type: 'textarea', admin: { position: 'sidebar', readOnly: true } },
      {
        name: 'sentAt',
        type: 'date',
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'nextAttemptAt',
        type: 'date',
        index: true,
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      // Until when a sender holds the push; past it (the process died), another may take it over.
      { name: 'claimedUntil', type: 'date', admin: { hidden: true } },
    ],
    crmPushLabels,
  ),
}
