import { stripAccents } from '../text/stripAccents'

// The countries an agency in Belgium is likely to be in or next to, as their names are written in
// the site's four languages (the site settings take the country as free text, 'Belgium' by default).
// prettier-ignore
const CODES: Record<string, string> = {
  belgium: 'BE', belgique: 'BE', belgie: 'BE', belgien: 'BE',
  luxembourg: 'LU', luxemburg: 'LU',
  france: 'FR', frankrijk: 'FR', frankreich: 'FR',
  netherlands: 'NL', 'pays-bas': 'NL', nederland: 'NL', niederlande: 'NL',
  germany: 'DE', allemagne: 'DE', duitsland: 'DE', deutschland: 'DE',
}

/**
 * A country as its ISO 3166-1 alpha-2 code, the form search engines ask for in a PostalAddress
 * (schema.org addressCountry); a two-letter code is kept, an unknown name is given back as written.
 */
export function countryCode(country: string | null): string | null {
  const name = country?.trim()
  if (!name) return null
  if (/^[a-z]{2}$/i.test(name)) return name.toUpperCase()
  return CODES[stripAccents(name).toLowerCase()] ?? name
}
