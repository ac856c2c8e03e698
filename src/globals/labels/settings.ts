import { type LabelTable, tr } from '@/fields/labels'

/** Names of the site-wide settings, in the admin's four languages. */
export const settingsGlobalNames = {
  siteSettings: tr(
    'Site settings',
    'Paramètres du site',
    'Instellingen van de site',
    'Website-Einstellungen',
  ),
  cookieConsent: tr('Cookie consent', 'Consentement aux cookies', 'Cookietoestemming', 'Cookie-Einwilligung'),
}

export const siteSettingsTabs = {
  languages: tr('Languages', 'Langues', 'Talen', 'Sprachen'),
  analytics: tr('Analytics', 'Statistiques', 'Statistieken', 'Statistik'),
  agency: tr('Agency', 'Agence', 'Kantoor', 'Büro'),
  listings: tr('Listings', 'Biens', 'Panden', 'Angebote'),
  social: tr('Social links', 'Réseaux sociaux', 'Sociale media', 'Soziale Netzwerke'),
  leads: tr('Leads', 'Demandes', 'Aanvragen', 'Anfragen'),
  caching: tr('Caching', 'Cache', 'Cache', 'Cache'),
}

export const siteSettingsLabels: LabelTable = {
  pageCache: {
    label: [
      'Public pages in caches',
      'Pages publiques en cache',
      'Publieke pagina’s in caches',
      'Öffentliche Seiten in Caches',
    ],
    description: [
      'A page is kept by this site until something it shows changes. A CDN in front keeps it as long as set here.',
      'Le site garde une page jusqu’à ce que ce qu’elle montre change. Un CDN placé devant la garde le temps indiqué ici.',
      'De site bewaart een pagina tot wat ze toont verandert. Een CDN ervoor bewaart ze zo lang als hier ingesteld.',
      'Die Website behält eine Seite, bis sich ihr Inhalt ändert. Ein vorgeschaltetes CDN behält sie so lange wie hier eingestellt.',
    ],
  },
  'pageCache.sharedMaxAge': {
    label: [
      'Kept by a CDN (seconds)',
      'Gardée par un CDN (secondes)',
      'Bewaard door een CDN (seconden)',
      'Vom CDN behalten (Sekunden)',
    ],
    description: [
      'Also how long this site keeps a page at most. 0: never kept.',
      'C’est aussi le plus longtemps que le site garde une page. 0 : jamais gardée.',
      'Ook hoe lang de site een pagina hoogstens bewaart. 0: nooit bewaard.',
      'Auch die längste Zeit, die die Website eine Seite behält. 0: nie behalten.',
    ],
  },
  'pageCache.staleWhileRevalidate': {
    label: [
      'Served stale while refreshed (seconds)',
      'Servie périmée pendant sa mise à jour (secondes)',
      'Verouderd getoond tijdens verversen (seconden)',
      'Veraltet ausgeliefert während der Aktualisierung (Sekunden)',
    ],
  },
  'pageCache.missingMaxAge': {
    label: [
      'Pages not found or withdrawn kept (seconds)',
      'Pages introuvables ou retirées gardées (secondes)',
      'Niet gevonden of ingetrokken pagina’s bewaard (seconden)',
      'Nicht gefundene oder zurückgezogene Seiten behalten (Sekunden)',
    ],
  },
  leadRetentionMonths: {
    label: [
      'Keep leads for (months)',
      'Conserver les demandes pendant (mois)',
      'Aanvragen bewaren gedurende (maanden)',
      'Anfragen aufbewahren (Monate)',
    ],
    description: [
      'After this, a lead’s personal details are erased every night (GDPR: no longer than needed). The form, date, listing and source stay for statistics. Spam is deleted after 30 days.',
      'Passé ce délai, les données personnelles d’une demande sont effacées chaque nuit (RGPD : pas plus longtemps que nécessaire). Le formulaire, la date, le bien et la provenance restent pour les statistiques. Le spam est supprimé après 30 jours.',
      'Daarna worden de persoonsgegevens van een aanvraag elke nacht gewist (AVG: niet langer dan nodig). Formulier, datum, pand en herkomst blijven voor de statistieken. Spam wordt na 30 dagen verwijderd.',
      'Danach werden die personenbezogenen Daten einer Anfrage jede Nacht gelöscht (DSGVO: nicht länger als nötig). Formular, Datum, Objekt und Herkunft bleiben für die Statistik. Spam wird nach 30 Tagen gelöscht.',
    ],
  },
  languages: ['Languages', 'Langues', 'Talen', 'Sprachen'],
  'languages.code': ['Language', 'Langue', 'Taal', 'Sprache'],
  'languages.use': [
    'Offered to visitors',
    'Proposée aux visiteurs',
    'Aangeboden aan bezoekers',
    'Für Besucher angeboten',
  ],
  defaultLanguage: {
    label: ['Default language', 'Langue par défaut', 'Standaardtaal', 'Standardsprache'],
    description: [
      'The language of addresses without a language (/, /for-sale/).',
      'La langue des adresses sans langue (/, /a-vendre/).',
      'De taal van adressen zonder taal (/, /te-koop/).',
      'Die Sprache der Adressen ohne Sprache (/, /zu-verkaufen/).',
    ],
  },
  agency: ['Agency', 'Agence', 'Kantoor', 'Büro'],
  'agency.name': ['Agency name', 'Nom de l’agence', 'Naam van het kantoor', 'Name des Büros'],
  'agency.legalName': ['Legal name', 'Dénomination légale', 'Juridische naam', 'Firmenname'],
  'agency.street': ['Street', 'Rue', 'Straat', 'Straße'],
  'agency.houseNumber': ['Number', 'Numéro', 'Nummer', 'Hausnummer'],
  'agency.zip': ['Postcode', 'Code postal', 'Postcode', 'Postleitzahl'],
  'agency.city': ['City', 'Commune', 'Gemeente', 'Ort'],
  'agency.country': ['Country', 'Pays', 'Land', 'Land'],
  'agency.latitude': ['Latitude', 'Latitude', 'Breedtegraad', 'Breitengrad'],
  'agency.longitude': ['Longitude', 'Longitude', 'Lengtegraad', 'Längengrad'],
  'agency.openingHours': {
    label: ['Opening hours', 'Heures d’ouverture', 'Openingsuren', 'Öffnungszeiten'],
    description: [
      'One line per day or group of days.',
      'Une ligne par jour ou groupe de jours.',
      'Eén regel per dag of groep dagen.',
      'Eine Zeile je Tag oder Gruppe von Tagen.',
    ],
  },
  'agency.vatNumber': ['VAT number', 'Numéro de TVA', 'Btw-nummer', 'USt-IdNr.'],
  'agency.bivNumber': {
    label: ['BIV / IPI number', 'Numéro IPI', 'BIV-nummer', 'BIV/IPI-Nummer'],
    description: [
      'Licence number of the Professional Institute of Real Estate Agents.',
      'Numéro d’agréation de l’Institut professionnel des agents immobiliers.',
      'Erkenningsnummer van het Beroepsinstituut van Vastgoedmakelaars.',
      'Zulassungsnummer beim Berufsinstitut der Immobilienmakler.',
    ],
  },
  'agency.brandColor': ['Brand colour', 'Couleur de la marque', 'Huiskleur', 'Markenfarbe'],
  'agency.mapTileUrl': ['Map tiles', 'Tuiles de carte', 'Kaarttegels', 'Kartenkacheln'],
  'agency.streetViewEnabled': [
    'Show street view',
    'Afficher Street View',
    'Street View tonen',
    'Street View anzeigen',
  ],
  marqueeIgnore: {
    label: [
      'Marquees shown instead of the price',
      'Mentions affichées au lieu du prix',
      'Vermeldingen in plaats van de prijs',
      'Hinweise statt des Preises',
    ],
    description: [
      'CRM marquee codes whose name is shown instead of the price, e.g. 14 for “under offer”.',
      'Codes de mention du CRM dont le nom remplace le prix, p. ex. 14 pour « sous option ».',
      'Vermeldingscodes van het CRM waarvan de naam de prijs vervangt, bv. 14 voor “onder bod”.',
      'Hinweiscodes des CRM, deren Name statt des Preises erscheint, z. B. 14 für „unter Angebot“.',
    ],
  },
  socialLinks: ['Social links', 'Réseaux sociaux', 'Sociale media', 'Soziale Netzwerke'],
  'socialLinks.platform': ['Platform', 'Plateforme', 'Platform', 'Plattform'],
}

