import { describe, expect, it } from 'vitest'

import { type FaqItem, faqPageJsonLd } from './faqJsonLd'

const qa = (name: string, text: string) => ({
  '@type': 'Question',
  name,
  acceptedAnswer: { '@type': 'Answer', text },
})

describe('faqPageJsonLd', () => {
  it.each<[string, FaqItem[], ReturnType<typeof qa>[] | null]>([
    [
      'each item a question with its plain-text answer',
      [
        { question: 'Quels frais ?', answer: 'Les droits\n d’enregistrement   et les frais de notaire.' },
        { question: 'Combien de temps ?', answer: 'Trois mois.' },
      ],
      [
        qa('Quels frais ?', 'Les droits d’enregistrement et les frais de notaire.'),
        qa('Combien de temps ?', 'Trois mois.'),
      ],
    ],
    [
      'an item without answer or question is left out',
      [
        { question: 'Vide ?', answer: '  ' },
        { question: ' ', answer: 'Sans question.' },
        { question: 'Oui ?', answer: 'Oui.' },
      ],
      [qa('Oui ?', 'Oui.')],
    ],
    ['no question left: no FAQPage', [{ question: 'Vide ?', answer: '' }], null],
    ['no items: no FAQPage', [], null],
  ])('%s', (_case, items, expected) => {
    const data = faqPageJsonLd(items)
    if (expected === null) expect(data).toBeNull()
    else expect(data).toEqual({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: expected })
  })
})
