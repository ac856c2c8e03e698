import { parseNumber } from '../values/parseNumber'

export type Region = 'brussels' | 'wallonia' | 'flanders'

// CRM CountryID of Belgium (spec §9: "Country 10 Belgium").
const BELGIUM = 10

// Spec §9 "Region by Zip", which follows the bpost postcode ranges: Brussels 1000-1299,
// Walloon Brabant 1300-1499, Flemish Brabant 1500-1999 and 3000-3499, Antwerp 2000-2999,
// Limburg 3500-3999, Liège/Luxembourg/Namur/Hainaut 4000-7999, the Flanders 8000-9999.
const RANGES: readonly [from: number, to: number, region: Region][] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'wallonia'],
  [1500, 3999, 'flanders'],
  [4000, 7999, 'wallonia'],
  [8000, 9999, 'flanders'],
]

/**
 * The Belgian region of a postcode, or null for anything that is not a Belgian postcode.
 * A country id other than Belgium gives null too: Luxembourg also has four-digit postcodes.
 */
export function regionByZip(zip: unknown, countryId?: unknown): Region | null {
  if (countryId !== undefined && countryId !== null && parseNumber(countryId) !== BELGIUM) {
    return null
  }
  const code = parseNumber(zip)
  if (code === null || !Number.isInteger(code)) return null
  const range = RANGES.find(([from, to]) => code >= from && code <= to)
  return range ? range[2] : null
}
