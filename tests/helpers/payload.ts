import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
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
 * A Payload instance on a brand-new, migrated database of its own (a temp SQLite file, or a new
 * PostgreSQL database), so test files never see each other's data.
 */
export async function createTestPayload(): Promise<TestPayload> {
  const name = `agency_int_${Date.now()}_${randomBytes(3).toString('hex')}`
  let databaseUrl: string
  let drop: () => Promise<void>
  if (testDatabaseKind === 'postgres') {
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`))
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    drop = () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined)
  } else {
    const file = path.join(tmpdir(), `${name}.db`)
    databaseUrl = `file:${file}`
    drop = async () => {
      for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  }
  process.env.DATABASE_URL = databaseUrl
  vi.resetModules()
  const { default: config } = await import('@/payload.config')
  const { migrate } = await import('@/db/migrations')
  const { closePayload } = await import('@/db/close')
  const payload = await getPayload({ config, key: name })
  await migrate(payload)
  return {
    payload,
    databaseUrl,
    key: name,
    cleanup: async () => {
      await closePayload(payload)
      await drop()
    },
  }
}

/**
 * The peer of an in-process request that stands for one behind a proxy (TRUSTED_PROXY_HOPS=1):
 * a real server appends the connection's peer to X-Forwarded-For (src/http/peerAddress.ts), and
 * Payload's handlers called in the test process do not pass through it.
 */
export const PROXY = '10.0.0.2'
