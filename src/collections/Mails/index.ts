import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { navGroups } from '@/collections/labels'
import { mailLabels } from '@/collections/Mails/labels'
import { tr, withLabels } from '@/fields/labels'
import { locales } from '@/i18n/locales'

export const mailKinds = [
  'agency-notification',
  'visitor-confirmation',
  'newsletter-confirm',
  'documents',
  'send-to-friend',
  'password-reset',
  'demand-confirm',
  'unsubscribe-confirm',
  'demand-alert',
  'visit-confirmation',
] as const

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const

/**
 * The mail outbox (issue 15): every message the site sends, written in the same transaction as the
 * lead it belongs to, then sent by the outbox (src/leads/outbox.ts), which retries with back-off.
 * A message is sent once: a sender claims it with a conditional update before sending. Staff read
 * them here and can queue a failed one again.
 */
export const Mails: CollectionConfig = {
  slug: 'mails',
  labels: {
    singular: tr('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
    plural: tr('Outgoing e-mails', 'E-mails envoyés', 'Verzonden e-mails', 'Gesendete E-Mails'),
  },
  admin: {
    useAsTitle: 'subject',
    group: navGroups.leads,
    defaultColumns: ['createdAt', 'kind', 'to', 'subject', 'status', 'attempts'],
    description: tr(
      'Every e-mail the site sends. One that failed is retried by itself with growing pauses; after the last try, set its status back to “Queued” to send it again.',
      'Chaque e-mail envoyé par le site. Un envoi échoué est réessayé automatiquement, à intervalles croissants ; après le dernier essai, remettez son statut sur « En attente » pour le renvoyer.',
      'Elke e-mail die de site verstuurt. Een mislukte verzending wordt vanzelf opnieuw geprobeerd met groeiende pauzes; zet na de laatste poging de status terug op “In wachtrij” om ze opnieuw te versturen.',
      'Jede E-Mail, die die Website sendet. Ein fehlgeschlagener Versand wird mit wachsenden Pausen selbst wiederholt; nach dem letzten Versuch den Status auf „In Warteschlange“ zurücksetzen, um sie erneut zu senden.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [
      // A failed message put back in the queue by staff starts again from its first attempt; the
      // outbox's next round (every few seconds) sends it.
      ({ data, originalDoc, operation }) => {
        if (operation === 'update' && data.status === 'queued' && originalDoc?.status === 'failed') {
          return { ...data, attempts: 0, nextAttemptAt: null, claimedUntil: null }
        }
        return data
      },
    ],
  },
  fields: withLabels(
    [
      { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: { readOnly: true } },
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            required: true,
            options: [...mailKinds],
            admin: { readOnly: true },
          },
          {
            name: 'locale',
            type: 'select',
            required: true,
            options: [...locales],
            admin: { readOnly: true },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'from', type: 'text', required: true, admin: { readOnly: true } },
          { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
          { name: 'replyTo', type: 'text', admin: { readOnly: true } },
        ],
      },
      { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
      // RFC 8058: the one-click unsubscribe URL of a mail people did not ask for each time (alerts),
      // sent as its List-Unsubscribe and List-Unsubscribe-Post headers.
      { name: 'listUnsubscribe', type: 'text', admin: { readOnly: true } },
      // The HTML part rendered in a sandboxed frame; a UI field stores nothing (no column).
      {
        name: 'preview',
        type: 'ui',
        admin: {
          components: { Field: '@/admin/MailPreview/MailPreview#MailPreview' },
          disableListColumn: true,
        },
      },
      { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
      { name: 'html', type: 'textarea', required: true, admin: { hidden: true } },
      // Files sent with the message, as stored when it was written (the visit's .ics): a list of
      // { filename, contentType, content } with the content as text.
      {
        name: 'attachments',
        type: 'json',
        admin: { readOnly: true, condition: (data) => Array.isArray(data?.attachments) },
      },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'queued',
        options: [...mailStatuses],
        index: true,
        admin: { position: 'sidebar' },
      },
      { name: 'attempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
      { name: 'lastError', type: 'textarea', admin: { position: 'sidebar', readOnly: true } },
      {
        name: 'sentAt',
        type: 'date',
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'via',
        type: 'select',
        options: ['smtp', 'file'],
        admin: { position: 'sidebar', readOnly: true },
      },
      { name: 'messageId', type: 'text', admin: { position: 'sidebar', readOnly: true } },
      {
        name: 'nextAttemptAt',
        type: 'date',
        index: true,
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      // Until when a sender holds the message; past it (the process died), another may take it over.
      { name: 'claimedUntil', type: 'date', admin: { hidden: true } },
    ],
    mailLabels,
  ),
}
