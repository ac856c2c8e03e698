import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { navGroups } from '@/collections/labels'
import { tr, withLabels } from '@/fields/labels'

/**
 * One row per CRM import run, written by the import through `recordImportRun` (./record.ts) with
 * overrideAccess, so staff can see on the dashboard when the listings were last refreshed and
 * whether that worked. Nobody edits the history.
 */
export const CrmImports: CollectionConfig = {
  slug: 'crm-imports',
  labels: {
    singular: tr('CRM import', 'Import du CRM', 'CRM-import', 'CRM-Import'),
    plural: tr('CRM imports', 'Imports du CRM', 'CRM-imports', 'CRM-Importe'),
  },
  admin: {
    group: navGroups.crm,
    defaultColumns: ['startedAt', 'outcome', 'durationMs', 'error'],
    description: tr(
      'Each run of the CRM import: when, how long, what changed, and the error if it failed. Written by the import.',
      'Chaque passage de l’import du CRM : quand, combien de temps, ce qui a changé, et l’erreur en cas d’échec. Écrit par l’import.',
      'Elke run van de CRM-import: wanneer, hoe lang, wat er veranderde, en de fout als hij mislukte. Geschreven door de import.',
      'Jeder Lauf des CRM-Imports: wann, wie lange, was sich geändert hat, und der Fehler, falls er scheiterte. Vom Import geschrieben.',
    ),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startedAt',
  fields: withLabels(
    [
      {
        name: 'startedAt',
        type: 'date',
        required: true,
        index: true,
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'durationMs', type: 'number', min: 0 },
      { name: 'outcome', type: 'select', required: true, options: ['succeeded', 'failed'], index: true },
      { name: 'source', type: 'text' },
      { name: 'counts', type: 'json' },
      { name: 'error', type: 'textarea' },
    ],
    {
      startedAt: ['Started at', 'Commencé à', 'Gestart om', 'Gestartet um'],
      durationMs: ['Duration (ms)', 'Durée (ms)', 'Duur (ms)', 'Dauer (ms)'],
      outcome: {
        label: ['Outcome', 'Résultat', 'Resultaat', 'Ergebnis'],
        options: {
          succeeded: ['Succeeded', 'Réussi', 'Geslaagd', 'Erfolgreich'],
          failed: ['Failed', 'Échoué', 'Mislukt', 'Fehlgeschlagen'],
        },
      },
      source: ['Source', 'Source', 'Bron', 'Quelle'],
      counts: {
        label: [
          'Records per collection',
          'Fiches par collection',
          'Records per collectie',
          'Datensätze je Sammlung',
        ],
        description: [
          'New, updated, unchanged and withdrawn records of each collection.',
          'Fiches nouvelles, mises à jour, inchangées et retirées de chaque collection.',
          'Nieuwe, bijgewerkte, ongewijzigde en ingetrokken records van elke collectie.',
          'Neue, aktualisierte, unveränderte und zurückgezogene Datensätze jeder Sammlung.',
        ],
      },
      error: ['Error', 'Erreur', 'Fout', 'Fehler'],
    },
  ),
}
