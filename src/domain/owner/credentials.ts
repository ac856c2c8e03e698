import { z } from 'zod'

import { email, LIMITS, requiredText } from '../forms/fields'

/**
 * The owner portal's sign-in, reminder and new-password forms (issue 17). Codes, not sentences:
 * the page words them in the owner's language (messages/{locale}/Login.json `errors.{code}`).
 */
export type CredentialError = 'required' | 'email' | 'tooLong' | 'passwordShort' | 'passwordLong' | 'mismatch'

/** Long enough to resist guessing; the cap keeps one password check from costing a second of CPU. */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 128

// A password is taken as typed: no trimming, no NUL removal (that would change it silently).
const password = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordLong'),
)

export const signInSchema = z.object({ email: email(), password })

export const reminderSchema = z.object({ email: email() })

export const newPasswordSchema = z
  .object({
    token: requiredText(LIMITS.line),
    password: password.pipe(z.string().min(PASSWORD_MIN, 'passwordShort')),
    confirm: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
  })
  .refine((value) => value.password === value.confirm, { message: 'mismatch', path: ['confirm'] })

export type FieldErrors = Partial<Record<string, CredentialError>>

const known = new Set<string>(['required', 'email', 'tooLong', 'passwordShort', 'passwordLong', 'mismatch'])

/** zod's issues as one code per field (the first), for the form to show beside each. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form')
    if (errors[field]) continue
    errors[field] = (known.has(issue.message) ? issue.message : 'required') as CredentialError
  }
  return errors
}
