import type { FlattenedField } from 'payload'

export type Row = Record<string, unknown>

/**
 * How a child table's rows hang on their record: `locales` (one row per language, `_parentID`),
 * `array` (one row per array item, `_parentID`), `arrayLocales` (an item's languages, `_parentID`
 * = the item's id), `rels` (hasMany relationships, `parent`).
 */
export type ChildKind = 'locales' | 'array' | 'arrayLocales' | 'rels'
export type ChildRows = { table: string; kind: ChildKind; rows: Row[] }

/** A record in the rows Payload's SQL adapters store it as (SQLite and PostgreSQL alike). */
export type RowSet = {
  table: string
  main: Row
  children: ChildRows[]
  /** Child rows of the record that this write replaces: deleted first when the record exists. */
  replaces: { table: string; kind: Exclude<ChildKind, 'arrayLocales'>; locales?: string; path?: string }[]
}

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Context = { tables: Readonly<Record<string, unknown>>; set: RowSet }

/**
 * Splits a document (every language merged, as `mergeLocales` makes it) into the rows of the
 * collection's tables, as @payloadcms/drizzle's own transform does for the field types the CRM
 * collections use: columns of the main row (groups flattened as `group_field`), one row per
 * language for localized fields, one row per array item (plus its languages), and one row per
 * hasMany relationship. The import then writes thousands of records in a few multi-row
 * statements instead of six statements each (2,000 listings took 10 s inside the transaction).
 * Any other field type throws, so a schema change cannot be silently dropped: extend this first.
 * (tests/int/importSafety.test.ts checks the result against Payload's own write.)
 */
export function toRows(
  tables: Readonly<Record<string, unknown>>,
  table: string,
  fields: FlattenedField[],
  doc: Row,
): RowSet {
  const set: RowSet = { table, main: {}, children: [], replaces: [] }
  const locales: Record<string, Row> = {}
  walk({ tables, set }, fields, doc, table, '', '', set.main, locales, false)
  const rows = Object.entries(locales).map(([locale, row]) => ({ ...row, _locale: locale }))
  if (rows.length > 0) {
    const localesTable = `${table}_locales`
    set.children.unshift({ table: localesTable, kind: 'locales', rows })
    set.replaces.unshift({ table: localesTable, kind: 'locales' })
  }
  return set
}

function walk(
  context: Context,
  fields: FlattenedField[],
  data: Row,
  table: string,
  columnPrefix: string,
  keyPrefix: string,
  row: Row,
  locales: Record<string, Row>,
  inArray: boolean,
): void {
  const unsupported = (field: FlattenedField, why: string): never => {
    throw new Error(`The CRM import cannot store ${table}.${keyPrefix}${field.name} (${why}); extend rows.ts`)
  }
  for (const field of fields) {
    if (!('name' in field) || ('virtual' in field && field.virtual) || field.type === 'join') continue
    const value = data[field.name]
    if (value === undefined) continue
    const key = `${keyPrefix}${field.name}`
    const column = `${columnPrefix}${snake(field.name)}`
    if (field.type === 'group' || field.type === 'tab') {
      if (field.localized) unsupported(field, 'a localized group')
      if (isRow(value))
        walk(context, field.flattenedFields, value, table, `${column}_`, `${key}_`, row, locales, inArray)
      continue
    }
    if (field.type === 'array') {
      if (field.localized || inArray) unsupported(field, 'a localized or nested array')
      const arrayTable = `${table}_${column}`
      const tableColumns = context.tables[arrayTable]
      if (!isRow(tableColumns)) unsupported(field, `no table ${arrayTable}`)
      // Payload moves item ids to a `_uuid` column in some tables (versions); not these.
      if ('_uuid' in (tableColumns as Row)) unsupported(field, 'an array with a _uuid column')
      const items = Array.isArray(value) ? value : []
      const rows: Row[] = []
      const localeRows: Row[] = []
      items.forEach((item, index) => {
        if (!isRow(item) || typeof item.id !== 'string')
          return unsupported(field, 'an array row without an id')
        const itemRow: Row = { _order: index + 1, id: item.id }
        const itemLocales: Record<string, Row> = {}
        walk(context, field.flattenedFields, item, arrayTable, '', '', itemRow, itemLocales, true)
        rows.push(itemRow)
        for (const [locale, localeRow] of Object.entries(itemLocales))
          localeRows.push({ ...localeRow, _locale: locale, _parentID: item.id })
      })
      const localesTable = `${arrayTable}_locales`
      context.set.children.push({ table: arrayTable, kind: 'array', rows })
      if (localeRows.length > 0)
        context.set.children.push({ table: localesTable, kind: 'arrayLocales', rows: localeRows })
      context.set.replaces.push({
        table: arrayTable,
        kind: 'array',
        locales: localesTable in context.tables ? localesTable : undefined,
      })
      continue
    }
    if (
      (field.type === 'relationship' || field.type === 'upload') &&
      (field.hasMany || Array.isArray(field.relationTo))
    ) {
      if (field.localized || inArray || keyPrefix || Array.isArray(field.relationTo))
        unsupported(field, 'a polymorphic, localized or nested hasMany')
      const relsTable = `${context.set.table}_rels`
      const rows = (Array.isArray(value) ? value : []).map((id, index) => ({
        order: index + 1,
        path: key,
        [`${String(field.relationTo)}ID`]: isRow(id) ? id.id : id,
      }))
      if (rows.length > 0) context.set.children.push({ table: relsTable, kind: 'rels', rows })
      context.set.replaces.push({ table: relsTable, kind: 'rels', path: key })
      continue
    }
    if ('hasMany' in field && field.hasMany) unsupported(field, `a hasMany ${field.type}`)
    if (field.type === 'blocks' || field.type === 'point') unsupported(field, field.type)
    const plain = (v: unknown) => (field.type === 'relationship' && isRow(v) ? v.id : v)
    if (field.localized) {
      if (!isRow(value)) continue
      for (const [locale, localeValue] of Object.entries(value))
        (locales[locale] ??= {})[key] = plain(localeValue)
    } else {
      row[key] = plain(value)
    }
  }
}
