import type { Lang } from '@fixtures/crm/lang'
import { intBetween } from '@fixtures/crm/prng'
import type { BenchListing } from './listing'

// Owners with a login for the generated listings: about one seller or landlord in twenty-five
// uses the owner portal, each with one to three of the listings. Every PropertyIDs entry is a
// generated listing, as the importer requires.

const firstNames = {
  fr: [
    ['Ms', 'Camille'],
    ['Mr', 'Julien'],
    ['Ms', 'Sophie'],
    ['Mr', 'Thomas'],
    ['Ms', 'Nathalie'],
    ['Mr', 'Olivier'],
    ['Ms', 'Claire'],
    ['Mr', 'Marc'],
  ],
  nl: [
    ['Ms', 'Els'],
    ['Mr', 'Jan'],
    ['Ms', 'Lotte'],
    ['Mr', 'Pieter'],
    ['Ms', 'An'],
    ['Mr', 'Wouter'],
    ['Ms', 'Sarah'],
    ['Mr', 'Koen'],
  ],
  en: [
    ['Ms', 'Emma'],
    ['Mr', 'James'],
    ['Ms', 'Olivia'],
    ['Mr', 'Daniel'],
  ],
} as const satisfies Record<Lang, readonly (readonly ['Mr' | 'Ms', string])[]>

const lastNames = {
  fr: [
    'Dubois',
    'Lambert',
    'Dupont',
    'Martin',
    'Leclercq',
    'Renard',
    'Lejeune',
    'Simon',
    'Collard',
    'Delvaux',
  ],
  nl: [
    'Peeters',
    'Janssens',
    'Maes',
    'Jacobs',
    'Mertens',
    'Willems',
    'Claes',
    'Goossens',
    'Wouters',
    'De Smet',
  ],
  en: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker'],
} as const satisfies Record<Lang, readonly string[]>

const OWNER_SHARE = 25
const FIRST_OWNER_ID = 70001

export function benchOwners(listings: readonly BenchListing[], random: () => number) {
  const owners = []
  let next = 0
  for (let i = 0; next < listings.length && i < Math.ceil(listings.length / OWNER_SHARE); i++) {
    const owned = listings.slice(next, next + intBetween(random, 1, 3))
    next += owned.length + OWNER_SHARE
    const first = owned[0]!
    const language: Lang = random() < 0.1 ? 'en' : first.place.region === 'flanders' ? 'nl' : 'fr'
    const [title, firstName] = firstNames[language][intBetween(random, 0, firstNames[language].length - 1)]!
    const lastName = lastNames[language][intBetween(random, 0, lastNames[language].length - 1)]!
    const id = FIRST_OWNER_ID + i
    const local = `${firstName}.${lastName}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '')
    owners.push({
      ID: id,
      Title: title,
      FirstName: firstName,
      LastName: lastName,
      Email: `${local}.${id}@example.org`,
      Phone: `04${String(intBetween(random, 70, 99))}${String(intBetween(random, 0, 999999)).padStart(6, '0')}`,
      Language: language,
      PropertyIDs: owned.map((listing) => listing.id),
    })
  }
  return owners
}
