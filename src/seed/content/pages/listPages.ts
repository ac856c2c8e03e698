import type { PageSeed } from '../types'

// Pure text data: the property and project list pages (menu entries 1 to 4). The site renders
// the lists itself; these pages only carry their names, paths, intro and SEO.

export const listPages: PageSeed[] = [
  {
    originalPath: '/for-sale/',
    type: 'page',
    sort: 1,
    showInMenu: true,
    names: { fr: 'À vendre', nl: 'Te koop', en: 'For sale', de: 'Zu verkaufen' },
    paths: { fr: 'a-vendre', nl: 'te-koop', en: 'for-sale', de: 'zu-verkaufen' },
    texts: {
      fr: {
        title: 'Biens à vendre',
        description:
          'Maisons, appartements, terrains et immeubles de rapport à vendre à Bruxelles, en Wallonie et en Flandre.',
        seo: {
          title: 'Maisons et appartements à vendre | Maison Lumière',
          description:
            'Découvrez nos maisons, appartements et terrains à vendre à Bruxelles, en Wallonie et en Flandre, avec photos, plans et certificat PEB.',
        },
      },
      nl: {
        title: 'Panden te koop',
        description:
          'Huizen, appartementen, bouwgronden en opbrengstpanden te koop in Brussel, Wallonië en Vlaanderen.',
        seo: {
          title: 'Huizen en appartementen te koop | Maison Lumière',
          description:
            'Ontdek onze huizen, appartementen en bouwgronden te koop in Brussel, Wallonië en Vlaanderen, met foto’s, plannen en EPC.',
        },
      },
      en: {
        title: 'Properties for sale',
        description:
          'Houses, apartments, building plots and investment buildings for sale in Brussels, Wallonia and Flanders.',
        seo: {
          title: 'Houses and apartments for sale | Maison Lumière',
          description:
            'Browse our houses, apartments and plots for sale in Brussels, Wallonia and Flanders, with photos, floor plans and energy certificates.',
        },
      },
    },
  },
  {
    originalPath: '/for-rent/',
    type: 'page',
    sort: 2,
    showInMenu: true,
    names: { fr: 'À louer', nl: 'Te huur', en: 'For rent', de: 'Zu vermieten' },
    paths: { fr: 'a-louer', nl: 'te-huur', en: 'for-rent', de: 'zu-vermieten' },
    texts: {
      fr: {
        title: 'Biens à louer',
        description:
          'Appartements, maisons, bureaux et garages à louer, avec un bail conforme à la législation régionale.',
        seo: {
          title: 'Appartements et maisons à louer | Maison Lumière',
          description:
            'Nos appartements, maisons, bureaux et garages à louer à Bruxelles et en Belgique : loyer, charges et certificat PEB affichés.',
        },
      },
      nl: {
        title: 'Panden te huur',
        description:
          'Appartementen, huizen, kantoren en garages te huur, met een huurcontract volgens de gewestelijke regels.',
        seo: {
          title: 'Appartementen en huizen te huur | Maison Lumière',
          description:
            'Onze appartementen, huizen, kantoren en garages te huur in Brussel en België, met huurprijs, lasten en EPC vermeld.',
        },
      },
      en: {
        title: 'Properties for rent',
        description:
          'Apartments, houses, offices and garages to let, with a lease that follows regional law.',
        seo: {
          title: 'Apartments and houses for rent | Maison Lumière',
          description:
            'Our apartments, houses, offices and garages for rent in Brussels and across Belgium, with rent, charges and energy rating shown.',
        },
      },
    },
  },
  {
    originalPath: '/Location-touristique/',
    type: 'page',
    sort: 3,
    showInMenu: true,
    names: {
      fr: 'Location touristique',
      nl: 'Vakantieverhuur',
      en: 'Holiday rentals',
      de: 'Ferienvermietung',
    },
    paths: {
      fr: 'location-touristique',
      nl: 'vakantieverhuur',
      en: 'holiday-rentals',
      de: 'ferienvermietung',
    },
    texts: {
      fr: {
        title: 'Locations de vacances',
        description:
          'Appartements à la côte belge et maisons dans les Ardennes à louer à la semaine ou au week-end.',
        seo: {
          title: 'Locations de vacances côte et Ardennes | Maison Lumière',
          description:
            'Appartements à la mer et maisons de vacances dans les Ardennes, déclarés et entretenus par notre équipe. Réservez à la semaine ou au week-end.',
        },
      },
      nl: {
        title: 'Vakantiewoningen',
        description:
          'Appartementen aan de Belgische kust en huizen in de Ardennen te huur per week of weekend.',
        seo: {
          title: 'Vakantieverhuur aan zee en in de Ardennen | Maison Lumière',
          description:
            'Appartementen aan zee en vakantiehuizen in de Ardennen, aangemeld en onderhouden door ons team. Huur per week of weekend.',
        },
      },
      en: {
        title: 'Holiday homes',
        description:
          'Apartments on the Belgian coast and houses in the Ardennes to rent by the week or the weekend.',
        seo: {
          title: 'Holiday rentals: coast and Ardennes | Maison Lumière',
          description:
            'Seaside apartments and holiday houses in the Ardennes, registered and looked after by our team. Book by the week or the weekend.',
        },
      },
    },
  },
  {
    originalPath: '/projects/',
    type: 'page',
    sort: 4,
    showInMenu: true,
    names: { fr: 'Projets neufs', nl: 'Nieuwbouwprojecten', en: 'New developments', de: 'Neubauprojekte' },
    paths: { fr: 'projets-neufs', nl: 'nieuwbouwprojecten', en: 'new-developments', de: 'neubauprojekte' },
    texts: {
      fr: {
        title: 'Projets neufs',
        description:
          'Appartements et maisons neufs sur plan ou prêts à habiter, avec liste de prix et disponibilités.',
        seo: {
          title: 'Projets immobiliers neufs | Maison Lumière',
          description:
            'Nos projets de construction neuve : appartements et maisons sur plan ou prêts à habiter, prix, plans et lots encore disponibles.',
        },
      },
      nl: {
        title: 'Nieuwbouwprojecten',
        description:
          'Nieuwe appartementen en huizen op plan of instapklaar, met prijslijst en beschikbaarheid.',
        seo: {
          title: 'Nieuwbouwprojecten | Maison Lumière',
          description:
            'Onze nieuwbouwprojecten: appartementen en huizen op plan of instapklaar, met prijzen, plannen en de nog beschikbare units.',
        },
      },
      en: {
        title: 'New developments',
        description:
          'New-build apartments and houses off plan or ready to move into, with price lists and availability.',
        seo: {
          title: 'New-build developments | Maison Lumière',
          description:
            'Our new-build developments: apartments and houses off plan or ready to move into, with prices, floor plans and units still available.',
        },
      },
    },
  },
]
