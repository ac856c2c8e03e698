/**
 * `npm run import [-- <snapshot folder>]`: validates the CRM snapshot and imports it in one
 * transaction. On malformed input it names the file, record and field, exits 1, and leaves the
 * database exactly as it was.
 */
import config from '@payload-config'
import { SingleBar } from 'cli-progress'
import path from 'node:path'
import { getPayload } from 'payload'

import { revalidationToken } from '@/data/revalidationToken'
import { closePayload } from '@/db/close'
import { migrate } from '@/db/migrations'
import { env } from '@/env'
import { importSnapshot, type ImportSummary } from '@/integrations/omnicasa/import'
import { SnapshotError } from '@/integrations/omnicasa/snapshotError'
import { FileSnapshotSource } from '@/integrations/omnicasa/source'

const interactive = Boolean(process.stdout.isTTY)
const bar = new SingleBar({
  format: 'Importing [{bar}] {percentage}% · {value}/{total} · {step}',
  hideCursor: true,
  clearOnComplete: true,
})

function report(summary: ImportSummary): void {
  for (const [name, t] of Object.entries(summary)) {
    const parts = [`${t.created} new`, `${t.updated} updated`, `${t.unchanged} unchanged`]
    if (t.withdrawn) parts.push(`${t.withdrawn} withdrawn`)
    console.log(`  ${name.padEnd(16)} ${parts.join(', ')}`)
  }
}

const dir = process.argv[2] ? path.resolve(process.argv[2]) : env.crmSnapshotDir
const payload = await getPayload({ config })
let exitCode = 0
try {
  await migrate(payload)
  console.log(`Importing the CRM snapshot from ${path.relative(process.cwd(), dir) || dir}`)
  let started = false
  const summary = await importSnapshot(payload, new FileSnapshotSource(dir), {
    onProgress: (done, total, step) => {
      if (!interactive) return
      if (!started) bar.start(total, 0, { step })
      started = true
      bar.update(done, { step })
    },
  })
  if (started) bar.stop()
  console.log('Import finished:')
  report(summary)
  await tellRunningSite()
} catch (error) {
  bar.stop()
  exitCode = 1
  if (error instanceof SnapshotError) {
    console.error(`The snapshot is malformed; nothing was imported.\n${error.message}`)
  } else {
    console.error('The import failed and was rolled back; the database is unchanged.')
    console.error(error)
  }
} finally {
  await closePayload(payload)
}
process.exit(exitCode)

/** A site running on this machine caches CRM data; it is asked to drop it (nothing to do if none runs). */
async function tellRunningSite(): Promise<void> {
  const url = `http://127.0.0.1:${env.port}/internal/revalidate/`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-revalidation-token': revalidationToken() },
      signal: AbortSignal.timeout(5_000),
    })
    console.log(
      response.ok ? 'The running site now shows the new data.' : `The site answered ${response.status}.`,
    )
  } catch {
    console.log('No site is running on this machine; it will read the new data when it starts.')
  }
}
