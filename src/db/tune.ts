import { isBusy } from './transactions'

type Statement = string
type SqliteClient = {
  execute(statement: Statement | { sql: string; args?: unknown }, args?: unknown): Promise<unknown>
  transaction(mode?: string): Promise<{ rollback(): Promise<void> }>
}

/**
 * Settings of one SQLite connection. SQLite's defaults are sized for small devices: a 2 MB page
 * cache and no memory mapping, so a list query over 10,000 listings read every page through a
 * system call each time (100 to 170 ms a query; 25 to 60 ms with these). The mapping is of the
 * database file itself: the operating system shares and reclaims it, it is not heap.
 */
const perConnection: Statement[] = [
  // Waits for a lock inside the native call, which blocks this process: kept short, and BEGIN is
  // retried without blocking instead (src/db/transactions.ts). Readers never wait in WAL mode.
  'PRAGMA busy_timeout = 50',
  'PRAGMA cache_size = -65536', // 64 MB of page cache
  'PRAGMA mmap_size = 1073741824', // map up to 1 GB of the file
  // Every commit reaches the disk before it is reported: an agency's saved page or lead survives
  // a power cut. In WAL mode that is one sync per commit.
  'PRAGMA synchronous = FULL',
]

/**
 * Puts the database in WAL mode (a property of the file: readers no longer block a commit, and a
 * commit no longer waits for readers) and applies the per-connection settings to every connection
 * the libsql client opens. The client hands its connection to each transaction and opens a new one
 * lazily on its next statement, which would otherwise run with SQLite's defaults (no busy timeout,
 * 2 MB cache) from the first write on. `transaction()` takes the connection synchronously, so the
 * settings reach the new one before any other statement can.
 *
 * A statement that fails on the client's own connection retires that connection. libsql 0.14 does
 * not reset a failed statement, which keeps the read snapshot it had taken until the garbage
 * collector finalises it: every read on that connection meanwhile misses what was committed since
 * (seen: a staff member's new session, written by the password reset, unknown to the next request
 * for 200 to 450 ms, which sent the admin back to its login page). Payload writes its jobs' rows
 * outside transactions, so such a write meets the write lock of a running transaction (busy
 * timeout 50 ms) whenever one lasts longer.
 */
export async function tuneSqlite(client: SqliteClient): Promise<void> {
  for (const pragma of perConnection) await client.execute(pragma)
  await client.execute('PRAGMA journal_mode = WAL')
  const transaction = client.transaction.bind(client)
  const execute = client.execute.bind(client)
  const tuneNext = () => {
    for (const pragma of perConnection) void execute(pragma).catch(() => undefined)
  }
  // Hands the client's connection to a throwaway transaction (a deferred BEGIN takes no lock), so
  // the client opens a fresh one. Also the way out after a refused BEGIN: libsql 0.14 leaves it in
  // progress on its connection, and a later COMMIT there fails ("SQL statements in progress").
  const retire = async () => {
    try {
      const discarded = await transaction('deferred')
      tuneNext()
      await discarded.rollback()
    } catch {
      // The connection could not begin: the statement that failed is the caller's error to report.
    }
  }
  client.transaction = (mode?: string) => {
    const taken = transaction(mode)
    tuneNext()
    return taken.catch(async (error: unknown) => {
      if (isBusy(error)) await retire()
      throw error
    })
  }
  client.execute = (statement, args) =>
    execute(statement, args).catch(async (error: unknown) => {
      await retire()
      throw error
    })
}
