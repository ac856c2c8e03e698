/**
 * Runs once when a server process starts (Next.js instrumentation): every instance listens for the
 * changes that other instances and the import command commit (docs/decisions/019-data-safety.md),
 * runs Payload's job queues (the mail outbox, src/leads/jobs.ts; unless RUN_JOBS=false) and
 * calls the CDN purge hook when one is configured (src/http/cdnPurge.ts). Before any of it, every
 * request gets its connection's peer appended to X-Forwarded-For (src/http/peerAddress.ts); once
 * Payload runs, a page the page cache keeps is answered before Next.js routes the request
 * (decision 048).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { answerKeptPagesFirst, installPeerAddress } = await import('@/http/peerAddress')
  installPeerAddress()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ default: config }, { getPayload }, { startChangeFeed }, { answerKept }, { env }] =
    await Promise.all([
      import('@payload-config'),
      import('payload'),
      import('@/db/watchChanges'),
      import('@/http/keptAnswer'),
      import('@/env'),
    ])
  // Kept pages are answered before Next.js routes the request (docs/decisions/048).
  answerKeptPagesFirst(answerKept)
  // `cron`: this process runs the jobs queues (the mail outbox, the leads' retention), unless
  // RUN_JOBS=false (the other processes of a `WEB_CONCURRENCY` server, decision 049).
  const payload = await getPayload({ config, cron: env.runJobs })
  try {
    await startChangeFeed(payload)
  } catch (error) {
    // Without the feed the site still serves; it would miss other processes' changes until restart.
    payload.logger.error({ err: error, msg: 'The change feed did not start' })
  }
  // The CDN in front, if any, hears of what changed (docs/decisions/042).
  const { startCdnPurge } = await import('@/http/cdnPurge')
  if (env.cdnPurgeUrl) startCdnPurge(env.cdnPurgeUrl, payload.logger)
}
