import type { Payload } from 'payload'

/** The part of node-postgres' Pool and Client used here. */
type Emitter = { on(event: string, listener: (...args: never[]) => void): unknown }

const watched = new WeakSet<object>()

/**
 * A PostgreSQL connection the server cuts (a restart, a failover, an administrator's
 * `pg_terminate_backend`, a dropped database) emits an `error` event on its client. node-postgres
 * listens for it only on the clients idle in the pool, and re-emits those on the pool, where
 * nothing listened either; a client checked out for a transaction had no listener at all. An
 * `error` event nobody listens for is thrown, and ends the process: every visitor's request with
 * it, for one lost connection (an int run on PostgreSQL crashed so, twice, when its test database
 * was dropped under an open transaction).
 *
 * Here every client the pool opens from now on, and the pool, get a listener that logs. The
 * statement under way fails by itself (its promise rejects: the request answers an error, a
 * transaction's COMMIT reports that nothing was saved), the pool drops the dead client when it
 * comes back, and the next query opens a new connection. The one client Payload opens before this
 * runs keeps a listener of its own.
 */
export function logLostConnections(pool: Emitter, logger: Payload['logger']): void {
  if (watched.has(pool)) return
  watched.add(pool)
  const lost = (error: Error) =>
    logger.warn(`PostgreSQL: a connection was lost (${error.message}); the next query opens another`)
  pool.on('error', lost)
  pool.on('connect', (client: Emitter) => client.on('error', lost))
}
