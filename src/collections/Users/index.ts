import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@/access'
import { forgotPasswordEndpoint } from '@/auth/forgotPasswordEndpoint'
import { loginEndpoint } from '@/auth/loginEndpoint'
import { sessionWriteHooks } from '@/auth/sessionHooks'
import { navGroups } from '@/collections/labels'
import { tr } from '@/fields/labels'
import { secureAuthCookies } from '@/security/cookies'

/** Agency staff: the only accounts that reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No lock per account: ten wrong passwords from anyone kept the well-known admin address out.
    // src/auth/loginEndpoint.ts counts failures per client address and per address and account.
    maxLoginAttempts: 0,
    // See Owners: Payload's reservation deadlocked on SQLite; src/auth/throttle.ts limits reminders.
    forgotPassword: { minRequestInterval: 0 },
    cookies: { sameSite: 'Lax', secure: secureAuthCookies },
  },
  // Replace Payload's POST /login (throttled per address, same answer and time for an unknown
  // account) and POST /forgot-password (same answer whether or not the account exists,
  // throttled, token and mail stored in one transaction: src/auth/passwordReset.ts).
  endpoints: [loginEndpoint('users'), forgotPasswordEndpoint('users')],
  // Refresh, sign-out and reset take the account's lock on PostgreSQL (decision 026).
  hooks: sessionWriteHooks('users'),
  labels: {
    singular: tr('Staff member', 'Membre du personnel', 'Medewerker', 'Mitarbeiter'),
    plural: tr('Staff accounts', 'Comptes du personnel', 'Medewerkersaccounts', 'Mitarbeiterkonten'),
  },
  admin: {
    useAsTitle: 'email',
    group: navGroups.settings,
    defaultColumns: ['email', 'name'],
    description: tr(
      'The agency’s staff: the only accounts that can sign in here.',
      'Le personnel de l’agence : les seuls comptes qui peuvent se connecter ici.',
      'De medewerkers van het kantoor: de enige accounts die hier kunnen aanmelden.',
      'Die Mitarbeiter des Büros: die einzigen Konten, die sich hier anmelden können.',
    ),
  },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [{ name: 'name', type: 'text', label: tr('Name', 'Nom', 'Naam', 'Name') }],
}
