import type { Payload } from 'payload'

import { env } from '@/env'
import { FileSnapshotSource } from '@/integrations/omnicasa/source'
import { importSnapshot } from '@/integrations/omnicasa/import'
import { seedAdmin } from './admin'
import { seedGlobals } from './globals'
import { seedHomePage } from './homePage'

export type SeedResult = { imported: boolean; admin?: { email: string; password: string } }

/**
 * First start on an empty database: import the CRM snapshot, write the globals and the home page,
 * create the first admin. Each step checks first, so a restart never duplicates anything.
 */
export async function seedIfEmpty(
  payload: Payload,
  log: (message: string) => void = () => undefined,
): Promise<SeedResult> {
  const { totalDocs: properties } = await payload.count({ collection: 'properties' })
  let imported = false
  if (properties === 0) {
    log('Empty database: importing the CRM snapshot…')
    const summary = await importSnapshot(payload, new FileSnapshotSource(env.crmSnapshotDir))
    log(`Imported ${summary.properties.created} properties and ${summary.projects.created} projects.`)
    imported = true
  }
  await seedGlobals(payload)
  await seedHomePage(payload)
  const admin = await seedAdmin(payload)
  return { imported, admin }
}
