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
        title: 'L’agence',
        intro: 'Une agence indépendante d’Ixelles qui vend et loue avec transparence depuis 2014.',
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
        title: 'Het kantoor',
        intro: 'Een onafhankelijk kantoor in Elsene dat sinds 2014 transparant verkoopt en verhuurt.',
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
        title: 'The agency',
        intro: 'An independent agency in Ixelles, selling and letting with transparency since 2014.',
      },
      {
        title: 'Our services',
        intro: 'Sales, lettings, property management and holiday rentals on the Belgian coast.',
      },
      { title: 'Opening hours', intro: 'Monday to Friday, 9 am to 6 pm; Saturdays by appointment.' },
    ],
  },
}
