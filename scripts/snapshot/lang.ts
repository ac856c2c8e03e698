// Languages of the snapshot. The agency publishes in fr, nl and en; the CRM's de lists are empty
// except for reference data (property types).

export const contentLanguages = ['fr', 'nl', 'en'] as const
export type Lang = (typeof contentLanguages)[number]
export const allLanguages = ['fr', 'nl', 'en', 'de'] as const
export type AnyLang = (typeof allLanguages)[number]

/** A text in each content language. */
export type Tr = Record<Lang, string>
/** Paragraphs or list items in each content language. */
export type TrList = Record<Lang, readonly string[]>

export const tr = (fr: string, nl: string, en: string): Tr => ({ fr, nl, en })

/** Belgian number formatting for text lines (documents): 1.234,5 in nl, 1 234,5 in fr, 1,234.5 in en. */
export function formatNumber(value: number, lang: Lang, digits = 0): string {
  const locale = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB' }[lang]
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })
    .format(value)
    .replace(/\u202f|\u00a0/g, ' ')
}

export function formatEuro(value: number, lang: Lang): string {
  return lang === 'en' ? `€${formatNumber(value, lang)}` : `€ ${formatNumber(value, lang)}`
}

/** 2026-11-20 → 20/11/2026 (fr, nl) or 20 Nov 2026 (en). */
export function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number]
  if (lang !== 'en') return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${d} ${months[m - 1]} ${y}`
}
