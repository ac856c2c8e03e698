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
  options?: FieldOption[]
  /**
   * Choices in titled sub-groups, one field for all: the demand's regions, provinces and towns;
   * a visit's slots by day.
   */
  optionGroups?: { legend: string; options: FieldOption[] }[]
  hint?: string
  /** The demand register's map over the zones' checkboxes (src/components/demand/ZoneMap.client.tsx). */
  zoneMap?: ZoneMapTexts & { townCentres: Record<string, { lat: number; lng: number }> }
  rows?: number
  maxLength?: number
  /** A date field's first day the picker offers (yyyy-mm-dd); the server checks the dates anyway. */
  min?: string
  accept?: string
}

/** A choice; `disabled`: shown but not to be picked (a full visit slot). */
export type FieldOption = { value: string; label: string; disabled?: boolean }

/** The demand register's choices, in the visitor's language (src/data/demandChoices.ts). */
export type DemandOptions = {
  types: { value: string; label: string }[]
  regions: { value: string; label: string }[]
  provinces: { value: string; label: string }[]
  towns: { value: string; label: string }[]
  /** Where the map draws each town (by zone key); towns with no placed listing are only in the list. */
  townCentres: Record<string, { lat: number; lng: number }>
}

/** The demand map's own words, in the visitor's language. */
export type ZoneMapTexts = {
  label: string
  hint: string
  regions: string
  provinces: string
  /** With {zones}. */
  chosen: string
  none: string
  zoomIn: string
  zoomOut: string
}

/** A visit's free and full slots, one titled group per day (src/data/visitSlots.ts). */
export type VisitSlotGroups = { legend: string; options: FieldOption[] }[]

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
    appointmentsFull: string
  }
}
