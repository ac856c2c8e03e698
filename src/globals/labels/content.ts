import { type LabelTable, tr } from '@/fields/labels'

/** Names of the globals a content editor changes, in the admin's four languages. */
export const contentGlobalNames = {
  homeBanner: tr('Home banner', 'Bannière d’accueil', 'Banner van de homepage', 'Startseiten-Banner'),
  popup: tr('Popup', 'Popup', 'Pop-up', 'Pop-up'),
  header: tr('Header', 'En-tête', 'Koptekst', 'Kopfzeile'),
  topBar: tr('Top bar', 'Barre supérieure', 'Bovenbalk', 'Obere Leiste'),
  footer: tr('Footer', 'Pied de page', 'Voettekst', 'Fußzeile'),
}

export const homeBannerLabels: LabelTable = {
  type: {
    label: ['Banner type', 'Type de bannière', 'Soort banner', 'Bannertyp'],
    options: {
      image: ['Image', 'Image', 'Afbeelding', 'Bild'],
      gallery: [
        'Gallery (fading slideshow)',
        'Galerie (diaporama en fondu)',
        'Galerij (diavoorstelling)',
        'Galerie (Diashow mit Überblendung)',
      ],
      video: [
        'Video (muted loop)',
        'Vidéo (en boucle, sans son)',
        'Video (lus zonder geluid)',
        'Video (Schleife ohne Ton)',
      ],
      properties: ['Property pictures', 'Photos des biens', 'Foto’s van panden', 'Fotos der Immobilien'],
      projects: ['Project pictures', 'Photos des projets', 'Foto’s van projecten', 'Fotos der Projekte'],
    },
  },
  media: {
    label: ['Image', 'Image', 'Afbeelding', 'Bild'],
    description: [
      'The image; also the fallback when there is nothing else to show.',
      'L’image ; aussi celle qui s’affiche quand il n’y a rien d’autre à montrer.',
      'De afbeelding; ook de reserve als er niets anders te tonen is.',
      'Das Bild; auch der Ersatz, wenn nichts anderes zu zeigen ist.',
    ],
  },
  searchBlock: ['Search block', 'Bloc de recherche', 'Zoekblok', 'Suchblock'],
  'searchBlock.description': {
    label: ['Description', 'Description', 'Beschrijving', 'Beschreibung'],
    description: [
      '{FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} are replaced by the counts.',
      '{FOR_SALE_TOTAL} et {FOR_RENT_TOTAL} sont remplacés par les nombres de biens.',
      '{FOR_SALE_TOTAL} en {FOR_RENT_TOTAL} worden vervangen door de aantallen.',
      '{FOR_SALE_TOTAL} und {FOR_RENT_TOTAL} werden durch die Anzahlen ersetzt.',
    ],
  },
  'searchBlock.showSearchBox': [
    'Show the search box',
    'Afficher le champ de recherche',
    'Zoekveld tonen',
    'Suchfeld anzeigen',
  ],
  'searchBlock.showCounts': [
    'Show counts on For sale / For rent',
    'Afficher les nombres sur À vendre / À louer',
    'Aantallen tonen bij Te koop / Te huur',
    'Anzahlen bei Zu verkaufen / Zu vermieten anzeigen',
  ],
}

export const popupLabels: LabelTable = {
  isPublished: {
    label: ['Published', 'Publié', 'Gepubliceerd', 'Veröffentlicht'],
    options: { yes: ['Yes', 'Oui', 'Ja', 'Ja'], no: ['No', 'Non', 'Nee', 'Nein'] },
  },
  delay: {
    label: ['Delay (seconds)', 'Délai (secondes)', 'Vertraging (seconden)', 'Verzögerung (Sekunden)'],
    description: [
      'Seconds before it opens; 0 opens it at once.',
      'Secondes avant l’ouverture ; 0 l’ouvre tout de suite.',
      'Seconden voor het opent; 0 opent het meteen.',
      'Sekunden bis zum Öffnen; 0 öffnet es sofort.',
    ],
  },
  link: {
    label: ['Link', 'Lien', 'Link', 'Link'],
    description: [
      'Where the popup leads; following it closes the popup.',
      'Où mène le popup ; le suivre ferme le popup.',
      'Waar de pop-up naartoe leidt; de link volgen sluit de pop-up.',
      'Wohin das Pop-up führt; dem Link zu folgen schließt es.',
    ],
  },
}

