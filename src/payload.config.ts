import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { contentCollections } from '@/collections/content'
import { crmCollections } from '@/collections/crm'
import { Leads } from '@/collections/Leads'
import { Owners } from '@/collections/Owners'
import { Users } from '@/collections/Users'
import { databaseAdapter } from '@/db/adapter'
import { env } from '@/env'
import { globals } from '@/globals'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'

export default buildConfig({
  secret: env.payloadSecret,
  serverURL: env.siteUrl,
  telemetry: false,
  db: databaseAdapter(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Agency admin' },
  },
  i18n: { supportedLanguages: { fr, nl, en, de }, fallbackLanguage: 'en' },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  collections: [Users, Owners, ...contentCollections, ...crmCollections, Leads],
  globals,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(process.cwd(), 'src/payload-types.ts') },
})
