import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { commonLabels, navGroups } from '@/collections/labels'
import { changeSignalHooks } from '@/db/changes'
import { demandGoals } from '@/domain/demand/criteria'
import { titles } from '@/domain/forms/schemas'
import { tr, withLabels } from '@/fields/labels'
import { locales } from '@/i18n/locales'
import { demandCrmPush } from '@/leads/crmPushes'
import { demandLabels } from './labels'

/** Spec §1 "register a search demand": pending until the person opens the mail's link (double opt-in). */
export const demandStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

const bound = (name: string) => ({ name, type: 'number', min: 0 }) as const

/**
 * Search demands (issue 18): who looks for what, where, and at what price (spec §3 "Demand
 * register"). Stored by the demand-register form with its lead and its confirmation mail in one
 * transaction (src/leads/demands.ts); only a confirmed demand receives alerts. Nobody creates one
 * through the API.
 */
export const Demands: CollectionConfig = {
  slug: 'demands',
  labels: {
    singular: tr('Search demand', 'Recherche', 'Zoekopdracht', 'Suchauftrag'),
    plural: tr('Search demands', 'Recherches', 'Zoekopdrachten', 'Suchaufträge'),
  },
  admin: {
    useAsTitle: 'email',
    group: navGroups.leads,
    defaultColumns: ['createdAt', 'lastName', 'email', 'goal', 'status'],
    listSearchableFields: ['email', 'lastName', 'firstName'],
    description: tr(
      'What visitors are looking for (demand register). Only confirmed demands receive alerts.',
      'Ce que les visiteurs recherchent (registre des demandes). Seules les recherches confirmées reçoivent des alertes.',
      'Wat bezoekers zoeken (zoekopdrachten). Alleen bevestigde zoekopdrachten krijgen meldingen.',
      'Was Besucher suchen (Suchaufträge). Nur bestätigte Suchaufträge erhalten Benachrichtigungen.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  // Every instance rebuilds its index of confirmed demands (src/data/demandIndex.ts) on a change;
  // a confirmed or deleted demand goes to the CRM (issue 21).
  hooks: {
    ...changeSignalHooks(),
    afterChange: [...(changeSignalHooks().afterChange ?? []), demandCrmPush],
  },
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          { name: 'title', type: 'select', options: [...titles] },
          { name: 'firstName', type: 'text' },
          { name: 'lastName', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'email', type: 'email', required: true, index: true },
          { name: 'phone', type: 'text' },
          { name: 'locale', type: 'select', required: true, options: [...locales] },
        ],
      },
      { name: 'goal', type: 'select', required: true, options: [...demandGoals] },
      { name: 'webIds', type: 'number', hasMany: true },
      { name: 'zones', type: 'text', hasMany: true },
      { type: 'row', fields: [bound('minPrice'), bound('maxPrice')] },
      { type: 'row', fields: [bound('minBedrooms'), bound('maxBedrooms')] },
      { type: 'row', fields: [bound('minGarages'), bound('minParkings'), bound('minBathrooms')] },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        options: [...demandStatuses],
        index: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'confirmedAt',
        type: 'date',
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'lastAlertAt',
        type: 'date',
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'lead',
        type: 'relationship',
        relationTo: 'leads',
        admin: { position: 'sidebar', readOnly: true },
      },
    ],
    commonLabels,
    demandLabels,
  ),
}
