/**
 * `npm run import [-- <snapshot folder>]`: validates the CRM snapshot and imports it in one
 * transaction. On malformed input it names the file, record and field, exits 1, and leaves the
 * database exactly as it was. It prints `Writing to the database…` when its write transaction
 * begins and how long the transaction lasted when it commits. The run is recorded in crm-imports,
 * and refused (exit 1) while another one, started here or from the admin, is queued or running.
 *
 * `--pause-mid-write <ms>`: waits that long inside the transaction, half-way through the writes,
 * after printing `Paused mid-write.` (for the test that kills an import there).
 */
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { SingleBar } from 'cli-progress'
import { getPayload } from 'payload'

import { ImportAlreadyRunningError, runCrmImport } from '@/collections/CrmImports/run'
import { closePayload } from '@/db/close'
import { migrate } from '@/db/migrations'
import { env } from '@/env'
import { type ImportEvent, type ImportSummary, ImportVerificationError } from '@/integrations/omnicasa/import'
import { SnapshotError } from '@/integrations/omnicasa/snapshotError'
import config from '@payload-config'

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const { values: flags, positionals } = parseArgs({
  options: { 'pause-mid-write': { type: 'string' } },
  allowPositionals: true,
})
const pauseMs = Number(flags['pause-mid-write'] ?? 0)
const dir = positionals[0] ? path.resolve(positionals[0]) : env.crmSnapshotDir

/** Lines a person (or a test, or bench/import.ts) reads while the import runs. */
async function onEvent(event: ImportEvent): Promise<void> {
  if (event.phase === 'writing') say('Writing to the database…')
  if (event.phase === 'midway' && pauseMs > 0) {
    say('Paused mid-write.')
    await sleep(pauseMs)
  }
  if (event.phase === 'committed') {
    say(`Prepared in ${seconds(event.prepareMs)}; write transaction ${seconds(event.transactionMs)}.`)
  }
}

/** A line on its own, even while the progress bar is drawn. */
function say(line: string): void {
  if (interactive && started) bar.stop()
  started = false
  console.log(line)
}

let started = false
const payload = await getPayload({ config })
let exitCode = 0
const source = path.relative(process.cwd(), dir) || dir
try {
  await migrate(payload)
  console.log(`Importing the CRM snapshot from ${source}`)
  // The same run as the admin's "Import now": recorded in crm-imports (the staff's dashboard shows
  // it), refused while another run is active, whichever process started it.
  const { summary } = await runCrmImport(payload, {
    dir,
    source,
    onEvent,
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
  // Running sites on this database hear of the change through the database (docs/decisions/019).
  console.log('Running sites show the new data within a second or two.')
} catch (error) {
  bar.stop()
  exitCode = 1
  if (error instanceof ImportAlreadyRunningError) {
    console.error(`${error.message}; nothing was imported. Try again once it has finished.`)
  } else if (error instanceof SnapshotError) {
    console.error(`The snapshot is malformed; nothing was imported.\n${error.message}`)
  } else if (error instanceof ImportVerificationError) {
    console.error(error.message)
  } else {
    console.error('The import failed and was rolled back; the database is unchanged.')
    console.error(error)
  }
} finally {
  await closePayload(payload)
}
process.exit(exitCode)
