// Cookie consent texts (spec §4): decline-all sits beside accept-all on the first layer, as the
// Belgian Data Protection Authority requires; no cookie wall. German has its own full UI text.

const fr = {
  title: 'Votre vie privée',
  description:
    'Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, des cookies de mesure d’audience et publicitaires. Vous pouvez changer d’avis à tout moment.',
  acceptAll: 'Tout accepter',
  declineAll: 'Tout refuser',
  settings: 'Personnaliser',
  save: 'Enregistrer mes choix',
  cookiePolicyLabel: 'Politique en matière de cookies',
  privacyStatementLabel: 'Déclaration de confidentialité',
  categories: {
    essential: {
      label: 'Essentiels',
      description: 'Indispensables au site (langue, sécurité, vos choix). Toujours actifs.',
    },
    analytics: {
      label: 'Mesure d’audience',
      description: 'Statistiques anonymes de visite pour améliorer le site.',
    },
    adStorage: {
      label: 'Cookies publicitaires',
      description: 'Mémoriser des informations à des fins publicitaires.',
    },
    adUserData: {
      label: 'Données publicitaires',
      description: 'Envoyer des données d’utilisation à nos partenaires publicitaires.',
    },
    adPersonalization: {
      label: 'Publicité personnalisée',
      description: 'Afficher des annonces adaptées à vos recherches.',
    },
  },
}

const nl: typeof fr = {
  title: 'Uw privacy',
  description:
    'We gebruiken cookies die nodig zijn om de site te laten werken en, met uw toestemming, cookies voor bezoekersstatistieken en advertenties. U kunt uw keuze altijd wijzigen.',
  acceptAll: 'Alles aanvaarden',
  declineAll: 'Alles weigeren',
  settings: 'Instellingen',
  save: 'Mijn keuze bewaren',
  cookiePolicyLabel: 'Cookiebeleid',
  privacyStatementLabel: 'Privacyverklaring',
  categories: {
    essential: {
      label: 'Noodzakelijk',
      description: 'Nodig voor de site (taal, beveiliging, uw keuzes). Altijd actief.',
    },
    analytics: {
      label: 'Statistieken',
      description: 'Anonieme bezoekersstatistieken om de site te verbeteren.',
    },
    adStorage: { label: 'Advertentiecookies', description: 'Informatie bewaren voor advertentiedoeleinden.' },
    adUserData: {
      label: 'Advertentiegegevens',
      description: 'Gebruiksgegevens delen met onze advertentiepartners.',
    },
    adPersonalization: {
      label: 'Gepersonaliseerde advertenties',
      description: 'Advertenties tonen die bij uw zoektocht passen.',
    },
  },
}

const en: typeof fr = {
  title: 'Your privacy',
  description:
    'We use cookies the site needs to work and, with your consent, cookies for audience measurement and advertising. You can change your mind at any time.',
  acceptAll: 'Accept all',
  declineAll: 'Decline all',
  settings: 'Settings',
  save: 'Save my choices',
  cookiePolicyLabel: 'Cookie policy',
  privacyStatementLabel: 'Privacy statement',
  categories: {
    essential: {
      label: 'Essential',
      description: 'Needed for the site to work (language, security, your choices). Always on.',
    },
    analytics: {
      label: 'Analytics',
      description: 'Anonymous visit statistics that help us improve the site.',
    },
    adStorage: { label: 'Advertising cookies', description: 'Store information for advertising purposes.' },
    adUserData: { label: 'Advertising data', description: 'Send usage data to our advertising partners.' },
    adPersonalization: { label: 'Personalised ads', description: 'Show ads that match your searches.' },
  },
}

const de: typeof fr = {
  title: 'Ihre Privatsphäre',
  description:
    'Wir verwenden Cookies, die für den Betrieb der Website notwendig sind, und mit Ihrer Zustimmung Cookies für Reichweitenmessung und Werbung. Sie können Ihre Wahl jederzeit ändern.',
  acceptAll: 'Alle akzeptieren',
  declineAll: 'Alle ablehnen',
  settings: 'Einstellungen',
  save: 'Auswahl speichern',
  cookiePolicyLabel: 'Cookie-Richtlinie',
  privacyStatementLabel: 'Datenschutzerklärung',
  categories: {
    essential: {
      label: 'Notwendig',
      description: 'Für die Website erforderlich (Sprache, Sicherheit, Ihre Auswahl). Immer aktiv.',
    },
    analytics: {
      label: 'Statistik',
      description: 'Anonyme Besuchsstatistiken zur Verbesserung der Website.',
    },
    adStorage: { label: 'Werbe-Cookies', description: 'Informationen zu Werbezwecken speichern.' },
    adUserData: { label: 'Werbedaten', description: 'Nutzungsdaten an unsere Werbepartner senden.' },
    adPersonalization: {
      label: 'Personalisierte Werbung',
      description: 'Anzeigen passend zu Ihrer Suche zeigen.',
    },
  },
}

export const cookieConsentTexts = { fr, nl, en, de }
