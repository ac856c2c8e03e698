import type { ArrayField, SelectField } from 'payload'

import { defaultLocale, localeLabels, locales } from '@/i18n/locales'

const localeOptions = locales.map((code) => ({ label: localeLabels[code], value: code }))

type LanguageRow = { code?: unknown; use?: unknown }
const rowsOf = (value: unknown): LanguageRow[] => (Array.isArray(value) ? (value as LanguageRow[]) : [])

/** Language config (spec §3): which languages the switcher offers. */
export const languagesField: ArrayField = {
  name: 'languages',
  type: 'array',
  labels: { singular: 'Language', plural: 'Languages' },
  defaultValue: locales.map((code) => ({ code, use: true })),
  validate: (value) => {
    const codes = rowsOf(value).map((row) => row.code)
    return new Set(codes).size === codes.length ? true : 'Each language may appear only once.'
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'select', required: true, options: localeOptions },
        { name: 'use', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
}

/** The language of the bare paths (/, /for-sale/); it must be one the site offers. */
export const defaultLanguageField: SelectField = {
  name: 'defaultLanguage',
  type: 'select',
  required: true,
  defaultValue: defaultLocale,
  options: localeOptions,
  validate: (value, { data }) => {
    if (!value) return 'Choose the default language.'
    const rows = rowsOf((data as { languages?: unknown } | undefined)?.languages)
    if (rows.length === 0) return true
    return rows.some((row) => row.code === value && row.use === true)
      ? true
      : 'The default language must be one of the languages in use.'
  },
}
