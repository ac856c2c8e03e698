import { and, eq, inArray, type SQL } from 'drizzle-orm'

import { importHash, type RefIds } from './hash'
import { type Collection, written } from './indexes'
import type { Prepared, Refs, SpoolEntry } from './prepare'
import type { ChildKind, ChildRows, Row } from './rows'
import {
  describeTable,
  type Dialect,
  insertStatements,
  type Run,
  runner,
  type SqlTable,
  type Statement,
} from './statements'

type Table = Record<string, unknown>

/**
 * The values the writer sets itself, when the database ids are known: in a record's main row, and
 * in the rows of its children that point to it. The preparation encodes every other value.
 */
export const writerKeys = {
  main: new Set(['id', 'importHash', 'updatedAt', 'createdAt', 'city', 'owner']),
  locales: new Set(['_parentID']),
  array: new Set(['_parentID']),
  arrayLocales: new Set<string>(),
  rels: new Set(['parent']),
} as const satisfies Record<'main' | ChildKind, ReadonlySet<string>>
/** The parts of a drizzle transaction (SQLite or PostgreSQL) the writer uses for its few deletes and updates. */
export interface SqlSession {
  delete(table: unknown): { where(condition: SQL | undefined): PromiseLike<unknown> }
  update(table: unknown): { set(values: Row): { where(condition: SQL | undefined): PromiseLike<unknown> } }
  select(fields: Record<string, unknown>): {
    from(table: unknown): { where(condition: SQL | undefined): unknown }
  }
}

/**
 * Sends prepared rows inside the write transaction: per chunk of records, one statement per table
 * (a few if the rows exceed the parameter limit), child rows of stored records deleted first as
 * Payload's own update does. Resolves references to towns and owner accounts, which new ones only
 * have once written, and records the hash each record is stored with, for the check after commit.
 */
export class Writer {
  readonly ids: Record<'cities' | 'owners', Map<string, number>>
  readonly stored = Object.fromEntries(Object.keys(written).map((c) => [c, new Map()])) as Record<
    Collection,
    Map<string, string>
  >

  /** The database ids of the listings this run wrote (new or changed): what alerts compare. */
  readonly writtenProperties: number[] = []

  private readonly execute: Run
  private readonly described = new Map<string, SqlTable>()

  constructor(
    private readonly tx: SqlSession,
    private readonly dialect: Dialect,
    private readonly tables: Readonly<Record<string, Table>>,
    knownIds: Record<'cities' | 'owners', Map<string, number>>,
    private readonly now: string,
    private readonly onRecord: (collection: Collection) => void,
  ) {
    this.ids = { cities: new Map(knownIds.cities), owners: new Map(knownIds.owners) }
    this.execute = runner(tx, dialect)
  }

  async write({ collection, records }: SpoolEntry): Promise<void> {
    if (collection === 'owner-links') return this.link(records)
    const table = this.table(collection.replace(/-/g, '_'))
    const refIds = records.map((record) => this.resolve(record.refs))
    await this.clear(records)
    const mains = records.map((record, i) => {
      const main: Row = { ...record.rows.main, importHash: importHash(record.content, refIds[i]!) }
      Object.assign(main, refIds[i], { updatedAt: this.now, createdAt: this.now })
      if (record.id !== null) main.id = record.id
      return main
    })
    // Stored records first: one taking a unique value (an address) a new one gets must release it first.
    const sorted = mains
      .map((main, i) => ({ main, record: records[i]! }))
      .sort((a, b) => Number(b.record.exists) - Number(a.record.exists))
    const keyField = written[collection].key
    const described = this.describe(table)
    const returned: Row[] = []
    const mainRows = sorted.map((s) => s.main)
    const options = { raw: writerKeys.main, upsert: true, returning: [...new Set(['id', keyField])] }
    for (const statement of insertStatements(this.dialect, described, mainRows, options))
      returned.push(...(await this.run(described, statement)))
    const keyColumn = described.columns.get(keyField)!.name
    const idOf = new Map(returned.map((r) => [String(r[keyColumn]), Number(r.id)]))
    for (const { record, main } of sorted) {
      record.id = idOf.get(record.key) ?? null
      if (record.id === null) throw new Error(`${collection} ${record.key} was not written`)
      this.stored[collection].set(record.key, main.importHash as string)
      if (collection === 'properties') this.writtenProperties.push(record.id)
      if (collection === 'cities' || collection === 'owners') this.ids[collection].set(record.key, record.id)
    }
    records.forEach((record, i) => this.publicViewRefs(record.rows.children, refIds[i]!))
    await this.insertChildren(records)
    for (const _ of records) this.onRecord(collection)
  }

  /** Owner accounts that stop standing for a CRM owner lose their CRM id and their listings. */
  async release(ownerIds: number[]): Promise<void> {
    if (ownerIds.length === 0) return
    const owners = this.table('owners')
    const rels = this.table('owners_rels')
    await this.run(owners, () =>
      this.tx
        .update(owners)
        .set({ crmId: null, importHash: null, updatedAt: this.now })
        .where(inArray(owners.id as never, ownerIds)),
    )
    await this.run(rels, () => this.tx.delete(rels).where(inArray(rels.parent as never, ownerIds)))
  }

