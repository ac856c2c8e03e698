import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { closeInternalCollections } from '@/access/internal'
import { loggingLevels, restLogger } from '@/api/errorLog'
import { AuthThrottles } from '@/collections/AuthThrottles'
import { contentCollections } from '@/collections/content'
import { crmCollections } from '@/collections/crm'
import { CrmImports } from '@/collections/CrmImports'
import { CrmPushes } from '@/collections/CrmPushes'
import { Demands } from '@/collections/Demands'
import { Leads } from '@/collections/Leads'
import { ListingEvents } from '@/collections/ListingEvents'
import { Mails } from '@/collections/Mails'
import { Owners } from '@/collections/Owners'
import { Users } from '@/collections/Users'
import { databaseAdapter } from '@/db/adapter'
import { env } from '@/env'
import { globals } from '@/globals'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'
import { jobs } from '@/leads/jobs'
import { storagePlugins } from '@/storage/objectStorage'

const originNotice = {
  path: '@/admin/OriginNotice/OriginNotice.client#OriginNotice',
  clientProps: { origins: env.publicOrigins },
}

// Payload's own collections (locks, preferences, jobs …) are closed to all but staff once Payload
// has added them (src/access/internal.ts, decision 029).
export default buildConfig({
  secret: env.payloadSecret,
  // No serverURL: with one, the admin sends some of its calls (delete permanently, restore,
  // unpublish) to that origin rather than its own, and from an alias they go out without the
  // session cookie. Without it every admin call is relative, upload URLs are paths, and preview
  // URLs are built on the request's own origin (src/collections/drafts.ts, docs/decisions/031).
  // Cookie sessions count only on requests whose Origin is listed here: every origin the site
  // answers on (SITE_URL, SITE_ALIASES), so the admin saves from each of them, and never from any
  // other. No CORS: nothing of the site calls the API from another origin.
  csrf: env.publicOrigins,
  telemetry: false,
  db: databaseAdapter(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Agency admin' },
    components: {
      // Staff dashboard above the collection cards (src/admin/Dashboard).
      beforeDashboard: ['@/admin/Dashboard/StaffDashboard#StaffDashboard'],
      // Cookie sessions are accepted only from the configured origins (Payload's csrf list): at
      // any other, say so instead of letting every save fail with "not allowed" (decisions 020, 031).
      beforeLogin: [originNotice],
      header: [originNotice],
    },
  },
  i18n: { supportedLanguages: { fr, nl, en, de }, fallbackLanguage: 'en' },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  // In the admin's navigation order (groups in src/collections/labels.ts).
  collections: [
    ...contentCollections,
    ...crmCollections,
    CrmImports,
    Leads,
    Demands,
    ListingEvents,
    Mails,
    CrmPushes,
    Owners,
    Users,
    AuthThrottles,
  ],
  jobs,
  globals,
  plugins: storagePlugins(),
  graphQL: { disable: true },
  // Errors a client causes are logged at info, one line without a stack (decision 029).
  loggingLevels,
  logger: restLogger,
  // Types are written by `npm run generate:types`, not by every process that starts Payload in
  // development (a test's import child rewrote src/payload-types.ts behind the test's back).
  typescript: { autoGenerate: false, outputFile: path.resolve(process.cwd(), 'src/payload-types.ts') },
}).then(closeInternalCollections)
