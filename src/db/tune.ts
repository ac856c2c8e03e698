import type { Payload } from 'payload'

import { env } from '@/env'

type SqliteClient = { execute(sql: string): Promise<unknown> }

/**
 * SQLite's defaults are sized for small devices: a 2 MB page cache and no memory mapping, so a list
 * query over 10,000 listings read every page through a system call each time (100 to 170 ms a
 * query; 25 to 60 ms with these). The mapping is of the database file itself: the operating system
 * shares and reclaims it, it is not heap. PostgreSQL is tuned on its server instead.
 */
export async function tuneDatabase(payload: Payload): Promise<void> {
  if (env.databaseKind !== 'sqlite') return
  const client = (payload.db as unknown as { client?: SqliteClient }).client
  if (!client) return
  await client.execute('PRAGMA cache_size = -65536') // 64 MB of page cache
  await client.execute('PRAGMA mmap_size = 1073741824') // map up to 1 GB of the file
}
