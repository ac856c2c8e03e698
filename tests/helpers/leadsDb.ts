/**
 * Read-only queries on a site's database, beside the running server: what was stored, read
 * directly rather than through the site. SQLite (the DATA_DIR's agency.db, through @libsql/client,
 * the driver Payload uses) or PostgreSQL (pg). Queries are written with `?` placeholders; on
 * PostgreSQL they become $1, $2…
 */
import { createClient } from '@libsql/client'
import pg from 'pg'

export type LeadsDb = {
  kind: 'sqlite' | 'postgres'
  /** Rows as plain objects (numbers as numbers, booleans as 0/1 on SQLite). */
  query<T = Record<string, unknown>>(sql: string, params?: (string | number)[]): Promise<T[]>
  /** The `data` JSON column as text, for LIKE. */
  dataText: string
  close(): Promise<void>
}

export async function openLeadsDb(databaseUrl: string): Promise<LeadsDb> {
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl, intMode: 'number' })
    return {
      kind: 'sqlite',
      dataText: 'data',
      async query<T>(sql: string, params: (string | number)[] = []) {
        if (!/^\s*(select|with|pragma)\b/i.test(sql)) throw new Error(`read-only queries only: ${sql}`)
        const result = await client.execute({ sql, args: params })
        return result.rows.map((row) => ({ ...row })) as T[]
      },
      async close() {
        client.close()
      },
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return {
    kind: 'postgres',
    dataText: 'data::text',
    async query<T>(sql: string, params: (string | number)[] = []) {
      if (!/^\s*(select|with)\b/i.test(sql)) throw new Error(`read-only queries only: ${sql}`)
      let n = 0
      const result = await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      )
      return result.rows as T[]
    },
    async close() {
      await client.end()
    },
  }
}
