import type { Locale } from '../../i18n/locales'
import type { RouteEntry, RouteTable } from './types'

type EntrySpec = Partial<RouteEntry> & { key: string; originalPath: string; paths: Record<Locale, string> }

let nextId = 1
/** A route-table entry for tests, published and in the menu unless told otherwise. */
function entry(spec: EntrySpec): RouteEntry {
  return {
    kind: 'page',
    names: { fr: spec.paths.fr, nl: spec.paths.nl, en: spec.paths.en, de: spec.paths.de },
    status: 'published',
    showInMenu: false,
    showBreadCrumb: true,
    sort: 0,
    id: nextId++,
    ...spec,
  }
}

const same = (path: string): Record<Locale, string> => ({ fr: path, nl: path, en: path, de: path })

/** The spec's route table in miniature, as the data layer would build it from the CMS. */
export const table: RouteTable = {
  withdrawnPropertyIds: [999],
  entries: [
    entry({
      key: 'page:1',
      kind: 'home',
      originalPath: '/',
      paths: same(''),
      names: { fr: 'Accueil', nl: 'Home', en: 'Home', de: 'Startseite' },
    }),
    entry({
      key: 'page:2',
      kind: 'sale-list',
      originalPath: '/for-sale/',
      paths: { fr: 'a-vendre', nl: 'te-koop', en: 'for-sale', de: 'zu-verkaufen' },
      names: { fr: 'À vendre', nl: 'Te koop', en: 'For sale', de: 'Zu verkaufen' },
      showInMenu: true,
      sort: 1,
    }),
    entry({
      key: 'page:3',
      kind: 'tourist-list',
      originalPath: '/Location-touristique/',
      paths: {
        fr: 'location-touristique',
        nl: 'vakantieverhuur',
        en: 'holiday-rentals',
        de: 'ferienvermietung',
      },
      showInMenu: true,
      sort: 3,
    }),
    entry({
      key: 'page:4',
      originalPath: '/Qui-sui-je/',
      paths: { fr: 'qui-suis-je', nl: 'over-mij', en: 'about-me', de: 'uber-mich' },
      names: { fr: 'Qui suis-je', nl: 'Over mij', en: 'About me', de: 'Über mich' },
      showInMenu: true,
      sort: 6,
    }),
    entry({
      key: 'page:5',
      originalPath: '/services/',
      paths: { fr: 'services', nl: 'diensten', en: 'services', de: 'dienstleistungen' },
      showInMenu: true,
      sort: 5,
    }),
    entry({
      key: 'article:1',
      kind: 'article',
      originalPath: '/services/vente/',
      paths: {
        fr: 'services/vente',
        nl: 'diensten/verkoop',
        en: 'services/selling',
        de: 'dienstleistungen/verkauf',
      },
      parentKey: 'page:5',
    }),
    entry({
      key: 'page:6',
      originalPath: '/old-news/',
      paths: same('actualites'),
      status: 'withdrawn',
      showInMenu: true,
    }),
    entry({
      key: 'page:7',
      originalPath: '/draft/',
      paths: same('brouillon'),
      status: 'draft',
      showInMenu: true,
    }),
    entry({
      key: 'page:8',
      kind: 'thank-you',
      originalPath: '/feedback/',
      paths: { fr: 'merci', nl: 'bedankt', en: 'thank-you', de: 'danke' },
      names: { fr: 'Merci', nl: 'Bedankt', en: 'Thank you', de: 'Danke' },
    }),
    entry({
      key: 'page:9',
      kind: 'thank-you',
      originalPath: '/feedback/contact-demand/',
      paths: {
        fr: 'merci/estimation-gratuite',
        nl: 'bedankt/contact-demand',
        en: 'thank-you/contact-demand',
        de: 'danke/contact-demand',
      },
      names: { fr: 'Merci', nl: 'Bedankt', en: 'Thank you', de: 'Danke' },
      parentKey: 'page:8',
    }),
    entry({
      key: 'page:10',
      kind: 'login',
      originalPath: '/login/',
      paths: same('login'),
      names: {
        fr: 'Connexion propriétaire',
        nl: 'Eigenaar login',
        en: 'Owner login',
        de: 'Eigentümer-Login',
      },
    }),
    entry({
      key: 'page:11',
      originalPath: '/nieuwbouw/',
      paths: same('nieuwbouw'),
      externalLink: 'https://projects.example.be/',
      showInMenu: true,
      sort: 9,
    }),
    entry({
      key: 'page:12',
      originalPath: '/services/gestion/',
      paths: same('services/gestion'),
      parentKey: 'page:5',
      showInMenu: true,
      sort: 1,
    }),
    entry({
      key: 'page:13',
      kind: 'projects-list',
      originalPath: '/projects/',
      paths: { fr: 'projets-neufs', nl: 'nieuwbouwprojecten', en: 'new-developments', de: 'neubauprojekte' },
    }),
  ],
}
