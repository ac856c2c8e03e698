import type { InAllLocales, InContentLocales, PageText } from '../types'

// Pure text data: the home page's names and search-engine texts.

export const homeNames: InAllLocales<string> = { fr: 'Accueil', nl: 'Home', en: 'Home', de: 'Startseite' }

export const homeTexts: InContentLocales<PageText> = {
  fr: {
    title: 'Maison Lumière Immobilier',
    seo: {
      title: 'Agence immobilière à Bruxelles | Maison Lumière',
      description:
        'Maisons et appartements à vendre et à louer à Bruxelles, en Wallonie et en Flandre, locations de vacances à la côte et dans les Ardennes.',
    },
  },
  nl: {
    title: 'Maison Lumière Immobilier',
    seo: {
      title: 'Vastgoedkantoor in Brussel | Maison Lumière',
      description:
        'Huizen en appartementen te koop en te huur in Brussel, Wallonië en Vlaanderen, vakantiewoningen aan de kust en in de Ardennen.',
    },
  },
  en: {
    title: 'Maison Lumière Immobilier',
    seo: {
      title: 'Estate agency in Brussels | Maison Lumière',
      description:
        'Houses and apartments for sale and to rent in Brussels, Wallonia and Flanders, and holiday rentals on the coast and in the Ardennes.',
    },
  },
}
