import { describe, expect, it } from 'vitest'

import { insertStatements, type SqlTable } from './statements'

const column = (name: string, encode: (v: unknown) => unknown = (v) => v, fallback?: unknown) => ({
  name,
  default: fallback,
  mapToDriverValue: encode,
})
const table: SqlTable = {
  name: 'cities',
  columns: new Map([
    ['id', column('id')],
    ['key', column('key')],
    ['crmRecord', column('crm_record', (v) => JSON.stringify(v))],
    ['status', column('status', (v) => v, 'active')],
    ['createdAt', column('created_at')],
  ]),
}

describe('insertStatements', () => {
  it('encodes only the values left raw, fills a missing one with the column default (SQLite)', () => {
    const [statement, ...more] = insertStatements(
      'sqlite',
      table,
      [
        { id: 1, key: 'a', crmRecord: '{"already":"encoded"}' },
        { key: 'b', crmRecord: '{}', status: 'withdrawn' },
      ],
      { raw: new Set(['id']), upsert: true, returning: ['id', 'key'] },
    )
    expect(more).toEqual([])
    expect(statement!.text).toBe(
      'insert into "cities" ("id", "key", "crm_record", "status") values (?, ?, ?, ?), (?, ?, ?, ?)' +
        ' on conflict ("id") do update set "key" = excluded."key", "crm_record" = excluded."crm_record",' +
        ' "status" = excluded."status" returning "id", "key"',
    )
    expect(statement!.params).toEqual([
      1,
      'a',
      '{"already":"encoded"}',
      'active',
      null,
      'b',
      '{}',
      'withdrawn',
    ])
  })

  it('numbers the parameters and leaves a missing value to the database default (PostgreSQL)', () => {
    const [statement] = insertStatements('postgres', table, [{ key: 'a' }, { id: 7, key: 'b' }], {
      raw: new Set(),
    })
    expect(statement!.text).toBe('insert into "cities" ("key", "id") values ($1, default), ($2, $3)')
    expect(statement!.params).toEqual(['a', 'b', 7])
  })

  it('splits rows over statements to stay under the parameter limit', () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => ({ id: i, key: `k${i}` }))
    const statements = insertStatements('sqlite', table, rows, { raw: new Set() })
    expect(statements.map((s) => s.params.length)).toEqual([30_000, 10_002])
  })
})
