// Linking words that Belgian place names write in lower case inside a hyphenated compound:
// French articles and prepositions (Ottignies-Louvain-la-Neuve, Braine-l'Alleud, Mont-sur-
// Marchienne, Chapelle-lez-Herlaimont, Marche-en-Famenne, Comblain-au-Pont) and Dutch ones
// (Heist-op-den-Berg, Kapelle-op-den-Bos), as in the official (bpost/Statbel) spelling.
// prettier-ignore
const LINKING_WORDS = new Set([
  'la', 'le', 'les', 'l', 'd', 'de', 'du', 'des', 'au', 'aux', 'sur', 'sous', 'lez', 'lès',
  'en', 'op', 'den', 'ter', 'ten', 'aan',
])

const LOCALE = 'fr-BE'

/**
 * Spec §9: "Town names title-cased with one special case". Every word is capitalised after a
 * space, hyphen, apostrophe or bracket ('SINT-NIKLAAS' → 'Sint-Niklaas', 'la louvière' →
 * 'La Louvière'). The special case: a linking word (above) between a hyphen and a following
 * hyphen or apostrophe stays lower case ('BRAINE-L'ALLEUD' → "Braine-l'Alleud"). A linking word
 * at the start of the name is capitalised like any first word ('LA LOUVIÈRE', 'LE ROEULX').
 */
export function townName(name: string | null | undefined): string {
  const lower = (name ?? '').trim().toLocaleLowerCase(LOCALE)
  return lower.replace(/\p{L}+/gu, (word, offset: number) => {
    const before = lower[offset - 1]
    const after = lower[offset + word.length]
    const linking = before === '-' && (after === '-' || after === "'" || after === '’')
    if (linking && LINKING_WORDS.has(word)) return word
    return word.charAt(0).toLocaleUpperCase(LOCALE) + word.slice(1)
  })
}
