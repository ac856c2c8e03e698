import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access'
import { inBackground } from '@/db/background'
import { env } from '@/env'
import type { CrmImport } from '@/payload-types'
import { here } from './here'
import { CRM_QUEUE, IMPORT_TASK, syncSource } from './job'
import { activeRun, claimImportRun, ImportAlreadyRunningError, runCrmImport, startQueuedRun } from './run'
import { viewOf } from './view'

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** Staff only: anonymous visitors are told to sign in, owners that this is not theirs. */
function refuse(req: PayloadRequest): Response | null {
  if (!req.user) return json({ error: 'unauthorized' }, 401)
  if (!isAdminUser(req.user)) return json({ error: 'forbidden' }, 403)
  return null
}

/** What is imported: the live CRM's changes, or the folder as `npm run import` names it in the history. */
const source = () =>
  env.crm.omnicasa
    ? syncSource.changes
    : path.relative(process.cwd(), env.crmSnapshotDir) || env.crmSnapshotDir

async function latestRun(payload: Payload): Promise<CrmImport | null> {
  const active = await activeRun(payload)
  if (active) return active
  const { docs } = await payload.find({
    collection: 'crm-imports',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** POST: claims the run (409 with the active one if there is one), queues it and starts it here. */
export async function postImportNow(req: PayloadRequest): Promise<Response> {
  const refused = refuse(req)
  if (refused) return refused
  const { payload } = req
  let run: CrmImport
  try {
    run = await claimImportRun(payload, { queued: true, source: source(), requestedBy: Number(req.user?.id) })
  } catch (error) {
    if (error instanceof ImportAlreadyRunningError) {
      return json({ error: 'already-running', run: viewOf(error.run, here) }, 409)
    }
    throw error
  }
  try {
    const job = await payload.jobs.queue({ task: IMPORT_TASK, queue: CRM_QUEUE, input: { runId: run.id } })
    // Started at once by this process; the queue's schedule (every server process) is the fallback.
    inBackground(
      payload,
      payload.jobs.runByID({ id: job.id, silent: true }).catch((error: unknown) => {
        payload.logger.warn({ err: error }, 'The CRM import job will be run by the queue’s schedule')
      }),
    )
  } catch (error) {
    // Not queued: free the slot at once rather than let the run wait to be found abandoned.
    await payload.update({
      collection: 'crm-imports',
      id: run.id,
      overrideAccess: true,
      data: { outcome: 'failed', phase: null, activeSlot: null, error: 'The import could not be queued.' },
    })
    throw error
  }
  return json({ run: viewOf(run, here) }, 202)
}

/** GET: the run `?run=<id>`, else the active one, else the latest. */
export async function getImportNow(req: PayloadRequest): Promise<Response> {
  const refused = refuse(req)
  if (refused) return refused
  const id = Number(req.searchParams.get('run'))
  const run =
    Number.isInteger(id) && id > 0
      ? await req.payload.findByID({
          collection: 'crm-imports',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : await latestRun(req.payload)
  return json({ run: run ? viewOf(run, here) : null })
}

/** The job's work (./job.ts): takes the queued run, unless another runner already has. */
export async function runQueuedImport(payload: Payload, runId: number): Promise<string> {
  const run = await startQueuedRun(payload, runId)
  if (!run) return 'taken'
  try {
    if (env.crm.omnicasa) {
      // Loaded here, as the job loads this module: only a configured CRM needs the client.
      const { runCrmSync } = await import('./sync')
      await runCrmSync(payload, { mode: 'changes', run })
    } else {
      await runCrmImport(payload, { run, dir: env.crmSnapshotDir })
    }
    return 'succeeded'
  } catch (error) {
    payload.logger.error({ err: error }, `CRM import ${runId} failed`)
    return 'failed'
  }
}
