import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify: "trim, remove accents and punctuation, lowercase, spaces to hyphens"', () => {
  it.each([
    ['Qui suis-je ?', 'qui-suis-je'],
    ['La location - la gestion locative', 'la-location---la-gestion-locative'],
    ['Les documents nécessaires', 'les-documents-necessaires'],
    ['Comment se passe la mise en vente ?', 'comment-se-passe-la-mise-en-vente'],
    ['  Estimation  ', 'estimation'],
    ['Gestion locative de biens saisonniers', 'gestion-locative-de-biens-saisonniers'],
    ['Agent   immobilier', 'agent-immobilier'],
    ["L'agent, l'outil & le contrat !", 'lagent-loutil-le-contrat'],
    ['Cœur de Liège', 'coeur-de-liege'],
    ['Prix - ', 'prix'],
    ['Location touristique 2024', 'location-touristique-2024'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  it.each([[null], [undefined]])('%j → empty slug', (input) => {
    expect(slugify(input)).toBe('')
  })
})