export const cookieConsentLabels: LabelTable = {
  acceptAll: [
    '“Accept all” button',
    'Bouton « Tout accepter »',
    'Knop “Alles aanvaarden”',
    'Schaltfläche „Alle akzeptieren“',
  ],
  declineAll: [
    '“Decline all” button',
    'Bouton « Tout refuser »',
    'Knop “Alles weigeren”',
    'Schaltfläche „Alle ablehnen“',
  ],
  settings: [
    '“Settings” button',
    'Bouton « Paramètres »',
    'Knop “Instellingen”',
    'Schaltfläche „Einstellungen“',
  ],
  save: ['“Save” button', 'Bouton « Enregistrer »', 'Knop “Opslaan”', 'Schaltfläche „Speichern“'],
  categories: ['Categories', 'Catégories', 'Categorieën', 'Kategorien'],
  'categories.essential': ['Essential', 'Essentiels', 'Noodzakelijk', 'Notwendig'],
  'categories.analytics': ['Analytics', 'Statistiques', 'Statistieken', 'Statistik'],
  'categories.adStorage': [
    'Advertising storage',
    'Stockage publicitaire',
    'Advertentieopslag',
    'Werbespeicher',
  ],
  'categories.adUserData': [
    'Advertising user data',
    'Données publicitaires',
    'Advertentiegegevens',
    'Werbedaten',
  ],
  'categories.adPersonalization': [
    'Personalised ads',
    'Publicité personnalisée',
    'Gepersonaliseerde advertenties',
    'Personalisierte Werbung',
  ],
  cookiePolicyLabel: [
    'Cookie policy link',
    'Lien vers la politique cookies',
    'Link naar het cookiebeleid',
    'Link zur Cookie-Richtlinie',
  ],
  privacyStatementLabel: [
    'Privacy statement link',
    'Lien vers la déclaration de confidentialité',
    'Link naar de privacyverklaring',
    'Link zur Datenschutzerklärung',
  ],
}
