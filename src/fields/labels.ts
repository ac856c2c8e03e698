import type { Field, Option } from 'payload'

/**
 * The admin's languages (payload.config.ts `i18n.supportedLanguages`). Payload shows the entry of
 * the staff member's interface language, else English (`i18n.fallbackLanguage`).
 */
export type Translated = { en: string; fr: string; nl: string; de: string }

/** One row of a label table, always in this order: English, French, Dutch, German. */
export type Row = readonly [en: string, fr: string, nl: string, de: string]

export const tr = (...[en, fr, nl, de]: Row): Translated => ({ en, fr, nl, de })

/** A field's texts: its label, the help under it, and the labels of a select's options by value. */
export type Entry = Row | { label?: Row; description?: Row; options?: Record<string, Row> }

/**
 * Labels by data path ("meta.title") or by field name ("title"). A path always applies (a top-level
 * field's path is its name); a name applies at any depth, but only to fields that carry no label
 * of their own, so a shared factory's wording ("Meta title" inside the SEO group) is not
 * overwritten by the table's "Title".
 */
export type LabelTable = Record<string, Entry>

const parts = (entry: Entry) =>
  Array.isArray(entry) ? { label: entry as Row } : (entry as Exclude<Entry, Row>)

const translateOptions = (options: Option[], table: Record<string, Row>): Option[] =>
  options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const row = table[value]
    if (!row) return option
    return { label: tr(...row), value }
  })

type Loose = Record<string, unknown>

function labelled(field: Field, table: LabelTable, path: string): Field {
  const name = 'name' in field && typeof field.name === 'string' ? field.name : null
  const here = name ? (path ? `${path}.${name}` : name) : path
  const hasOwnLabel = 'label' in field && field.label !== undefined
  const lookup = (key: string) => (Object.hasOwn(table, key) ? table[key] : undefined)
  const entry = name ? (lookup(here) ?? (hasOwnLabel ? undefined : lookup(name))) : undefined
  const next: Loose = { ...field }

  if (entry) {
    const { label, description, options } = parts(entry)
    if (label) next.label = tr(...label)
    if (description) next.admin = { ...(next.admin as Loose | undefined), description: tr(...description) }
    if (options && Array.isArray(next.options)) {
      next.options = translateOptions(next.options as Option[], options)
    }
  }
  if (Array.isArray(next.fields)) {
    next.fields = (next.fields as Field[]).map((child) => labelled(child, table, here))
  }
  if (field.type === 'tabs') {
    next.tabs = field.tabs.map((tab) => {
      const tabPath = 'name' in tab && tab.name ? (here ? `${here}.${tab.name}` : tab.name) : here
      return { ...tab, fields: tab.fields.map((child) => labelled(child, table, tabPath)) }
    })
  }
  return next as Field
}

/**
 * Gives fields their labels, descriptions and option labels in the admin's four languages from a
 * table, through rows, groups, tabs, collapsibles and arrays (blocks keep their own labels).
 */
export function withLabels(fields: Field[], ...tables: LabelTable[]): Field[] {
  const table = Object.assign({}, ...tables) as LabelTable
  return fields.map((field) => labelled(field, table, ''))
}
