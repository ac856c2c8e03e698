import type { LabelTable } from '@/fields/labels'

/** What an editor reads on a page's edit view, in the admin's four languages. */
export const pageLabels: LabelTable = {
  name: {
    label: ['Name', 'Nom', 'Naam', 'Name'],
    description: [
      'Menu label and breadcrumb.',
      'Libellé du menu et du fil d’Ariane.',
      'Label in het menu en het kruimelpad.',
      'Bezeichnung im Menü und in der Brotkrumennavigation.',
    ],
  },
  path: {
    label: ['Path', 'Chemin', 'Pad', 'Pfad'],
    description: [
      'This page’s own path segment in this language, e.g. qui-suis-je; filled from the name when empty.',
      'Le segment d’adresse de la page dans cette langue, p. ex. qui-suis-je ; rempli à partir du nom s’il est vide.',
      'Het eigen padsegment van de pagina in deze taal, bv. over-mij; wordt uit de naam ingevuld als het leeg is.',
      'Der eigene Pfadabschnitt der Seite in dieser Sprache, z. B. uber-mich; wird aus dem Namen gefüllt, wenn er leer ist.',
    ],
  },
  originalPath: {
    label: [
      'Key (original path)',
      'Clé (chemin d’origine)',
      'Sleutel (oorspronkelijk pad)',
      'Schlüssel (ursprünglicher Pfad)',
    ],
    description: [
      'Language-independent key such as /Qui-sui-je/; links are built from it.',
      'Clé indépendante de la langue, p. ex. /Qui-sui-je/ ; les liens sont construits à partir d’elle.',
      'Taalonafhankelijke sleutel zoals /Qui-sui-je/; links worden ermee opgebouwd.',
      'Sprachunabhängiger Schlüssel wie /Qui-sui-je/; Links werden daraus gebildet.',
    ],
  },
  parent: ['Parent page', 'Page parente', 'Bovenliggende pagina', 'Übergeordnete Seite'],
  type: {
    label: ['Page type', 'Type de page', 'Soort pagina', 'Seitentyp'],
    options: {
      page: ['Page', 'Page', 'Pagina', 'Seite'],
      article: ['Article', 'Article', 'Artikel', 'Artikel'],
      feedback: [
        'Thank-you (feedback)',
        'Remerciement (feedback)',
        'Bedankpagina (feedback)',
        'Danke-Seite (Feedback)',
      ],
      login: ['Owner login', 'Connexion propriétaire', 'Aanmelding eigenaar', 'Eigentümer-Anmeldung'],
      home: ['Home', 'Accueil', 'Home', 'Startseite'],
    },
  },
  showInMenu: [
    'Show in the main menu',
    'Afficher dans le menu principal',
    'Tonen in het hoofdmenu',
    'Im Hauptmenü anzeigen',
  ],
  isHome: ['Home page', 'Page d’accueil', 'Startpagina', 'Startseite'],
  showBreadCrumb: [
    'Show breadcrumb',
    'Afficher le fil d’Ariane',
    'Kruimelpad tonen',
    'Brotkrumennavigation anzeigen',
  ],
  showPageBanner: ['Show page banner', 'Afficher la bannière', 'Paginabanner tonen', 'Seitenbanner anzeigen'],
  showFixedMenu: ['Show fixed menu', 'Afficher le menu fixe', 'Vast menu tonen', 'Fixiertes Menü anzeigen'],
  redirect: ['Redirect', 'Redirection', 'Doorverwijzen', 'Weiterleiten'],
  redirectUrl: ['Redirect to', 'Rediriger vers', 'Doorverwijzen naar', 'Weiterleiten nach'],
  externalLink: {
    label: ['External link', 'Lien externe', 'Externe link', 'Externer Link'],
    description: [
      'Menu entry leads to this URL instead (project pages).',
      'L’entrée du menu mène plutôt à cette adresse (pages de projet).',
      'Het menu-item leidt in plaats daarvan naar deze URL (projectpagina’s).',
      'Der Menüeintrag führt stattdessen zu dieser URL (Projektseiten).',
    ],
  },
  css: ['CSS class', 'Classe CSS', 'CSS-klasse', 'CSS-Klasse'],
  title: {
    label: ['Heading', 'Titre', 'Titel', 'Überschrift'],
    description: [
      'The name is used when empty.',
      'Le nom est utilisé s’il est vide.',
      'Als dit leeg is, wordt de naam gebruikt.',
      'Ist sie leer, wird der Name verwendet.',
    ],
  },
  modules: ['Modules', 'Modules', 'Modules', 'Module'],
  banner: ['Banner', 'Bannière', 'Banner', 'Banner'],
  'banner.type': {
    label: ['Banner type', 'Type de bannière', 'Soort banner', 'Bannertyp'],
    description: [
      'An image banner shows the page image.',
      'Une bannière image affiche l’image de la page.',
      'Een afbeeldingsbanner toont de afbeelding van de pagina.',
      'Ein Bildbanner zeigt das Bild der Seite.',
    ],
    options: {
      image: ['Image', 'Image', 'Afbeelding', 'Bild'],
      video: ['Video', 'Vidéo', 'Video', 'Video'],
      none: ['None', 'Aucune', 'Geen', 'Keines'],
    },
  },
  'banner.title': ['Banner title', 'Titre de la bannière', 'Titel van de banner', 'Bannertitel'],
  'banner.description': ['Banner text', 'Texte de la bannière', 'Tekst van de banner', 'Bannertext'],
  'banner.video': {
    label: ['Video', 'Vidéo', 'Video', 'Video'],
    description: ['mp4 or webm', 'mp4 ou webm', 'mp4 of webm', 'mp4 oder webm'],
  },
  'banner.poster': {
    label: ['Poster image', 'Image d’attente', 'Voorbeeldafbeelding', 'Vorschaubild'],
    description: [
      'Shown while the video loads.',
      'Affichée pendant le chargement de la vidéo.',
      'Getoond terwijl de video laadt.',
      'Wird angezeigt, während das Video lädt.',
    ],
  },
  'banner.mobileVideo': {
    label: ['Video for phones', 'Vidéo pour téléphones', 'Video voor smartphones', 'Video für Smartphones'],
    description: [
      'A lighter video.',
      'Une vidéo plus légère.',
      'Een lichtere video.',
      'Ein kleineres Video.',
    ],
  },
  'banner.color': [
    'Overlay colour (CSS)',
    'Couleur du voile (CSS)',
    'Kleur van de overlay (CSS)',
    'Farbe der Überlagerung (CSS)',
  ],
  'banner.transparent': ['Transparent', 'Transparente', 'Transparant', 'Transparent'],
}
