import { type LabelTable, tr } from '@/fields/labels'

/**
 * The admin's navigation, grouped the way the agency works: what editors change on the website,
 * what comes from the CRM (read-only here), who contacted the agency, and the site's settings.
 * The first collection or global of a group decides where the group sits in the navigation.
 */
export const navGroups = {
  content: tr('Website content', 'Contenu du site', 'Inhoud van de website', 'Website-Inhalte'),
  crm: tr('CRM data', 'Données du CRM', 'CRM-gegevens', 'CRM-Daten'),
  leads: tr(
    'Leads and owners',
    'Demandes et propriétaires',
    'Aanvragen en eigenaars',
    'Anfragen und Eigentümer',
  ),
  settings: tr('Settings', 'Paramètres', 'Instellingen', 'Einstellungen'),
}

export const tabLabels = {
  content: tr('Content', 'Contenu', 'Inhoud', 'Inhalt'),
  modules: tr('Modules', 'Modules', 'Modules', 'Module'),
  banner: tr('Banner', 'Bannière', 'Banner', 'Banner'),
  seo: tr('SEO', 'SEO', 'SEO', 'SEO'),
}

/** Field names that mean the same wherever they appear (pages, articles, globals, SEO, links). */
export const commonLabels: LabelTable = {
  name: ['Name', 'Nom', 'Naam', 'Name'],
  title: ['Title', 'Titre', 'Titel', 'Titel'],
  description: ['Description', 'Description', 'Beschrijving', 'Beschreibung'],
  content: ['Content', 'Contenu', 'Inhoud', 'Inhalt'],
  excerpt: ['Summary', 'Résumé', 'Samenvatting', 'Zusammenfassung'],
  image: ['Image', 'Image', 'Afbeelding', 'Bild'],
  images: ['Images', 'Images', 'Afbeeldingen', 'Bilder'],
  logo: ['Logo', 'Logo', 'Logo', 'Logo'],
  media: ['Image', 'Image', 'Afbeelding', 'Bild'],
  gallery: ['Gallery', 'Galerie', 'Galerij', 'Galerie'],
  video: ['Video', 'Vidéo', 'Video', 'Video'],
  poster: ['Poster image', 'Image d’attente', 'Voorbeeldafbeelding', 'Vorschaubild'],
  mobileVideo: [
    'Video for phones',
    'Vidéo pour téléphones',
    'Video voor smartphones',
    'Video für Smartphones',
  ],
  slug: ['Slug (web address)', 'Slug (adresse web)', 'Slug (webadres)', 'Slug (Webadresse)'],
  sort: {
    label: ['Order', 'Ordre', 'Volgorde', 'Reihenfolge'],
    description: [
      'Lower numbers come first.',
      'Les plus petits nombres viennent en premier.',
      'Lagere getallen komen eerst.',
      'Kleinere Zahlen stehen vorne.',
    ],
  },
  publishedAt: ['Published on', 'Publié le', 'Gepubliceerd op', 'Veröffentlicht am'],
  status: {
    label: ['Status', 'Statut', 'Status', 'Status'],
    options: {
      draft: ['Draft', 'Brouillon', 'Concept', 'Entwurf'],
      published: ['Published', 'Publié', 'Gepubliceerd', 'Veröffentlicht'],
      withdrawn: [
        'Withdrawn (its address answers 410 Gone)',
        'Retiré (son adresse répond 410 Gone)',
        'Ingetrokken (het adres antwoordt 410 Gone)',
        'Zurückgezogen (die Adresse antwortet 410 Gone)',
      ],
    },
  },
  email: ['E-mail', 'E-mail', 'E-mail', 'E-Mail'],
  phone: ['Phone', 'Téléphone', 'Telefoon', 'Telefon'],
  label: ['Label', 'Libellé', 'Label', 'Beschriftung'],
  link: ['Link', 'Lien', 'Link', 'Link'],
  url: ['Address (URL)', 'Adresse (URL)', 'Adres (URL)', 'Adresse (URL)'],
  newTab: [
    'Open in a new tab',
    'Ouvrir dans un nouvel onglet',
    'Openen in een nieuw tabblad',
    'In neuem Tab öffnen',
  ],
  language: ['Language', 'Langue', 'Taal', 'Sprache'],
  color: ['Colour', 'Couleur', 'Kleur', 'Farbe'],
  colour: ['Colour', 'Couleur', 'Kleur', 'Farbe'],
  show: ['Show', 'Afficher', 'Tonen', 'Anzeigen'],
}

/** The SEO group of pages and articles (src/fields/seo.ts). */
export const seoLabels: LabelTable = {
  'meta.isActiveSEO': {
    label: [
      'Use these SEO settings',
      'Utiliser ces réglages SEO',
      'Deze SEO-instellingen gebruiken',
      'Diese SEO-Einstellungen verwenden',
    ],
    description: [
      'When off, the page name and description are used.',
      'Désactivé : le nom et la description de la page sont utilisés.',
      'Uitgeschakeld: de naam en beschrijving van de pagina worden gebruikt.',
      'Ausgeschaltet: Name und Beschreibung der Seite werden verwendet.',
    ],
  },
  'meta.pageTitle': [
    'Browser tab title',
    'Titre de l’onglet',
    'Titel in het browsertabblad',
    'Titel im Browser-Tab',
  ],
  'meta.title': ['Meta title', 'Méta-titre', 'Metatitel', 'Meta-Titel'],
  'meta.description': ['Meta description', 'Méta-description', 'Metabeschrijving', 'Meta-Beschreibung'],
  'meta.twitter': ['Twitter / X', 'Twitter / X', 'Twitter / X', 'Twitter / X'],
  'meta.robots': {
    label: ['Robots', 'Robots', 'Robots', 'Robots'],
    description: ['e.g. index, follow', 'p. ex. index, follow', 'bv. index, follow', 'z. B. index, follow'],
  },
  'meta.googleVerification': [
    'Google verification code',
    'Code de vérification Google',
    'Verificatiecode van Google',
    'Google-Bestätigungscode',
  ],
  'meta.facebookVerification': [
    'Facebook verification code',
    'Code de vérification Facebook',
    'Verificatiecode van Facebook',
    'Facebook-Bestätigungscode',
  ],
  type: ['Type', 'Type', 'Type', 'Typ'],
  site: ['Site', 'Site', 'Site', 'Site'],
}
