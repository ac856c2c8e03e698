/**
 * `npm run sync [-- --full]`: one sync with the live CRM (CRM_SOURCE=omnicasa): the changes since
 * the last good sync, or with --full everything. Recorded in crm-imports like the scheduled ones,
 * and 'busy' (exit 1) while another sync or import runs. On a CRM error or bad data it names the
 * call, the record and the field, exits 1, and leaves the site and the mirror as they were.
 */
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'

import { runCrmSync } from '@/collections/CrmImports/sync'
import { closePayload } from '@/db/close'
import { migrate } from '@/db/migrations'
import { env } from '@/env'
import config from '@payload-config'

const { values: flags } = parseArgs({ options: { full: { type: 'boolean', default: false } } })

if (!env.crm.omnicasa) {
  console.error('No CRM is configured: set CRM_SOURCE=omnicasa and the OMNICASA_* variables (README).')
  process.exit(1)
}

const payload = await getPayload({ config })
let exitCode = 0
try {
  await migrate(payload)
  const mode = flags.full ? 'full' : 'changes'
  console.log(`Syncing ${mode === 'full' ? 'everything' : 'the changes'} from Omnicasa…`)
  const started = performance.now()
  const result = await runCrmSync(payload, { mode })
  const took = ((performance.now() - started) / 1000).toFixed(1)
  if (result.outcome === 'busy') {
    exitCode = 1
    console.error('Another CRM sync or import is running; nothing was done. Try again once it has finished.')
  } else {
    const { fetched, refreshedMedia, deleted, summary } = result
    console.log(`Synced in ${took} s.`)
    console.log(
      `Fetched ${fetched} listing records (${refreshedMedia} with new photos and documents); ${deleted} removed.`,
    )
    for (const [name, t] of Object.entries(summary)) {
      console.log(
        `  ${name.padEnd(16)} ${t.created} new, ${t.updated} updated, ${t.unchanged} unchanged, ${t.withdrawn ?? 0} withdrawn`,
      )
    }
  }
} catch (error) {
  exitCode = 1
  console.error('The sync failed; the site and the mirror are as they were.')
  console.error(error instanceof Error ? error.message : error)
} finally {
  await closePayload(payload)
}
process.exit(exitCode)
