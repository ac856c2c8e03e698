import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import pg from 'pg'
import { vi } from 'vitest'

export type TestDatabaseKind = 'sqlite' | 'postgres'

/** Which database this run of the integration suite uses (scripts/test-all.sh runs it once per kind). */
export const testDatabaseKind: TestDatabaseKind =
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite'

export type TestPayload = {
  payload: Payload
  databaseUrl: string
  /** getPayload's cache key of this instance: what Payload's REST handler needs to find it. */
  key: string
  cleanup: () => Promise<void>
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL')
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * The migrated PostgreSQL database new test databases are copied from (`CREATE DATABASE … TEMPLATE`),
 * named by a hash of the committed migrations: migrating a new database takes seconds on
 * PostgreSQL, copying one a fraction of that (the suite creates one per file). The first test file
 * of a run with new migrations migrates a database of its own and copies it as the template.
 */
function postgresTemplateName(): string {
  const dir = path.resolve('src/migrations/postgres')
  const hash = createHash('sha256')
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)))
  return `agency_int_tpl_${hash.digest('hex').slice(0, 16)}`
}

async function postgresTemplateExists(template: string): Promise<boolean> {
  const found = await withAdminClient((c) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]),
  )
  return (found.rowCount ?? 0) > 0
}

/** A Payload instance on the given database, migrated (a no-op on a copy of the template). */
async function openPayload(
  databaseUrl: string,
  key: string,
): Promise<{ payload: Payload; close: () => Promise<void> }> {
  process.env.DATABASE_URL = databaseUrl
  vi.resetModules()
  const { default: config } = await import('@/payload.config')
  const { migrate } = await import('@/db/migrations')
  const { closePayload } = await import('@/db/close')
  const payload = await getPayload({ config, key })
  await migrate(payload)
  return { payload, close: () => closePayload(payload) }
}

/**
 * A Payload instance on a brand-new, migrated database of its own (a temp SQLite file, or a new
 * PostgreSQL database), so test files never see each other's data.
 */
export async function createTestPayload(): Promise<TestPayload> {
  const name = `agency_int_${Date.now()}_${randomBytes(3).toString('hex')}`
  if (testDatabaseKind === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    const databaseUrl = url.toString()
    const drop = () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined)
    const template = postgresTemplateName()
    if (!(await postgresTemplateExists(template))) {
      // The first file migrates a database, closes it, and copies it as the template.
      await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`))
      const first = await openPayload(databaseUrl, `${name}_migrate`)
      await first.close()
      // A copy needs its source to itself: the closed instance's pool may still hold idle connections.
      await withAdminClient(async (c) => {
        await c.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        )
        await c.query(`CREATE DATABASE ${template} TEMPLATE ${name}`)
      }).catch(async (error: unknown) => {
        // Another run made it meanwhile: use theirs.
        if (!(await postgresTemplateExists(template))) throw error
      })
      await drop()
    }
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
    const { payload, close } = await openPayload(databaseUrl, name)
    return {
      payload,
      databaseUrl,
      key: name,
      cleanup: async () => {
        await close()
        await drop()
      },
    }
  }
  const file = path.join(tmpdir(), `${name}.db`)
  const databaseUrl = `file:${file}`
  const { payload, close } = await openPayload(databaseUrl, name)
  return {
    payload,
    databaseUrl,
    key: name,
    cleanup: async () => {
      await close()
      for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    },
  }
}

/**
 * The peer of an in-process request that stands for one behind a proxy (TRUSTED_PROXY_HOPS=1):
 * a real server appends the connection's peer to X-Forwarded-For (src/http/peerAddress.ts), and
 * Payload's handlers called in the test process do not pass through it.
 */
export const PROXY = '10.0.0.2'
