import { randomBytes } from 'node:crypto'
import type { FlattenedField } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

type Doc = Record<string, unknown>
export type LocaleDocsOf = Partial<Record<Locale, Doc>>

const isDoc = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Bookkeeping fields that the public read model leaves out (admin-only fields are left out anyway).
const notInPublicView: ReadonlySet<string> = new Set(['importHash', 'publicView', 'status', 'withdrawnAt'])

/**
 * The public read model of a merged record: for each of `languages`, the whole record as a visitor
 * reads it in that language (the default language's values where it has none), without
 * bookkeeping or admin-only fields. A language left out reads the default's, by Payload's fallback.
 */
export function publicViews(
  fields: FlattenedField[],
  merged: Doc,
  languages: Locale[],
): Partial<Record<Locale, Doc>> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      localeView(fields, merged, language, defaultLocale, notInPublicView),
    ]),
  )
}

/** A new array-row id in the shape Payload gives them (24 hex characters). */
export const newRowId = (): string => randomBytes(12).toString('hex')

/**
 * Turns one document per language into the single document the database adapter stores, in which
 * every localized field holds a value per language (`{ fr: …, nl: … }`), so a record with all its
 * languages is written in one statement set instead of a create and one update per language.
 *
 * Shared (non-localized) values come from the first language in `order` that has the document (the
 * CRM's primary language). Groups and arrays are walked field by field: an array's rows are those
 * of that first language, and each row's localized fields take the row at the same position in
 * the other languages. Rows keep the id the reshaping gave them, else get a fresh one as Payload would.
 */
export function mergeLocales(fields: FlattenedField[], docs: LocaleDocsOf, order: Locale[]): Doc {
  const present = order.filter((locale) => isDoc(docs[locale]))
  const base = present[0]
  if (base === undefined) return {}
  return mergeFields(fields, docs, present, base)
}

function mergeFields(fields: FlattenedField[], docs: LocaleDocsOf, present: Locale[], base: Locale): Doc {
  const out: Doc = {}
  const baseDoc = docs[base] as Doc
  for (const field of fields) {
    if (!('name' in field)) continue
    const name = field.name
    if (field.localized) {
      const values = present
        .filter((locale) => (docs[locale] as Doc)[name] !== undefined)
        .map((locale) => [locale, (docs[locale] as Doc)[name]] as const)
      if (values.length > 0) out[name] = Object.fromEntries(values)
      continue
    }
    if (!(name in baseDoc)) continue
    const value = baseDoc[name]
    if (field.type === 'group' && isDoc(value)) {
      out[name] = mergeFields(field.flattenedFields, pick(docs, present, name), present, base)
    } else if (field.type === 'array' && Array.isArray(value)) {
      out[name] = value.map((row, index) => {
        const rows: LocaleDocsOf = {}
        for (const locale of present) {
          const candidate = ((docs[locale] as Doc)[name] as unknown[] | undefined)?.[index]
          rows[locale] = isDoc(candidate) ? candidate : locale === base && isDoc(row) ? row : {}
        }
        return { id: newRowId(), ...mergeFields(field.flattenedFields, rows, present, base) }
      })
    } else {
      out[name] = value
    }
  }
  return out
}

function pick(docs: LocaleDocsOf, present: Locale[], name: string): LocaleDocsOf {
  const picked: LocaleDocsOf = {}
  for (const locale of present) {
    const value = (docs[locale] as Doc)[name]
    picked[locale] = isDoc(value) ? value : {}
  }
  return picked
}

/**
 * One language's reading of a merged document, as Payload would return it for that language with
 * fallback: a localized value missing in `locale` is the `fallback` language's; dates are full ISO
 * timestamps. Fields named in
 * `omit` (and fields only admins may read) are left out at every level.
 */
export function localeView(
  fields: FlattenedField[],
  doc: Doc,
  locale: Locale,
  fallback: Locale,
  omit: ReadonlySet<string> = new Set(),
): Doc {
  const out: Doc = {}
  for (const field of fields) {
    if (!('name' in field) || omit.has(field.name) || field.access?.read) continue
    let value = doc[field.name]
    if (value === undefined) continue
    if (field.localized) {
      const byLocale = isDoc(value) ? value : {}
      value = byLocale[locale] ?? byLocale[fallback] ?? null
    }
    if (field.type === 'group' && isDoc(value)) {
      out[field.name] = localeView(field.flattenedFields, value, locale, fallback, omit)
    } else if (field.type === 'array' && Array.isArray(value)) {
      out[field.name] = value.map((row) =>
        isDoc(row) ? localeView(field.flattenedFields, row, locale, fallback, omit) : row,
      )
    } else if (field.type === 'date' && typeof value === 'string') {
      // As the database gives dates back: full ISO timestamps.
      const time = Date.parse(value)
      out[field.name] = Number.isNaN(time) ? value : new Date(time).toISOString()
    } else {
      out[field.name] = value
    }
  }
  return out
}
