import type { ErrorCode } from '@/domain/forms/fields'

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  | 'select'
  | 'radios'
  | 'checkboxes'
  | 'checkbox'
  | 'date'
  | 'amount'
  | 'count'
  | 'file'

/** One field of a visitor form, with its texts already in the visitor's language. */
export type FieldSpec = {
  name: string
  kind: FieldKind
  label: string
  required?: boolean
  autoComplete?: string
  /** Share of the row on wide screens; every field takes the whole row on a phone. */
  width?: 'full' | 'half' | 'third' | 'twoThirds'
  options?: { value: string; label: string }[]
  /** Checkboxes in titled sub-groups (the demand's regions, provinces and towns), one field for all. */
  optionGroups?: { legend: string; options: { value: string; label: string }[] }[]
  hint?: string
  rows?: number
  maxLength?: number
  accept?: string
}

/** The demand register's choices, in the visitor's language (src/data/demandChoices.ts). */
export type DemandOptions = {
  types: { value: string; label: string }[]
  regions: { value: string; label: string }[]
  provinces: { value: string; label: string }[]
  towns: { value: string; label: string }[]
}

/** Fields under an optional legend (a <fieldset>). */
export type FieldGroup = { legend?: string; fields: FieldSpec[] }

/** The form's texts, in the visitor's language. */
export type FormTexts = {
  submit: string
  sending: string
  requiredNote: string
  optional: string
  summary: string
  honeypot: string
  errors: Record<ErrorCode, string>
  notices: {
    failure: string
    documentsAlready: string
    documentsError: string
    tooMany: string
    personNotFound: string
  }
}
