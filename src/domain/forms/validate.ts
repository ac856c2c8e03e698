import { type ErrorCode, errorCodes } from './fields'
import { formSchemas, type FormValues, type VisitorForm } from './schemas'

/** What a form posted, by field: one value, or several for checkboxes. */
export type RawForm = Record<string, string | string[]>

export type Validation<F extends VisitorForm> =
  { ok: true; values: FormValues<F> } | { ok: false; errors: Partial<Record<string, ErrorCode>> }

const isErrorCode = (value: string): value is ErrorCode => (errorCodes as readonly string[]).includes(value)

/**
 * A form's posted values checked against its schema: the values to store, or the first problem of
 * each field as a code the form translates. Fields the schema does not know are ignored.
 */
export function validateForm<F extends VisitorForm>(form: F, raw: RawForm): Validation<F> {
  const result = formSchemas[form].safeParse(raw)
  if (result.success) return { ok: true, values: result.data as FormValues<F> }
  const errors: Partial<Record<string, ErrorCode>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form')
    if (errors[field]) continue
    // zod's own messages (a wrong type from a forged post) are shown as 'required'.
    errors[field] = isErrorCode(issue.message) ? issue.message : 'required'
  }
  return { ok: false, errors }
}
