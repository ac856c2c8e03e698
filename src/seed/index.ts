import type { Payload } from 'payload'

import { runCrmImport } from '@/collections/CrmImports/run'
import { env } from '@/env'
import { seedAdmin } from './admin'
import { seedContent } from './content'
import { seedGlobals } from './globals'
import { seedHomeBanner } from './homeBanner'
import { seedHomePage } from './homePage'
import { seedTopBar } from './topBar'

export type SeedResult = { imported: boolean; admin?: { email: string; password: string } }

/**
 * First start on an empty database: import the CRM snapshot, write the globals, the home page and
 * the agency's pages and articles, create the first admin. Each step checks first, so a restart
 * never duplicates anything.
 */
export async function seedIfEmpty(
  payload: Payload,
  log: (message: string) => void = () => undefined,
): Promise<SeedResult> {
  const { totalDocs: properties } = await payload.count({ collection: 'properties' })
  // Listings written by an import older than the public read model have none: import again.
  const { totalDocs: withoutView } = await payload.count({
    collection: 'properties',
    where: { publicView: { exists: false } },
  })
  let imported = false
  if (properties === 0 || withoutView > 0) {
    log(
      properties === 0
        ? 'Empty database: importing the CRM snapshot…'
        : 'Listings stored by an older import: importing the CRM snapshot again…',
    )
    // Recorded like every run: the staff dashboard shows the last import from the first start on.
    const { summary } = await runCrmImport(payload, { dir: env.crmSnapshotDir, source: 'first start' })
    log(`Imported ${summary.properties.created} properties and ${summary.projects.created} projects.`)
    imported = true
  }
  await seedGlobals(payload)
  await seedHomeBanner(payload)
  await seedTopBar(payload)
  await seedHomePage(payload)
  const content = await seedContent(payload)
  if (content.pages + content.articles + content.categories > 0) {
    log(`Seeded ${content.pages} pages, ${content.categories} categories and ${content.articles} articles.`)
  }
  const admin = await seedAdmin(payload)
  return { imported, admin }
}
