import { stripAccents } from '../text/stripAccents'

/** A town as the search box finds it; `otherNames` are its names in the site's other languages. */
export type SearchableCity = { name: string; zip: string | number; otherNames?: readonly string[] }

/** What a town is matched on, made once per town (the search index keeps it). */
export type CityKeys = {
  zip: string
  /** Each name, folded. */
  names: string[]
  /** Each name from each of its later words on: 'martens latem', 'latem'. */
  tails: string[]
}

// At most this many towns per answer: with a whole country's towns a first letter would list
// hundreds of them, and the panel is a suggestion list, not a directory.
const CITY_RESULT_LIMIT = 10

/**
 * A name or a query reduced to what a visitor means: no accents, lower case, and every run of
 * spaces, hyphens, apostrophes and other punctuation one space ('Knokke-Heist' → 'knokke heist',
 * "Braine-l'Alleud" → 'braine l alleud'), so 'knokke heist' and 'Knokke-He' both find it.
 */
export function foldCityText(text: string): string {
  return stripAccents(text)
    .toLocaleLowerCase('fr-BE')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A town's keys: its folded names, and those names from each later word on. */
export function cityKeys(city: SearchableCity): CityKeys {
  const names = [...new Set([city.name, ...(city.otherNames ?? [])].map(foldCityText))]
  const tails = new Set<string>()
  for (const name of names) {
    for (let at = name.indexOf(' '); at >= 0; at = name.indexOf(' ', at + 1)) tails.add(name.slice(at + 1))
  }
  return { zip: String(city.zip).trim(), names, tails: [...tails] }
}

/**
 * How well a folded query finds a town: 0 when a name or the zip starts with it, 1 when a later
 * word of a name does ('heist' in Knokke-Heist), null when it does not find it.
 */
function cityRank(wanted: string, keys: CityKeys): 0 | 1 | null {
  if (wanted === '') return null
  if (keys.zip.startsWith(wanted) || keys.names.some((name) => name.startsWith(wanted))) return 0
  return keys.tails.some((tail) => tail.startsWith(wanted)) ? 1 : null
}

/**
 * Issue 20: a visitor types the start of a name, so towns are found by the start of their name or
 * of any word or hyphenated part of it, in any of the site's languages ('Brux' → Bruxelles,
 * 'knokke' and 'heist' → Knokke-Heist, 'gent' → Gent but not Sint-Martens-Latem), accents and
 * case ignored, and by the start of the zip ('90' → 9000). This widens spec §5's "city search is
 * exact on name, zip or accent-stripped name": an exact name is still found, first.
 * `wanted` is the query folded by foldCityText; the towns' keys are made once (the search index's).
 * Towns whose name starts with the query come before those where a later word does, each in the
 * data's order; at most `limit`.
 */
export function rankCities<C>(
  wanted: string,
  cities: readonly { value: C; position: number; keys: CityKeys }[],
  limit: number = CITY_RESULT_LIMIT,
): C[] {
  const found: { value: C; position: number; rank: number }[] = []
  for (const city of cities) {
    const rank = cityRank(wanted, city.keys)
    if (rank !== null) found.push({ value: city.value, position: city.position, rank })
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .slice(0, Math.max(0, limit))
    .map((city) => city.value)
}
