import type { CategorySeed } from './types'

// A category's slug is the path of the page that lists it, so /fr/services/vente/ nests under
// the services page. The team and home categories are shown by modules, not by a page of their own.
export const categories: CategorySeed[] = [
  {
    key: 'home',
    sort: 0,
    names: { fr: 'Accueil', nl: 'Home', en: 'Home', de: 'Startseite' },
    slugs: { fr: 'accueil', nl: 'home', en: 'home', de: 'startseite' },
  },
  {
    key: 'services',
    sort: 1,
    names: { fr: 'Services', nl: 'Diensten', en: 'Services', de: 'Dienstleistungen' },
    slugs: { fr: 'services', nl: 'diensten', en: 'services', de: 'dienstleistungen' },
  },
  {
    key: 'a-propos',
    sort: 2,
    names: { fr: 'Qui suis-je', nl: 'Over mij', en: 'About me', de: 'Über mich' },
    slugs: { fr: 'qui-suis-je', nl: 'over-mij', en: 'about-me', de: 'uber-mich' },
  },
  {
    key: 'equipe',
    sort: 3,
    names: { fr: 'Équipe', nl: 'Team', en: 'Team', de: 'Team' },
    slugs: { fr: 'equipe', nl: 'team', en: 'team', de: 'team' },
  },
  {
    key: 'faq',
    sort: 4,
    names: { fr: 'FAQ', nl: 'FAQ', en: 'FAQ', de: 'FAQ' },
    slugs: { fr: 'faq', nl: 'faq', en: 'faq', de: 'faq' },
  },
]
