import { z } from 'zod'

import { isDay } from '../format/calendarDay'

/**
 * The building blocks of every visitor form (spec §3 person and contact fields, §5 validation).
 * Each issue carries a code, not a sentence: the form shows it in the visitor's language
 * (messages/{locale}/Forms.json `errors.{code}`), and the same schema is the server action's law.
 */
export const errorCodes = [
  'required',
  'email',
  'phone',
  'tooLong',
  'number',
  'url',
  'date',
  'choice',
  'captcha',
  'fileType',
  'fileSize',
  'sameEmail',
  'noType',
  'noZone',
  'minMax',
  'noTopic',
  // The holiday-rental request (issue 18): its dates and guests.
  'endBeforeStart',
  'inThePast',
  'overlapsBooking',
  'tooManyGuests',
] as const
export type ErrorCode = (typeof errorCodes)[number]

// Generous bounds: long enough for any real value, short enough that a bot cannot store a novel.
export const LIMITS = { name: 80, line: 160, message: 5000, phone: 40, email: 254, url: 300 } as const

/**
 * Spec §5: "A value is empty if null or blank after trimming." Anything not a string is empty too.
 * NUL characters are dropped: PostgreSQL refuses them in text, and no person types one.
 */
const text = z.preprocess(
  (value) => (typeof value === 'string' ? value.replaceAll('\u0000', '').trim() : ''),
  z.string(),
)

export const requiredText = (max: number = LIMITS.line) =>
  text.pipe(z.string().min(1, 'required').max(max, 'tooLong'))

/** An optional line: empty becomes undefined so stored leads carry no blank fields. */
export const optionalText = (max: number = LIMITS.line) =>
  text.pipe(
    z
      .string()
      .max(max, 'tooLong')
      .transform((value) => value || undefined),
  )

// Deliberately simple: one @, no spaces, a dot in the domain. The mail server is the real judge;
// this catches the typos a visitor can fix ('jan@gmail', 'jan.gmail.com').
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const email = () =>
  text.pipe(z.string().min(1, 'required').max(LIMITS.email, 'tooLong').regex(EMAIL, 'email'))

export const optionalEmail = () =>
  text.pipe(
    z
      .string()
      .max(LIMITS.email, 'tooLong')
      .refine((value) => value === '' || EMAIL.test(value), 'email')
      .transform((value) => value || undefined),
  )

/**
 * A phone number as people write it: digits with spaces, dots, slashes, dashes, brackets and an
 * optional leading +. Between 9 and 15 digits (E.164's maximum; Belgian numbers have 9 or 10).
 */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s./()-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 9 && digits <= 15
}

export const phone = () =>
  text.pipe(z.string().min(1, 'required').max(LIMITS.phone, 'tooLong').refine(isPhone, 'phone'))

/** One of a fixed list; empty is 'required'. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  text.pipe(
    z
      .string()
      .min(1, 'required')
      .refine((value): value is T[number] => options.includes(value), 'choice')
      .transform((value) => value as T[number]),
  )

/** Any number of a fixed list (checkboxes: absent, one value or several). */
export const choices = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]),
    z.array(z.enum(options, { error: 'choice' })).max(options.length, 'choice'),
  )

/** A checkbox: present ('on', 'true', '1') or not. */
export const checkbox = () =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === '1', z.boolean())

/**
 * An amount in euros as typed: '350000', '350 000', '350.000', '350.000,50', '€ 350 000'. Dots and
 * spaces group thousands (Belgian usage), a comma marks decimals.
 */
export function parseAmount(value: string): number | null {
  const cleaned = value.replace(/[€\s\u00a0\u202f]/g, '')
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return null
  const amount = Number(cleaned.replace(/\./g, '').replace(',', '.'))
  return Number.isFinite(amount) ? amount : null
}

export const amount = ({ required }: { required: boolean }) =>
  text.pipe(
    z
      .string()
      .max(30, 'tooLong')
      .superRefine((value, ctx) => {
        if (value === '') {
          if (required) ctx.addIssue({ code: 'custom', message: 'required' })
          return
        }
        const parsed = parseAmount(value)
        if (parsed === null || parsed <= 0 || parsed > 1e9)
          ctx.addIssue({ code: 'custom', message: 'number' })
      })
      .transform((value) => (value === '' ? undefined : (parseAmount(value) ?? undefined))),
  )

/** A whole number in a range, optional. */
export const count = (min: number, max: number) =>
  text.pipe(
    z
      .string()
      .refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
        'number',
      )
      .transform((value) => (value === '' ? undefined : Number(value))),
  )

/** A calendar date (yyyy-mm-dd, what <input type="date"> sends), optional. */
export const optionalDate = () =>
  text.pipe(
    z
      .string()
      .refine((value) => value === '' || isDay(value), 'date')
      .transform((value) => value || undefined),
  )

/** A web address; 'www.example.be' gets https:// in front. */
export const optionalUrl = () =>
  text.pipe(
    z
      .string()
      .max(LIMITS.url, 'tooLong')
      .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
      .refine((value) => value === '' || URL.canParse(value), 'url')
      .transform((value) => value || undefined),
  )

/** A listing or project id carried by a hidden field. */
export const recordId = () =>
  text.pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'required')
      .transform(Number),
  )