  /**
   * Records the snapshot no longer has. Listings and projects: their URLs will answer 410. Visit
   * slots: they can no longer be booked and stay, with their bookings, for staff to see; without a
   * hash, a slot that reappears is written again.
   */
  async withdraw(collection: 'properties' | 'projects' | 'visit_slots', ids: number[]): Promise<void> {
    const table = this.table(collection)
    const values =
      collection === 'visit_slots'
        ? { status: 'withdrawn', importHash: null, updatedAt: this.now }
        : { status: 'withdrawn', withdrawnAt: this.now, updatedAt: this.now }
    for (let i = 0; i < ids.length; i += 1000) {
      const slice = ids.slice(i, i + 1000)
      await this.run(table, () =>
        this.tx
          .update(table)
          .set(values)
          .where(inArray(table.id as never, slice)),
      )
    }
  }

  private async link(records: Prepared[]): Promise<void> {
    for (const record of records) {
      const id = this.ids.owners.get(record.key)
      if (id === undefined) throw new Error(`owner account ${record.key} has no id`)
      record.id = id
    }
    await this.clear(records)
    await this.insertChildren(records)
  }

  private resolve(refs: Refs): RefIds {
    const ids: RefIds = {}
    if ('city' in refs) ids.city = refs.city ? (this.ids.cities.get(refs.city) ?? null) : null
    if ('owner' in refs) ids.owner = refs.owner ? (this.ids.owners.get(String(refs.owner)) ?? null) : null
    return ids
  }

  /** Deletes the child rows stored records had, for the tables these records replace. */
  private async clear(records: Prepared[]): Promise<void> {
    const groups = new Map<string, { spec: Prepared['rows']['replaces'][number]; ids: number[] }>()
    for (const record of records) {
      if (!record.exists || record.id === null) continue
      for (const spec of record.rows.replaces) {
        const key = `${spec.table}|${spec.path ?? ''}`
        const group = groups.get(key) ?? { spec, ids: [] }
        group.ids.push(record.id)
        groups.set(key, group)
      }
    }
    for (const { spec, ids } of groups.values()) {
      const table = this.table(spec.table)
      if (spec.kind === 'rels') {
        const where = and(inArray(table.parent as never, ids), eq(table.path as never, spec.path))
        await this.run(table, () => this.tx.delete(table).where(where))
        continue
      }
      if (spec.locales) {
        const locales = this.table(spec.locales)
        const items = this.tx
          .select({ id: table.id })
          .from(table)
          .where(inArray(table._parentID as never, ids))
        await this.run(locales, () =>
          this.tx.delete(locales).where(inArray(locales._parentID as never, items as never)),
        )
      }
      await this.run(table, () => this.tx.delete(table).where(inArray(table._parentID as never, ids)))
    }
  }

  private async insertChildren(records: Prepared[]): Promise<void> {
    const byTable = new Map<string, { kind: ChildKind; rows: Row[] }>()
    for (const record of records) {
      for (const child of record.rows.children) {
        const { rows } = byTable.get(child.table) ?? { kind: child.kind, rows: [] }
        for (const row of child.rows) {
          if (child.kind === 'rels') rows.push({ ...row, parent: record.id })
          else if (child.kind === 'arrayLocales') rows.push(row)
          else rows.push({ ...row, _parentID: record.id })
        }
        byTable.set(child.table, { kind: child.kind, rows })
      }
    }
    for (const [name, { kind, rows }] of byTable) {
      const table = this.describe(this.table(name))
      for (const statement of insertStatements(this.dialect, table, rows, { raw: writerKeys[kind] }))
        await this.run(table, statement)
    }
  }

  /**
   * The public view copies the record's town. Prepared with a town the import was about to create,
   * it waits for the town's id here (otherwise it was completed and encoded while preparing).
   */
  private publicViewRefs(children: ChildRows[], refIds: RefIds): void {
    for (const child of children) {
      if (child.kind !== 'locales') continue
      const column = this.describe(this.table(child.table)).columns.get('publicView')
      for (const row of child.rows) {
        const view = row.publicView
        if (!column || !view || typeof view !== 'object') continue
        row.publicView = column.mapToDriverValue('city' in refIds ? { ...view, city: refIds.city } : view)
      }
    }
  }

  private describe(table: Table): SqlTable {
    const name = tableName(table)
    let described = this.described.get(name)
    if (!described) this.described.set(name, (described = describeTable(table)))
    return described
  }

  private table(name: string): Table {
    const table = this.tables[name]
    if (!table) throw new Error(`The database has no table ${name}`)
    return table
  }

  /**
   * Runs a statement (prepared text and parameters, or a drizzle query); a failure names the table
   * and the database's reason, not the whole statement with its thousands of values.
   */
  private async run(
    table: Table | SqlTable,
    statement: Statement | (() => PromiseLike<unknown>),
  ): Promise<Row[]> {
    try {
      if (typeof statement === 'function') {
        await statement()
        return []
      }
      return await this.execute(statement)
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error
      const reason = cause instanceof Error ? cause.message : String(cause)
      const name = 'columns' in table && table.columns instanceof Map ? table.name : tableName(table)
      throw new Error(`Writing to ${name} failed: ${reason.slice(0, 500)}`, { cause })
    }
  }
}

function tableName(table: Table): string {
  const symbol = Object.getOwnPropertySymbols(table).find((s) => s.description === 'drizzle:Name')
  return symbol ? String((table as Record<symbol, unknown>)[symbol]) : 'a table'
}
