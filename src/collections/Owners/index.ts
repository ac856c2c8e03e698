import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, selfOrAdmin } from '@/access'
import { forgotPasswordEndpoint } from '@/auth/forgotPasswordEndpoint'
import { loginEndpoint } from '@/auth/loginEndpoint'
import { sessionWriteHooks } from '@/auth/sessionHooks'
import { commonLabels, navGroups } from '@/collections/labels'
import { tr, withLabels } from '@/fields/labels'
import { locales } from '@/i18n/locales'
import { secureAuthCookies } from '@/security/cookies'

/** Property owners: a separate auth collection for the owner portal; they never reach /admin. */
export const Owners: CollectionConfig = {
  slug: 'owners',
  auth: {
    tokenExpiration: 60 * 60 * 24,
    // Each request's session check reads the account alone, not its listings.
    depth: 0,
    // No lock per account: a stranger could keep an owner out with ten wrong passwords. Failures
    // are counted per client address and per address and account instead (src/auth/throttle.ts).
    maxLoginAttempts: 0,
    // Payload's reservation of a reminder runs outside the request's transaction and waits for
    // SQLite's one writer, which that transaction holds: every call deadlocked. Reminders are
    // throttled by src/auth/throttle.ts instead.
    forgotPassword: { minRequestInterval: 0 },
    // The portal's own cookie (src/auth/ownerSession.ts), never the staff's `payload-token`.
    cookies: { sameSite: 'Lax', secure: secureAuthCookies },
  },
  // Replaces Payload's POST /forgot-password: same answer whether or not the account exists,
  // throttled, token and mail stored in one transaction (src/auth/passwordReset.ts).
  // POST /login too: Payload's REST sign-in would otherwise let anyone try owners' passwords
  // without the portal's throttle (src/auth/loginEndpoint.ts).
  endpoints: [loginEndpoint('owners'), forgotPasswordEndpoint('owners')],
  // Refresh, sign-out and reset take the account's lock on PostgreSQL (decision 026).
  hooks: sessionWriteHooks('owners'),
  labels: {
    singular: tr('Owner', 'Propriétaire', 'Eigenaar', 'Eigentümer'),
    plural: tr('Owners', 'Propriétaires', 'Eigenaars', 'Eigentümer'),
  },
  admin: {
    useAsTitle: 'email',
    group: navGroups.leads,
    description: tr(
      'Accounts of the owner portal. The CRM import creates them and keeps names and properties up to date: change those in the CRM.',
      'Comptes du portail des propriétaires. L’import du CRM les crée et tient à jour les noms et les biens : modifiez-les dans le CRM.',
      'Accounts van het eigenaarsportaal. De CRM-import maakt ze aan en houdt namen en panden bij: wijzig die in het CRM.',
      'Konten des Eigentümerportals. Der CRM-Import legt sie an und hält Namen und Immobilien aktuell: Ändern Sie diese im CRM.',
    ),
    defaultColumns: ['email', 'firstName', 'lastName', 'language'],
  },
  access: {
    admin: () => false,
    read: selfOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: withLabels(
    [
      { name: 'crmId', type: 'number', unique: true, index: true, access: { update: isAdminField } },
      { name: 'firstName', type: 'text', required: true },
      { name: 'lastName', type: 'text', required: true },
      { name: 'phone', type: 'text' },
      { name: 'language', type: 'select', required: true, defaultValue: 'fr', options: [...locales] },
      { name: 'properties', type: 'relationship', relationTo: 'properties', hasMany: true },
      { name: 'importHash', type: 'text', admin: { hidden: true }, access: { read: isAdminField } },
    ],
    commonLabels,
    {
      crmId: ['CRM ID', 'ID dans le CRM', 'ID in het CRM', 'ID im CRM'],
      firstName: ['First name', 'Prénom', 'Voornaam', 'Vorname'],
      lastName: ['Last name', 'Nom', 'Achternaam', 'Nachname'],
      properties: ['Properties', 'Biens', 'Panden', 'Immobilien'],
    },
  ),
}
