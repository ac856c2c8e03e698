'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { type AdminMessages, adminMessages } from '@/admin/messages'
import type { ImportRunView } from '@/collections/CrmImports/view'
import { type ImportPhase, isActive, percentDone, tallyColumns } from '@/domain/admin/importRun'
import styles from './ImportNow.module.css'

type Notice = 'already-running' | 'start-failed' | 'abandoned'

type State =
  | { kind: 'idle'; notice?: Notice }
  | { kind: 'starting' }
  | { kind: 'following'; run: ImportRunView; notice?: Notice }
  | { kind: 'done'; run: ImportRunView }

const POLL_MS = 1_000

const phaseText = (m: AdminMessages, phase: ImportPhase | null): string =>
  ({
    queued: m.phaseQueued,
    reading: m.phaseReading,
    preparing: m.phasePreparing,
    writing: m.phaseWriting,
    verifying: m.phaseVerifying,
  })[phase ?? 'queued']

function initialState(run: ImportRunView | null): State {
  if (!run || !isActive(run.outcome)) return { kind: 'idle' }
  return run.abandoned ? { kind: 'idle', notice: 'abandoned' } : { kind: 'following', run }
}

/**
 * "Import now" for staff (issue 16): queues the CRM import (POST /api/crm-imports/import-now), then
 * follows the run once a second until it ends, showing its step and progress, and then its result.
 * The run's state lives in the database, so another tab, another staff member or `npm run import`
 * running meanwhile is shown here too, and the server refuses a second run (409).
 */
export function ImportNow({ initial }: { initial: ImportRunView | null }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const m = adminMessages(i18n.language)
  const endpoint = `${config.routes.api}/crm-imports/import-now/`
  const [state, setState] = useState<State>(() => initialState(initial))
  const followedId = state.kind === 'following' ? state.run.id : null

  useEffect(() => {
    if (followedId === null) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const poll = async () => {
      try {
        const response = await fetch(`${endpoint}?run=${followedId}`, { cache: 'no-store' })
        const { run } = response.ok
          ? ((await response.json()) as { run: ImportRunView | null })
          : { run: null }
        if (stopped || !run) return
        if (!isActive(run.outcome)) {
          setState({ kind: 'done', run })
          // The dashboard's last import and the history list are read on the server.
          router.refresh()
          return
        }
        setState((previous) =>
          run.abandoned
            ? { kind: 'idle', notice: 'abandoned' }
            : { kind: 'following', run, notice: previous.kind === 'following' ? previous.notice : undefined },
        )
      } catch {
        // A lost request (a restart, a network blip): the next poll asks again.
      }
      // Fire and forget: poll catches its own failures.
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS)
    }
    timer = setTimeout(() => void poll(), POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [endpoint, followedId, router])

  const start = async () => {
    setState({ kind: 'starting' })
    try {
      const response = await fetch(endpoint, { method: 'POST', cache: 'no-store' })
      const body = (await response.json().catch(() => ({}))) as { run?: ImportRunView }
      if ((response.status === 202 || response.status === 409) && body.run) {
        const notice = response.status === 409 ? 'already-running' : undefined
        setState({ kind: 'following', run: body.run, notice })
        return
      }
    } catch {
      // Shown below.
    }
    setState({ kind: 'idle', notice: 'start-failed' })
  }

  const busy = state.kind === 'starting' || state.kind === 'following'
  const notice = state.kind === 'idle' || state.kind === 'following' ? state.notice : undefined
  const noticeText =
    notice &&
    {
      'already-running': m.importAlreadyRunning,
      'start-failed': m.importStartFailed,
      abandoned: m.importAbandoned,
    }[notice]

  return (
    <div className={styles.importNow}>
      <div className={styles.action}>
        <Button
          buttonStyle="primary"
          size="small"
          margin={false}
          disabled={busy}
          onClick={() => void start()}
        >
          {m.importNow}
        </Button>
        <span className={styles.hint}>{m.importNowHint}</span>
      </div>
      <div role="status" aria-live="polite" className={styles.status}>
        {noticeText ? <p className={styles.notice}>{noticeText}</p> : null}
        {state.kind === 'starting' ? <p>{m.importStarting}</p> : null}
        {state.kind === 'following' ? <Progress run={state.run} m={m} language={i18n.language} /> : null}
        {state.kind === 'done' ? <Result run={state.run} m={m} language={i18n.language} /> : null}
      </div>
    </div>
  )
}

type PartProps = { run: ImportRunView; m: AdminMessages; language: string }

function Progress({ run, m, language }: PartProps) {
  const percent = percentDone(run.done, run.total)
  return (
    <div className={styles.progress}>
      <p>{phaseText(m, run.phase)}</p>
      <progress max={100} value={percent ?? undefined} aria-label={m.importProgress} />
      {percent !== null ? (
        <span className={styles.percent}>
          {new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100)}
        </span>
      ) : null}
    </div>
  )
}

/** What the run changed, summed; when and how long are beside it (the last import, the history). */
function Result({ run, m, language }: PartProps) {
  const succeeded = run.outcome === 'succeeded'
  const number = new Intl.NumberFormat(language)
  return (
    <section className={styles.result} aria-labelledby={`import-result-${run.id}`}>
      <p id={`import-result-${run.id}`} className={succeeded ? styles.succeeded : styles.failed}>
        {succeeded ? m.importFinished : m.importFailedTitle}
      </p>
      <dl className={styles.totals}>
        {run.totals
          ? tallyColumns.map((column) => (
              <div key={column}>
                <dt>{m[column]}</dt>
                <dd>{number.format(run.totals?.[column] ?? 0)}</dd>
              </div>
            ))
          : null}
        {run.error ? null : (
          <div>
            <dt>{m.importErrors}</dt>
            <dd>{m.importNoErrors}</dd>
          </div>
        )}
      </dl>
      {run.error ? <p className={styles.error}>{run.error}</p> : null}
    </section>
  )
}
