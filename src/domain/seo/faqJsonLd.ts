import type { JsonLdObject } from './jsonLd'

export type FaqItem = { question: string; answer: string }

/**
 * A FAQ block's questions as a schema.org FAQPage: each question with its answer as plain text.
 * Questions without a question or an answer are left out (Google's FAQ rules ask for both); no
 * question left gives no FAQPage (null).
 */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdObject | null {
  const entries = items
    .map((item) => ({ question: item.question.trim(), answer: item.answer.replace(/\s+/g, ' ').trim() }))
    .filter((item) => item.question && item.answer)
  if (entries.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
