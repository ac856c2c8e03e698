/** What the brief asks of the content seed, written out: the routes and menu, the forms, the articles' slugs. */

export type Locale = 'fr' | 'nl' | 'en' | 'de'
export type InAll = Record<Locale, string>

// Brief: the route table (originalPath → path per language) and the menu order.
export const routeTable: [string, string, InAll, number | null][] = [
  ['/for-sale/', 'page', { fr: 'a-vendre', nl: 'te-koop', en: 'for-sale', de: 'zu-verkaufen' }, 1],
  ['/for-rent/', 'page', { fr: 'a-louer', nl: 'te-huur', en: 'for-rent', de: 'zu-vermieten' }, 2],
  [
    '/Location-touristique/',
    'page',
    { fr: 'location-touristique', nl: 'vakantieverhuur', en: 'holiday-rentals', de: 'ferienvermietung' },
    3,
  ],
  [
    '/projects/',
    'page',
    { fr: 'projets-neufs', nl: 'nieuwbouwprojecten', en: 'new-developments', de: 'neubauprojekte' },
    4,
  ],
  ['/services/', 'page', { fr: 'services', nl: 'diensten', en: 'services', de: 'dienstleistungen' }, 5],
  ['/Qui-sui-je/', 'page', { fr: 'qui-suis-je', nl: 'over-mij', en: 'about-me', de: 'uber-mich' }, 6],
  ['/FAQ/', 'page', { fr: 'faq', nl: 'faq', en: 'faq', de: 'faq' }, 7],
  ['/contact/', 'page', { fr: 'contact', nl: 'contact', en: 'contact', de: 'kontakt' }, 8],
  [
    '/Estimation-en-ligne/',
    'page',
    { fr: 'estimation-en-ligne', nl: 'online-schatting', en: 'online-valuation', de: 'online-bewertung' },
    null,
  ],
  [
    '/contact-demand/',
    'page',
    { fr: 'estimation-gratuite', nl: 'gratis-schatting', en: 'free-valuation', de: 'kostenlose-bewertung' },
    null,
  ],
  [
    '/demand-register/',
    'page',
    { fr: 'recherche', nl: 'zoekopdracht', en: 'search-request', de: 'suchauftrag' },
    null,
  ],
  // Spec §1 "unsubscribe" (issue 18).
  [
    '/unsubscribe/',
    'page',
    { fr: 'desinscription', nl: 'uitschrijven', en: 'unsubscribe', de: 'abmelden' },
    null,
  ],
  ['/Disclaimer/', 'page', { fr: 'disclaimer', nl: 'disclaimer', en: 'disclaimer', de: 'disclaimer' }, null],
  [
    '/Privacy-statement/',
    'page',
    { fr: 'privacy-statement', nl: 'privacy-statement', en: 'privacy-statement', de: 'privacy-statement' },
    null,
  ],
  [
    '/Cookie-policy/',
    'page',
    { fr: 'cookie-policy', nl: 'cookie-policy', en: 'cookie-policy', de: 'cookie-policy' },
    null,
  ],
  ['/login/', 'login', { fr: 'login', nl: 'login', en: 'login', de: 'login' }, null],
  ['/feedback/', 'feedback', { fr: 'merci', nl: 'bedankt', en: 'thank-you', de: 'danke' }, null],
]

export const forms = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  // The forms the spec implies beyond its list of thank-you routes (issue 15).
  'document-request',
  'testimonial',
  'purchase-offer',
  'rent-application',
  // The holiday-rental request (issue 18).
  'holiday-request',
  'testing-testing',
]
export const faqSlugs = [
  'agent-immobilier',
  'les-documents-necessaires',
  'le-contrat',
  'estimation',
  'comment-se-passe-la-mise-en-vente',
  'outils-de-mise-en-valeur',
  'la-location---la-gestion-locative',
]
export const serviceSlugs = ['vente', 'location', 'gestion-locative-de-biens-saisonniers']
