import { stripAccents } from './stripAccents'

// Letters that are not an accent on a base letter, so NFD alone would drop them.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l' }

/**
 * Spec §2: "Slug: trim, remove accents and punctuation, lowercase, spaces to hyphens". Each run
 * of spaces becomes one hyphen and a hyphen typed in the title is kept, so
 * 'La location - la gestion locative' gives the spec's FAQ slug 'la-location---la-gestion-locative'.
 * Hyphens left at either end (from punctuation such as 'Prix - ') are dropped.
 */
export function slugify(text: string | null | undefined): string {
  return stripAccents((text ?? '').trim().toLowerCase())
    .replace(/[œæßøł]/g, (letter) => LIGATURES[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^-+|-+$/g, '')
}
