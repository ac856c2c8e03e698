import type { z } from 'zod'

import { problemsOf, recordLabel } from '../issues'
import { OmnicasaError } from './client'

/**
 * An answer's records checked with the snapshot's own schemas (one schema, two sources): the first
 * problem names the call, the language, the record and the field, e.g.
 * `Omnicasa GetPropertyList: language fr: record ID 48941: field Price: expected number, received string`.
 */
export function parse<S extends z.ZodType>(
  call: string,
  schema: S,
  rows: readonly unknown[],
  language: string | null = null,
): z.output<S>[] {
  return rows.map((row, index) => {
    const result = schema.safeParse(row)
    if (result.success) return result.data
    const [problem] = problemsOf(result.error, row, recordLabel(row, index))
    throw invalid(
      call,
      language,
      problem?.record ?? null,
      problem?.field ?? null,
      problem?.detail ?? 'invalid',
    )
  })
}

/** An answer the site cannot use: not retried (the CRM would answer the same). */
export function invalid(
  call: string,
  language: string | null,
  record: string | null,
  field: string | null,
  detail: string,
): OmnicasaError {
  const where = [
    language ? `language ${language}` : null,
    record ? `record ${record}` : null,
    field ? `field ${field}` : null,
  ].filter(Boolean)
  return new OmnicasaError(call, [...where, detail].join(': '), false)
}
