// Demo texts of the shared frame, in the three content languages (German falls back to French).

export const headerTexts = {
  fr: 'Estimation gratuite',
  nl: 'Gratis schatting',
  en: 'Free valuation',
}

export const bannerTexts = {
  fr: {
    title: 'Trouvez le bien qui vous ressemble',
    description: '{FOR_SALE_TOTAL} biens à vendre et {FOR_RENT_TOTAL} à louer, de la côte aux Ardennes.',
  },
  nl: {
    title: 'Vind een woning die bij u past',
    description: '{FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur, van de kust tot de Ardennen.',
  },
  en: {
    title: 'Find the home that suits you',
    description:
      '{FOR_SALE_TOTAL} properties for sale and {FOR_RENT_TOTAL} for rent, from the coast to the Ardennes.',
  },
}

type FooterColumn = { title: string; intro: string }

export const footerTexts: Record<'fr' | 'nl' | 'en', { copyright: string; columns: FooterColumn[] }> = {
  fr: {
    copyright: '© {year} Maison Lumière Immobilier · Agent immobilier agréé IPI 512.345',
    columns: [
      {
        title: 'Maison Lumière Immobilier',
        intro: 'Avenue Louise 54, 1050 Ixelles · 02 512 34 56 · info@maisonlumiere.be',
      },
      {
        title: 'Nos services',
        intro: 'Vente, location, gestion locative et locations saisonnières à la côte belge.',
      },
      {
        title: 'Heures d’ouverture',
        intro: 'Du lundi au vendredi de 9 h à 18 h, le samedi sur rendez-vous.',
      },
    ],
  },
  nl: {
    copyright: '© {year} Maison Lumière Immobilier · Erkend vastgoedmakelaar BIV 512.345',
    columns: [
      {
        title: 'Maison Lumière Immobilier',
        intro: 'Louizalaan 54, 1050 Elsene · 02 512 34 56 · info@maisonlumiere.be',
      },
      {
        title: 'Onze diensten',
        intro: 'Verkoop, verhuur, rentmeesterschap en vakantieverhuur aan de Belgische kust.',
      },
      { title: 'Openingsuren', intro: 'Maandag tot vrijdag van 9 tot 18 uur, zaterdag op afspraak.' },
    ],
  },
  en: {
    copyright: '© {year} Maison Lumière Immobilier · Licensed estate agent IPI 512.345',
    columns: [
      {
        title: 'Maison Lumière Immobilier',
        intro: 'Avenue Louise 54, 1050 Ixelles · +32 2 512 34 56 · info@maisonlumiere.be',
      },
      {
        title: 'Our services',
        intro: 'Sales, lettings, property management and holiday rentals on the Belgian coast.',
      },
      { title: 'Opening hours', intro: 'Monday to Friday, 9 am to 6 pm; Saturdays by appointment.' },
    ],
  },
}
