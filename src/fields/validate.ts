import type { NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'

const isBlank = (value: null | string | undefined): boolean => value == null || value.trim() === ''

/** Optional text that must match `pattern` when filled in (after `normalise`, if given). */
export const optionalPattern =
  (
    pattern: RegExp,
    message: string,
    normalise: (value: string) => string = (value) => value.trim(),
  ): TextFieldSingleValidation =>
  (value) => {
    if (isBlank(value)) return true
    return pattern.test(normalise(value ?? '')) ? true : message
  }

/** Optional whole number within [min, max]. */
export const optionalIntegerBetween =
  (min: number, max: number): NumberFieldSingleValidation =>
  (value) => {
    if (value == null) return true
    return Number.isInteger(value) && value >= min && value <= max
      ? true
      : `Enter a whole number from ${min} to ${max}.`
  }

/** Required whole number within [min, max]. */
export const integerBetween =
  (min: number, max: number): NumberFieldSingleValidation =>
  (value, options) => {
    if (value == null) return 'This field is required.'
    return optionalIntegerBetween(min, max)(value, options)
  }

/** Hex colour such as #1f4e5f. */
export const hexColour = optionalPattern(/^#[0-9a-f]{6}$/i, 'Use a colour in the form #RRGGBB.')

/**
 * Belgian VAT number: BE followed by the 10-digit enterprise number (starting 0 or 1), written
 * with or without spaces and dots (BE 0123.456.789). Only the format is checked.
 */
export const belgianVat = optionalPattern(
  /^BE[01]\d{9}$/,
  'Use a Belgian VAT number such as BE0123456789.',
  (value) => value.replace(/[\s.]/g, '').toUpperCase(),
)