const positions = {
  left: ['Left', 'Gauche', 'Links', 'Links'],
  centre: ['Centre', 'Centre', 'Midden', 'Mitte'],
  right: ['Right', 'Droite', 'Rechts', 'Rechts'],
} as const

export const headerLabels: LabelTable = {
  logoPosition: {
    label: ['Logo position', 'Position du logo', 'Positie van het logo', 'Position des Logos'],
    options: positions,
  },
  menuPosition: {
    label: ['Menu position', 'Position du menu', 'Positie van het menu', 'Position des Menüs'],
    options: positions,
  },
  languageSwitcherPosition: {
    label: [
      'Language switcher position',
      'Position du choix de langue',
      'Positie van de taalkeuze',
      'Position der Sprachauswahl',
    ],
    options: positions,
  },
  freeEvaluation: {
    label: [
      'Free valuation button',
      'Bouton estimation gratuite',
      'Knop gratis schatting',
      'Schaltfläche kostenlose Bewertung',
    ],
    description: [
      'Links to the free valuation form (/contact-demand/).',
      'Mène au formulaire d’estimation gratuite (/contact-demand/).',
      'Leidt naar het formulier voor een gratis schatting (/contact-demand/).',
      'Führt zum Formular für die kostenlose Bewertung (/contact-demand/).',
    ],
  },
}

export const topBarLabels: LabelTable = {
  enabled: ['Show the top bar', 'Afficher la barre supérieure', 'Bovenbalk tonen', 'Obere Leiste anzeigen'],
  left: ['Items on the left', 'Éléments à gauche', 'Items links', 'Elemente links'],
  right: ['Items on the right', 'Éléments à droite', 'Items rechts', 'Elemente rechts'],
  icon: ['Icon', 'Icône', 'Pictogram', 'Symbol'],
  colour: {
    label: ['Colour', 'Couleur', 'Kleur', 'Farbe'],
    description: ['A CSS colour.', 'Une couleur CSS.', 'Een CSS-kleur.', 'Eine CSS-Farbe.'],
  },
  link: {
    label: ['Link', 'Lien', 'Link', 'Link'],
    description: [
      'Path, URL, tel: or mailto:. Links with a protocol open in a new tab.',
      'Chemin, URL, tel: ou mailto:. Les liens avec un protocole s’ouvrent dans un nouvel onglet.',
      'Pad, URL, tel: of mailto:. Links met een protocol openen in een nieuw tabblad.',
      'Pfad, URL, tel: oder mailto:. Links mit Protokoll öffnen sich in einem neuen Tab.',
    ],
  },
}

export const footerLabels: LabelTable = {
  columns: ['Columns', 'Colonnes', 'Kolommen', 'Spalten'],
  'columns.public': {
    label: ['Public', 'Public', 'Openbaar', 'Öffentlich'],
    description: [
      'Hidden from visitors when off.',
      'Masquée aux visiteurs si décoché.',
      'Verborgen voor bezoekers als dit uit staat.',
      'Für Besucher ausgeblendet, wenn ausgeschaltet.',
    ],
  },
  'columns.intro': ['Introduction', 'Introduction', 'Inleiding', 'Einleitung'],
  'columns.text': ['Text', 'Texte', 'Tekst', 'Text'],
  copyright: {
    label: ['Copyright', 'Copyright', 'Copyright', 'Copyright'],
    description: [
      '{year} is replaced by the current year.',
      '{year} est remplacé par l’année en cours.',
      '{year} wordt vervangen door het huidige jaar.',
      '{year} wird durch das aktuelle Jahr ersetzt.',
    ],
  },
}
