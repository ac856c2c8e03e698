/**
 * Strings of the site's own admin components, in the admin's four languages. Payload's i18n
 * (`i18n.language`) says which one the staff member reads; English is the fallback, as in
 * payload.config.ts. Counts are shown as figures beside a label, so no plural forms are needed.
 */
const messages = {
  en: {
    dashboardTitle: 'At a glance',
    newLeads: 'New leads',
    openNewLeads: 'Open the new leads',
    pendingTestimonials: 'Testimonials awaiting approval',
    openPendingTestimonials: 'Review them',
    lastImport: 'Last CRM import',
    noImport: 'No import has been recorded yet.',
    importSucceeded: 'Succeeded',
    importFailed: 'Failed',
    importDuration: 'Duration',
    importHistory: 'All imports',
    collection: 'Collection',
    created: 'New',
    updated: 'Updated',
    unchanged: 'Unchanged',
    withdrawn: 'Withdrawn',
    unavailable: 'unavailable',
    quickLinks: 'Edit often',
    homeBanner: 'Home banner',
    popup: 'Popup',
    menuPages: 'Menu pages',
    articles: 'Articles',
    wrongOriginTitle: 'Open the admin at its own address to save changes',
    wrongOriginBody:
      'This page was opened at {current}, but the site is configured for {expected} (SITE_URL). For security, changes sent from any other address are refused, and saving fails with “{error}”.',
    wrongOriginAction: 'Open the admin at {expected}',
    wrongOriginOperator: 'If {current} is the right address, set SITE_URL to it and restart the site.',
  },
  fr: {
    dashboardTitle: 'En un coup d’œil',
    newLeads: 'Nouvelles demandes',
    openNewLeads: 'Ouvrir les nouvelles demandes',
    pendingTestimonials: 'Témoignages à approuver',
    openPendingTestimonials: 'Les examiner',
    lastImport: 'Dernier import du CRM',
    noImport: 'Aucun import n’a encore été enregistré.',
    importSucceeded: 'Réussi',
    importFailed: 'Échoué',
    importDuration: 'Durée',
    importHistory: 'Tous les imports',
    collection: 'Collection',
    created: 'Nouveaux',
    updated: 'Mis à jour',
    unchanged: 'Inchangés',
    withdrawn: 'Retirés',
    unavailable: 'indisponible',
    quickLinks: 'Modifié souvent',
    homeBanner: 'Bannière d’accueil',
    popup: 'Popup',
    menuPages: 'Pages du menu',
    articles: 'Articles',
    wrongOriginTitle: 'Ouvrez l’administration à sa propre adresse pour enregistrer',
    wrongOriginBody:
      'Cette page a été ouverte à {current}, mais le site est configuré pour {expected} (SITE_URL). Par sécurité, les modifications envoyées depuis une autre adresse sont refusées, et l’enregistrement échoue avec « {error} ».',
    wrongOriginAction: 'Ouvrir l’administration à {expected}',
    wrongOriginOperator:
      'Si {current} est la bonne adresse, réglez SITE_URL sur celle-ci et redémarrez le site.',
  },
  nl: {
    dashboardTitle: 'In één oogopslag',
    newLeads: 'Nieuwe aanvragen',
    openNewLeads: 'Nieuwe aanvragen openen',
    pendingTestimonials: 'Getuigenissen om goed te keuren',
    openPendingTestimonials: 'Nakijken',
    lastImport: 'Laatste CRM-import',
    noImport: 'Er is nog geen import geregistreerd.',
    importSucceeded: 'Geslaagd',
    importFailed: 'Mislukt',
    importDuration: 'Duur',
    importHistory: 'Alle imports',
    collection: 'Collectie',
    created: 'Nieuw',
    updated: 'Bijgewerkt',
    unchanged: 'Ongewijzigd',
    withdrawn: 'Ingetrokken',
    unavailable: 'niet beschikbaar',
    quickLinks: 'Vaak bewerkt',
    homeBanner: 'Banner van de homepage',
    popup: 'Pop-up',
    menuPages: 'Menupagina’s',
    articles: 'Artikels',
    wrongOriginTitle: 'Open de beheeromgeving op haar eigen adres om te kunnen opslaan',
    wrongOriginBody:
      'Deze pagina is geopend op {current}, maar de site is ingesteld voor {expected} (SITE_URL). Om veiligheidsredenen worden wijzigingen vanaf een ander adres geweigerd, en opslaan mislukt met “{error}”.',
    wrongOriginAction: 'De beheeromgeving openen op {expected}',
    wrongOriginOperator: 'Is {current} het juiste adres, stel SITE_URL dan daarop in en herstart de site.',
  },
  de: {
    dashboardTitle: 'Auf einen Blick',
    newLeads: 'Neue Anfragen',
    openNewLeads: 'Neue Anfragen öffnen',
    pendingTestimonials: 'Erfahrungsberichte zur Freigabe',
    openPendingTestimonials: 'Prüfen',
    lastImport: 'Letzter CRM-Import',
    noImport: 'Es wurde noch kein Import aufgezeichnet.',
    importSucceeded: 'Erfolgreich',
    importFailed: 'Fehlgeschlagen',
    importDuration: 'Dauer',
    importHistory: 'Alle Importe',
    collection: 'Sammlung',
    created: 'Neu',
    updated: 'Aktualisiert',
    unchanged: 'Unverändert',
    withdrawn: 'Zurückgezogen',
    unavailable: 'nicht verfügbar',
    quickLinks: 'Oft bearbeitet',
    homeBanner: 'Startseiten-Banner',
    popup: 'Pop-up',
    menuPages: 'Menüseiten',
    articles: 'Artikel',
    wrongOriginTitle: 'Öffnen Sie die Verwaltung unter ihrer eigenen Adresse, um zu speichern',
    wrongOriginBody:
      'Diese Seite wurde unter {current} geöffnet, die Website ist aber für {expected} eingerichtet (SITE_URL). Aus Sicherheitsgründen werden Änderungen von jeder anderen Adresse abgelehnt, und das Speichern scheitert mit „{error}“.',
    wrongOriginAction: 'Verwaltung unter {expected} öffnen',
    wrongOriginOperator:
      'Ist {current} die richtige Adresse, setzen Sie SITE_URL darauf und starten Sie die Website neu.',
  },
} as const

export type AdminMessages = { [K in keyof (typeof messages)['en']]: string }

export function adminMessages(language: string): AdminMessages {
  return language in messages ? messages[language as keyof typeof messages] : messages.en
}

/** Fills {name} placeholders; the values are addresses, Payload's own error text, never words that would need grammar. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
