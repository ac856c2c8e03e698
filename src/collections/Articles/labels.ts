import type { LabelTable } from '@/fields/labels'

/** What an editor reads on an article's edit view, in the admin's four languages. */
export const articleLabels: LabelTable = {
  slug: {
    label: ['Slug (web address)', 'Slug (adresse web)', 'Slug (webadres)', 'Slug (Webadresse)'],
    description: [
      'Filled from the title when left empty.',
      'Rempli à partir du titre s’il est vide.',
      'Wordt uit de titel ingevuld als het leeg is.',
      'Wird aus dem Titel gefüllt, wenn es leer ist.',
    ],
  },
  category: ['Category', 'Catégorie', 'Categorie', 'Kategorie'],
  subCategory: {
    label: ['Sub-category', 'Sous-catégorie', 'Subcategorie', 'Unterkategorie'],
    description: [
      'A child of the category.',
      'Une sous-catégorie de la catégorie.',
      'Een onderdeel van de categorie.',
      'Eine Unterkategorie der Kategorie.',
    ],
  },
  excerpt: {
    label: ['Summary', 'Résumé', 'Samenvatting', 'Zusammenfassung'],
    description: [
      'Shown on the article cards and in search results.',
      'Affiché sur les cartes d’articles et dans les résultats de recherche.',
      'Getoond op de artikelkaarten en in zoekresultaten.',
      'Erscheint auf den Artikelkarten und in Suchergebnissen.',
    ],
  },
  content: ['Text', 'Texte', 'Tekst', 'Text'],
  teamMember: {
    label: ['Team member', 'Membre de l’équipe', 'Teamlid', 'Teammitglied'],
    description: [
      'Only for articles about a team member.',
      'Uniquement pour les articles qui présentent un membre de l’équipe.',
      'Alleen voor artikels over een teamlid.',
      'Nur für Artikel über ein Teammitglied.',
    ],
  },
  'teamMember.role': ['Role', 'Fonction', 'Functie', 'Funktion'],
  'teamMember.photo': ['Photo', 'Photo', 'Foto', 'Foto'],
}
