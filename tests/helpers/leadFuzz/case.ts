/** One generated submission, and what a kind of change needs to build one. */
import type { Fields, FieldValue, PageForm } from '../leadClient'
import type { FieldSpec, FormName, Kind } from './forms'
import type { Random } from './random'

export type Expect = 'stored' | 'refused'

export type FuzzCase = {
  index: number
  form: FormName
  transport: 'js' | 'nojs'
  label: string
  expect: Expect
  /** In the stored lead's data when it is stored. */
  marker: string
  /** The fields to post, given the form read from its page. */
  fields: (page: PageForm) => Fields
  /** JavaScript posts only: the action's arguments (default: React's `(previousState, formData)`). */
  args?: (data: FormData) => unknown[]
  /** Replaces the whole request body (framework-level garbage). */
  rawBody?: { contentType: string; body: Uint8Array | string }
}

/** What every maker of a case shares: the form, its valid answers, and the helpers to change them. */
export type CaseContext = {
  r: Random
  index: number
  form: FormName
  spec: {
    fields: Record<string, FieldSpec>
    marker: string
    preferences: boolean
    subject?: 'property' | 'project'
  }
  marker: string
  email: string
  /** Bodies of several MB allowed. */
  huge: boolean
  answers: Record<string, FieldValue | FieldValue[]>
  /** The valid answers filled into the page's form, with `change` applied. */
  base: (page: PageForm, change?: Record<string, FieldValue | FieldValue[] | undefined>) => Fields
  made: (
    label: string,
    expect: Expect,
    fields: (page: PageForm) => Fields,
    extra?: Partial<FuzzCase>,
  ) => FuzzCase
  /** The form's fields; the required ones, those with a length limit, the free texts but the marker. */
  names: string[]
  required: string[]
  limited: string[]
  free: string[]
  ofKind: (kind: Kind) => string[]
  pickOr: (items: string[]) => string | null
}

/** A kind of change with its weight; it answers null when the form has nothing to change that way. */
export type Maker = [weight: number, make: () => FuzzCase | null]
