import { parseNumber } from '../values/parseNumber'

// Spec §9: "Currency: euro prefix, Belgian Dutch grouping". The nl-BE locale writes "€ 350.000"
// (prefix, '.' between thousands, ',' before cents). Intl puts a no-break space after the sign;
// it is kept so that the sign never wraps onto another line than the amount.
const currency = (fractionDigits: number) =>
  new Intl.NumberFormat('nl-BE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })

const WHOLE_EUROS = currency(0)
const WITH_CENTS = currency(2)

/**
 * Any money field (rent, charges, cadastral income …). Cents are shown only when the amount has
 * them: "€ 1.250,50" but "€ 350.000", never "€ 350.000,00". Zero is a real amount here ("€ 0"
 * charges); unreadable input gives null so the caller can hide the row instead of showing 'NaN'.
 */
export function formatEuro(amount: unknown): string | null {
  const value = parseNumber(amount)
  if (value === null) return null
  // Round to cents first so that 100.004 counts as a whole amount; `|| 0` turns -0 into 0.
  const cents = Math.round(value * 100)
  const rounded = cents / 100 || 0
  return cents % 100 === 0 ? WHOLE_EUROS.format(rounded) : WITH_CENTS.format(rounded)
}
