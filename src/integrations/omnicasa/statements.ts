import type { Row } from './rows'

export type Dialect = 'sqlite' | 'postgres'
type Column = { name: string; default?: unknown; mapToDriverValue(value: unknown): unknown }
/** A drizzle table as Payload's adapter builds it: its columns by the keys rows use. */
export type SqlTable = { name: string; columns: Map<string, Column> }
export type Statement = { text: string; params: unknown[] }
export type Run = (statement: Statement) => Promise<Row[]>

// Bound parameters per statement: SQLite allows 32,766, PostgreSQL 65,535.
const PARAMETERS = 30_000

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export function describeTable(table: Record<string | symbol, unknown>): SqlTable {
  const symbol = Object.getOwnPropertySymbols(table).find((s) => s.description === 'drizzle:Name')
  const columns = new Map<string, Column>()
  for (const [key, value] of Object.entries(table)) {
    const column = value as Partial<Column> | null
    if (column && typeof column.name === 'string' && typeof column.mapToDriverValue === 'function')
      columns.set(key, column as Column)
  }
  if (!symbol || columns.size === 0) throw new Error('not a drizzle table')
  return { name: String(table[symbol]), columns }
}

/**
 * Encodes a row's values in place with each column's own drizzle encoder (JSON as text, booleans
 * as 0/1 in SQLite…), so they are stored exactly as drizzle would store them: done while preparing,
 * outside the transaction. Keys in `later` are left for the writer, which sets them.
 */
export function encodeRow(table: SqlTable, row: Row, later: ReadonlySet<string>): void {
  for (const key of Object.keys(row)) {
    const value = row[key]
    if (later.has(key) || value === null || value === undefined) continue
    const column = table.columns.get(key)
    if (!column) throw new Error(`${table.name} has no column for ${key}`)
    row[key] = column.mapToDriverValue(value)
  }
}

/**
 * Multi-row INSERTs of `rows` (a few statements when they exceed the parameter limit). Values are
 * already encoded (`encodeRow`) but those of the keys in `raw`, encoded here. `upsert`: update the
 * stored row with the same id instead, leaving `createdAt` alone. `returning`: row keys to read
 * back (the ids the database gave).
 */
export function insertStatements(
  dialect: Dialect,
  table: SqlTable,
  rows: readonly Row[],
  options: { raw: ReadonlySet<string>; upsert?: boolean; returning?: string[] },
): Statement[] {
  if (rows.length === 0) return []
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const columns = keys.map((key) => {
    const column = table.columns.get(key)
    if (!column) throw new Error(`${table.name} has no column for ${key}`)
    return column
  })
  const head = `insert into ${quote(table.name)} (${columns.map((c) => quote(c.name)).join(', ')}) values `
  let tail = ''
  if (options.upsert) {
    const set = columns
      .filter((c) => c.name !== 'id' && c.name !== 'created_at')
      .map((c) => `${quote(c.name)} = excluded.${quote(c.name)}`)
    tail += ` on conflict (${quote('id')}) do update set ${set.join(', ')}`
  }
  if (options.returning?.length) {
    tail += ` returning ${options.returning.map((key) => quote(table.columns.get(key)!.name)).join(', ')}`
  }
  const perStatement = Math.max(1, Math.floor(PARAMETERS / keys.length))
  const statements: Statement[] = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = []
    const tuples: string[] = []
    for (const row of rows.slice(start, start + perStatement)) {
      const marks: string[] = []
      keys.forEach((key, i) => {
        const column = columns[i]!
        let value = row[key]
        // A key another row has and this one lacks (a new record's id among stored ones): the
        // column's default. SQLite has no DEFAULT in VALUES, where NULL gives an INTEGER PRIMARY
        // KEY the next id; otherwise drizzle's own value for it.
        if (value === undefined && dialect === 'postgres') {
          marks.push('default')
          return
        }
        const fill = value === undefined
        if (fill) value = typeof column.default === 'object' ? null : (column.default ?? null)
        params.push(
          value === null || !(fill || options.raw.has(key)) ? value : column.mapToDriverValue(value),
        )
        marks.push(dialect === 'postgres' ? `$${params.length}` : '?')
      })
      tuples.push(`(${marks.join(', ')})`)
    }
    statements.push({ text: head + tuples.join(', ') + tail, params })
  }
  return statements
}

/**
 * Runs a statement with positional parameters on the transaction's own connection: libsql's
 * transaction object, or node-postgres' checked-out client, both of which drizzle keeps in the
 * transaction's session. Sending thousands of rows through drizzle's query builder cost more than
 * the database's own work (one `is()` check and wrapper object per value), inside the transaction.
 */
export function runner(tx: unknown, dialect: Dialect): Run {
  const session = (tx as { session?: Record<string, unknown> }).session
  if (dialect === 'sqlite') {
    const libsql = session?.tx as {
      execute?: (s: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }>
    }
    if (typeof libsql?.execute === 'function') {
      return async ({ text, params }) => (await libsql.execute!({ sql: text, args: params })).rows
    }
  } else {
    const client = session?.client as {
      query?: (text: string, params: unknown[]) => Promise<{ rows: Row[] }>
    }
    if (typeof client?.query === 'function') {
      return async ({ text, params }) => (await client.query!(text, params)).rows
    }
  }
  throw new Error(`The import found no ${dialect} connection in the transaction (drizzle-orm changed?)`)
}
