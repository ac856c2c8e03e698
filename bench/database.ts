import pg from 'pg'

/** A new, empty database on the given PostgreSQL server, and how to drop it. */
export async function postgresDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agency_bench_${Date.now()}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
