import { parseNumber } from '../values/parseNumber'

// Spec §9: "Country 10 Belgium (omitted from address); 50 Luxembourg (label text only)".
const BELGIUM = 10
const LUXEMBOURG = 50

/**
 * The country line of an address, or null when none is shown. Belgium is left out because every
 * visitor assumes it; Luxembourg is written by the site itself; any other country shows the
 * CountryName the CRM gives (null when that is blank).
 */
export function addressCountry(countryId: unknown, countryName?: string | null): string | null {
  const id = parseNumber(countryId)
  if (id === BELGIUM) return null
  if (id === LUXEMBOURG) return 'Luxembourg'
  return countryName?.trim() || null
}
