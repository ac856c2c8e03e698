import type { z } from 'zod'

/** One thing wrong with a snapshot file, before it becomes a SnapshotError. */
export interface Problem {
  record: string | null
  field: string | null
  detail: string
}

type Path = readonly PropertyKey[]

/** `Documents[1].Name` for the path ['Documents', 1, 'Name']; null for the record itself. */
export function fieldPath(segments: Path): string | null {
  if (segments.length === 0) return null
  return segments
    .map((segment, i) =>
      typeof segment === 'number' ? `[${segment}]` : `${i > 0 ? '.' : ''}${String(segment)}`,
    )
    .join('')
}

function valueAt(value: unknown, segments: Path): unknown {
  let current = value
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[segment]
  }
  return current
}

export function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN'
  return typeof value
}

/** How a record is named in messages: its ID when it has a usable one, else its place in the file. */
export function recordLabel(record: unknown, index: number): string {
  if (record && typeof record === 'object' && !Array.isArray(record)) {
    const { ID, PropertyID, Name, Zip } = record as Record<string, unknown>
    if (typeof ID === 'number' && Number.isInteger(ID)) return `ID ${ID}`
    if (typeof PropertyID === 'number' && Number.isInteger(PropertyID)) return `PropertyID ${PropertyID}`
    if (typeof Name === 'string' && typeof Zip === 'string') return `${Zip} ${Name}`
  }
  return `index ${index}`
}

export function describeIssue(issue: z.core.$ZodIssue, record: unknown): string {
  const value = valueAt(record, issue.path)
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'int' ? 'integer' : issue.expected
      if (value === undefined) return `missing (expected ${expected})`
      return `expected ${expected}, received ${typeName(value)}`
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(value)}`
    case 'unrecognized_keys':
      return issue.message
    default:
      return `${issue.message}, received ${JSON.stringify(value)}`
  }
}

/** The problems zod found in one record, named by record and field. */
export function problemsOf(error: z.ZodError, record: unknown, label: string | null): Problem[] {
  return error.issues.map((issue) => ({
    record: label,
    field: fieldPath(issue.path),
    detail: describeIssue(issue, record),
  }))
}
