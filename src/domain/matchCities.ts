import { stripAccents } from './stripAccents'

const fold = (text: string) => stripAccents(text.trim()).toLocaleLowerCase('fr-BE')

/**
 * Spec §2/§5: cities are found "by name, zip or accent-stripped name", exactly (not by prefix):
 * 'gent', 'GENT' and '9000' find Gent; 'liege' and 'Liège' find Liège; 'Ge' finds nothing.
 * Case and accents are ignored on both sides so that 'Liége' typed with the wrong accent works.
 */
export function matchCities<C extends { name: string; zip: string | number }>(
  query: string,
  cities: readonly C[],
): C[] {
  const wanted = fold(query)
  if (wanted === '') return []
  return cities.filter((city) => String(city.zip).trim() === wanted || fold(city.name) === wanted)
}
