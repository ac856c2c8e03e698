import { randomUUID } from 'node:crypto'
import type { BaseDatabaseAdapter } from 'payload'

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }

/** The parts of @payloadcms/drizzle's adapter (SQLite and PostgreSQL alike) that transactions use. */
export type DrizzleAdapter = BaseDatabaseAdapter & {
  drizzle: { transaction(run: (tx: unknown) => Promise<void>, options?: unknown): Promise<void> }
  initializing: Promise<void>
  sessions: Record<string, Session>
  transactionOptions?: unknown
}

type TransactionMethods = Pick<
  BaseDatabaseAdapter,
  'beginTransaction' | 'commitTransaction' | 'rollbackTransaction'
>

/** What runs after a transaction commits, per transaction id (see `afterCommit`). */
const pending = new Map<string, (() => void)[]>()

/** The callback's rejection when Payload rolls a transaction back on purpose. */
class Rollback extends Error {
  constructor() {
    super('rolled back')
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One writer at a time in this process, in arrival order. SQLite takes one writer anyway; queueing
 * here means only the first in line asks SQLite for the lock (each refusal costs up to the busy
 * timeout of blocking), instead of every waiting request asking in turn.
 */
class WriteGate {
  private held = false
  private readonly waiting: (() => void)[] = []

  enter(deadline: number): Promise<void> {
    if (!this.held) {
      this.held = true
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(
        () => {
          const index = this.waiting.indexOf(turn)
          if (index >= 0) this.waiting.splice(index, 1)
          reject(new Error('another write held the database for too long'))
        },
        Math.max(0, deadline - Date.now()),
      )
      this.waiting.push(turn)
    })
  }

  leave(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.held = false
  }
}

/** SQLite's answer when another connection holds the write lock. */
export function isBusy(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (code === 'SQLITE_BUSY' || /database is locked/i.test(e.message)) return true
  }
  return false
}

/**
 * Opens one drizzle transaction and hands its id back once it holds its connection. Drizzle only
 * offers a callback API, so the callback waits until Payload commits or rolls back; the promise of
 * the whole transaction is what `resolve` returns, so a failed COMMIT reaches the caller.
 */
function open(adapter: DrizzleAdapter, options: unknown): Promise<string> {
  return new Promise((ready, failed) => {
    const id = randomUUID()
    let started = false
    const done: Promise<void> = adapter.drizzle.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          started = true
          adapter.sessions[id] = {
            db: tx,
            resolve: () => {
              commit()
              return done
            },
            reject: () => {
              rollback(new Rollback())
              return done.catch((error) => {
                if (!(error instanceof Rollback)) throw error
              })
            },
          }
          ready(id)
        }),
      options ?? adapter.transactionOptions,
    )
    // Before the callback ran (BEGIN failed), the error is the caller's; after, `resolve` and
    // `reject` hand `done` to whoever ends the transaction, so nothing here may swallow it.
    done.catch((error: unknown) => {
      if (!started) failed(error)
    })
  })
}

/**
 * Transactions that never report a failed COMMIT as success, and that wait for SQLite's write lock
 * without blocking the process.
 *
 * @payloadcms/drizzle 3.90's `beginTransaction` catches the whole transaction's promise (to report
 * a failed BEGIN) and its `commitTransaction` catches the COMMIT's error and calls `reject` on the
 * finished transaction: a COMMIT refused by the database (SQLITE_BUSY, a deferred constraint)
 * resolved as if it had succeeded while drizzle rolled the changes back. Here the error propagates,
 * so Payload answers an error and the import stops. See docs/decisions/019-data-safety.md.
 *
 * SQLite allows one writer at a time. Its own busy timeout sleeps inside the native call, which
 * would freeze this process (every page) while the import holds the lock; so the connection's
 * timeout is short and BEGIN is retried here with a growing pause until `waitMs` has passed.
 */
export function safeTransactions(
  adapter: DrizzleAdapter,
  { waitMs, oneWriter }: { waitMs: number; oneWriter: boolean },
): TransactionMethods {
  const gate = oneWriter ? new WriteGate() : null
  const leaving = new Map<string, () => void>()
  const leave = (id: string) => {
    leaving.get(id)?.()
    leaving.delete(id)
  }

  return {
    async beginTransaction(options) {
      await adapter.initializing
      const deadline = Date.now() + waitMs
      try {
        await gate?.enter(deadline)
      } catch (error) {
        throw new Error(`The database could not begin a transaction: ${(error as Error).message}`)
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const id = await open(adapter, options)
          if (gate) leaving.set(id, () => gate.leave())
          return id
        } catch (error) {
          if (isBusy(error) && Date.now() < deadline) {
            await sleep(Math.min(25 * 2 ** attempt, 500))
            continue
          }
          gate?.leave()
          const reason = error instanceof Error ? error.message : String(error)
          throw new Error(`The database could not begin a transaction: ${reason}`, { cause: error })
        }
      }
    },

    async commitTransaction(incoming) {
      const id = String(incoming instanceof Promise ? await incoming : incoming)
      const session = id ? adapter.sessions[id] : undefined
      if (!id || !session) return
      delete adapter.sessions[id]
      const callbacks = pending.get(id) ?? []
      pending.delete(id)
      try {
        await session.resolve()
      } catch (error) {
        leave(id)
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`The database did not commit the change (nothing was saved): ${reason}`, {
          cause: error,
        })
      }
      leave(id)
      for (const callback of callbacks) callback()
    },

    async rollbackTransaction(incoming) {
      const id = String(incoming instanceof Promise ? await incoming : incoming)
      const session = id ? adapter.sessions[id] : undefined
      if (!id || !session) return
      delete adapter.sessions[id]
      pending.delete(id)
      try {
        await session.reject()
      } finally {
        leave(id)
      }
    },
  }
}

/**
 * Runs `callback` once the transaction `transactionID` has committed (never if it rolls back), or
 * at once when there is no open transaction.
 */
export async function afterCommit(
  adapter: DrizzleAdapter,
  transactionID: string | number | Promise<string | number | undefined> | undefined,
  callback: () => void,
): Promise<void> {
  const id = transactionID instanceof Promise ? await transactionID : transactionID
  if (id === undefined || !adapter.sessions[String(id)]) {
    callback()
    return
  }
  const list = pending.get(String(id)) ?? []
  list.push(callback)
  pending.set(String(id), list)
}
