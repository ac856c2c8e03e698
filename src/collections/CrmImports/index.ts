import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { navGroups } from '@/collections/labels'
import { importOutcomes, importPhases, isActive } from '@/domain/admin/importRun'
import { tr, withLabels } from '@/fields/labels'
import { importNowEndpoints } from './endpoints'

const whileActive = (data: Partial<{ outcome: string }>) => isActive(data?.outcome)

/**
 * One row per CRM import run, written by the import itself (`runCrmImport`, ./run.ts) with
 * overrideAccess, so staff can see on the dashboard when the listings were last refreshed and
 * whether that worked, and follow a run they started with "Import now". Nobody edits the history.
 * The one active run (queued or running) holds `activeSlot`, whose unique index keeps a second
 * one out, whichever process asks (docs/decisions/020).
 */
export const CrmImports: CollectionConfig = {
  slug: 'crm-imports',
  labels: {
    singular: tr('CRM import', 'Import du CRM', 'CRM-import', 'CRM-Import'),
    plural: tr('CRM imports', 'Imports du CRM', 'CRM-imports', 'CRM-Importe'),
  },
  admin: {
    group: navGroups.crm,
    defaultColumns: ['startedAt', 'outcome', 'durationMs', 'source', 'error'],
    description: tr(
      'Each run of the CRM import: when, how long, what changed, and the error if it failed. Written by the import.',
      'Chaque passage de l’import du CRM : quand, combien de temps, ce qui a changé, et l’erreur en cas d’échec. Écrit par l’import.',
      'Elke run van de CRM-import: wanneer, hoe lang, wat er veranderde, en de fout als hij mislukte. Geschreven door de import.',
      'Jeder Lauf des CRM-Imports: wann, wie lange, was sich geändert hat, und der Fehler, falls er scheiterte. Vom Import geschrieben.',
    ),
    components: {
      // "Import now", its progress and its result above the history (src/admin/ImportNow).
      beforeListTable: ['@/admin/ImportNow/ImportNowPanel#ImportNowPanel'],
    },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startedAt',
  endpoints: importNowEndpoints,
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
      { name: 'outcome', type: 'select', required: true, options: [...importOutcomes], index: true },
      // Shown while the run is queued or running; a finished run's step and progress say nothing.
      { name: 'phase', type: 'select', options: [...importPhases], admin: { condition: whileActive } },
      {
        name: 'progress',
        type: 'group',
        admin: { condition: whileActive },
        fields: [
          { name: 'done', type: 'number', min: 0 },
          { name: 'total', type: 'number', min: 0 },
        ],
      },
      { name: 'source', type: 'text' },
      { name: 'requestedBy', type: 'relationship', relationTo: 'users' },
      { name: 'counts', type: 'json' },
      { name: 'error', type: 'textarea' },
      // Set only while the run is queued or running; unique, so two active runs cannot exist.
      { name: 'activeSlot', type: 'text', unique: true, admin: { hidden: true } },
      // The process running it, `host#pid`, so that a run whose process died is released at once.
      { name: 'runner', type: 'text', admin: { hidden: true } },
    ],
    {
      startedAt: ['Started at', 'Commencé à', 'Gestart om', 'Gestartet um'],
      durationMs: ['Duration (ms)', 'Durée (ms)', 'Duur (ms)', 'Dauer (ms)'],
      outcome: {
        label: ['Status', 'Statut', 'Status', 'Status'],
        options: {
          queued: ['Waiting to start', 'En attente', 'Wacht om te starten', 'Wartet auf den Start'],
          running: ['Running', 'En cours', 'Bezig', 'Läuft'],
          succeeded: ['Succeeded', 'Réussi', 'Geslaagd', 'Erfolgreich'],
          failed: ['Failed', 'Échoué', 'Mislukt', 'Fehlgeschlagen'],
        },
      },
      phase: {
        label: ['Step', 'Étape', 'Stap', 'Schritt'],
        options: {
          queued: ['Waiting to start', 'En attente', 'Wacht om te starten', 'Wartet auf den Start'],
          reading: [
            'Reading the CRM data',
            'Lecture des données du CRM',
            'CRM-gegevens worden gelezen',
            'CRM-Daten werden gelesen',
          ],
          preparing: [
            'Comparing records',
            'Comparaison des fiches',
            'Records worden vergeleken',
            'Datensätze werden verglichen',
          ],
          writing: [
            'Writing to the database',
            'Écriture dans la base',
            'Schrijven naar de database',
            'Schreiben in die Datenbank',
          ],
          verifying: [
            'Checking what was written',
            'Vérification de l’écriture',
            'Controle van het geschrevene',
            'Prüfung des Geschriebenen',
          ],
        },
      },
      progress: ['Progress', 'Progression', 'Voortgang', 'Fortschritt'],
      'progress.done': ['Steps done', 'Étapes faites', 'Stappen gedaan', 'Erledigte Schritte'],
      'progress.total': ['Steps in all', 'Étapes en tout', 'Stappen in totaal', 'Schritte insgesamt'],
      source: ['Source', 'Source', 'Bron', 'Quelle'],
      requestedBy: ['Started by', 'Lancé par', 'Gestart door', 'Gestartet von'],
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
