import type { PageSeed } from '../types'

// Pure text data: pages outside the menu around forms (valuation, search request, owner login).
// The site renders the forms; the online-valuation page explains itself through a module.

const onlineValuation: PageSeed = {
  originalPath: '/Estimation-en-ligne/',
  type: 'page',
  sort: 20,
  names: {
    fr: 'Estimation en ligne',
    nl: 'Online schatting',
    en: 'Online valuation',
    de: 'Online-Bewertung',
  },
  paths: {
    fr: 'estimation-en-ligne',
    nl: 'online-schatting',
    en: 'online-valuation',
    de: 'online-bewertung',
  },
  modules: [
    {
      blockType: 'default',
      titles: {
        fr: 'Comment fonctionne l’estimation en ligne ?',
        nl: 'Hoe werkt de online schatting?',
        en: 'How does the online valuation work?',
        de: 'Wie funktioniert die Online-Bewertung?',
      },
      descriptions: {
        fr: `
Vous indiquez l’adresse du bien, son type, sa surface habitable, le nombre de chambres, son état général et, si vous le connaissez, le label de son certificat PEB. Nous comparons ces données aux ventes récentes de biens semblables dans le même quartier et vous obtenons une première fourchette de prix, sans engagement.

### Ce qu’elle ne voit pas

Aucun formulaire ne mesure la lumière d’un séjour, l’orientation d’un jardin, la qualité d’une rénovation ou une toiture à refaire. L’estimation en ligne reste donc une indication.

### Quand une visite est nécessaire

- vous envisagez de vendre ou de louer dans les prochains mois ;
- le bien a été rénové, agrandi ou présente des caractéristiques particulières ;
- il s’agit d’un immeuble de rapport, d’un bien divisé en plusieurs logements ou d’un terrain ;
- vous avez besoin d’une valeur argumentée pour un partage, une succession ou un crédit.

Dans ces cas, [demandez une estimation gratuite sur place](/contact-demand/) : nous venons voir le bien et vous remettons un rapport écrit.
`,
        nl: `
U vult het adres van de woning in, het type, de bewoonbare oppervlakte, het aantal slaapkamers, de algemene staat en, als u het kent, het label van het energiecertificaat. We vergelijken die gegevens met recente verkopen van gelijkaardige woningen in dezelfde buurt en u krijgt een eerste prijsvork, vrijblijvend.

### Wat ze niet ziet

Geen enkel formulier meet het licht in een woonkamer, de oriëntatie van een tuin, de kwaliteit van een renovatie of een dak dat aan vernieuwing toe is. De online schatting blijft dus een indicatie.

### Wanneer een bezoek nodig is

- u wilt de komende maanden verkopen of verhuren;
- de woning werd gerenoveerd of uitgebreid, of heeft bijzondere kenmerken;
- het gaat om een opbrengstpand, een woning met meerdere wooneenheden of een bouwgrond;
- u hebt een onderbouwde waarde nodig voor een verdeling, een nalatenschap of een krediet.

Vraag in die gevallen een [gratis schatting ter plaatse](/contact-demand/) aan: we bekijken de woning en bezorgen u een schriftelijk verslag.
`,
        en: `
You enter the property’s address, its type, living area, number of bedrooms, general condition and, if you know it, its energy certificate label. We compare these details with recent sales of similar properties in the same neighbourhood and you get a first price range, without obligation.

### What it cannot see

No form can measure the light in a living room, the orientation of a garden, the quality of a renovation or a roof that needs replacing. The online valuation therefore remains an indication.

### When a visit is needed

- you plan to sell or let in the coming months;
- the property has been renovated or extended, or has unusual features;
- it is an investment building, a property divided into several units or a building plot;
- you need a reasoned value for a division of property, an inheritance or a mortgage.

In those cases, [request a free on-site valuation](/contact-demand/): we visit the property and give you a written report.
`,
      },
    },
  ],
  texts: {
    fr: {
      title: 'Estimation en ligne',
      description:
        'Une première idée de la valeur de votre bien en quelques minutes, gratuitement et sans engagement.',
      seo: {
        title: 'Estimation immobilière en ligne gratuite | Maison Lumière',
        description:
          'Obtenez en quelques minutes une première fourchette de prix pour votre maison ou votre appartement, puis affinez-la avec une visite gratuite.',
      },
    },
    nl: {
      title: 'Online schatting',
      description:
        'Binnen enkele minuten een eerste idee van de waarde van uw woning, gratis en vrijblijvend.',
      seo: {
        title: 'Gratis online vastgoedschatting | Maison Lumière',
        description:
          'Krijg binnen enkele minuten een eerste prijsvork voor uw huis of appartement, en verfijn ze daarna met een gratis bezoek.',
      },
    },
    en: {
      title: 'Online valuation',
      description: 'A first idea of what your property is worth within minutes, free and without obligation.',
      seo: {
        title: 'Free online property valuation | Maison Lumière',
        description:
          'Get a first price range for your house or apartment within minutes, then refine it with a free visit from our team.',
      },
    },
  },
}

const simpleFormPages: PageSeed[] = [
  {
    originalPath: '/contact-demand/',
    type: 'page',
    sort: 21,
    names: {
      fr: 'Estimation gratuite',
      nl: 'Gratis schatting',
      en: 'Free valuation',
      de: 'Kostenlose Bewertung',
    },
    paths: {
      fr: 'estimation-gratuite',
      nl: 'gratis-schatting',
      en: 'free-valuation',
      de: 'kostenlose-bewertung',
    },
    texts: {
      fr: {
        title: 'Demandez une estimation gratuite',
        description:
          'Laissez-nous vos coordonnées et l’adresse du bien : nous vous rappelons pour convenir d’une visite et vous remettons un rapport écrit.',
        seo: {
          title: 'Estimation gratuite de votre bien | Maison Lumière',
          description:
            'Demandez une estimation gratuite et sans engagement de votre maison ou appartement à Bruxelles, en Wallonie ou en Flandre.',
        },
      },
      nl: {
        title: 'Vraag een gratis schatting aan',
        description:
          'Laat uw gegevens en het adres van de woning achter: we bellen u terug voor een bezoek en bezorgen u een schriftelijk verslag.',
        seo: {
          title: 'Gratis schatting van uw woning | Maison Lumière',
          description:
            'Vraag een gratis en vrijblijvende schatting aan van uw huis of appartement in Brussel, Wallonië of Vlaanderen.',
        },
      },
      en: {
        title: 'Request a free valuation',
        description:
          'Leave your details and the property’s address: we call you back to arrange a visit and give you a written report.',
        seo: {
          title: 'Free property valuation | Maison Lumière',
          description:
            'Request a free, no-obligation valuation of your house or apartment in Brussels, Wallonia or Flanders.',
        },
      },
    },
  },
  {
    originalPath: '/demand-register/',
    type: 'page',
    sort: 22,
    names: { fr: 'Recherche', nl: 'Zoekopdracht', en: 'Search request', de: 'Suchauftrag' },
    paths: { fr: 'recherche', nl: 'zoekopdracht', en: 'search-request', de: 'suchauftrag' },
    texts: {
      fr: {
        title: 'Enregistrez votre recherche',
        description:
          'Décrivez le bien que vous cherchez et la zone qui vous intéresse : vous recevez nos nouveaux biens correspondants avant leur publication.',
        seo: {
          title: 'Enregistrez votre recherche immobilière | Maison Lumière',
          description:
            'Type de bien, budget, communes : enregistrez vos critères et recevez en priorité les biens à vendre ou à louer qui vous correspondent.',
        },
      },
      nl: {
        title: 'Registreer uw zoekopdracht',
        description:
          'Beschrijf de woning die u zoekt en de streek die u interesseert: u ontvangt onze nieuwe panden die overeenkomen nog voor ze online staan.',
        seo: {
          title: 'Registreer uw zoekopdracht | Maison Lumière',
          description:
            'Type woning, budget, gemeenten: registreer uw criteria en ontvang als eerste de panden te koop of te huur die bij u passen.',
        },
      },
      en: {
        title: 'Register your search',
        description:
          'Describe the property you are looking for and the area you like: you receive our matching new listings before they are published.',
        seo: {
          title: 'Register your property search | Maison Lumière',
          description:
            'Property type, budget, towns: register your criteria and be the first to receive properties for sale or rent that match them.',
        },
      },
    },
  },
  {
    originalPath: '/login/',
    type: 'login',
    sort: 30,
    names: {
      fr: 'Connexion propriétaire',
      nl: 'Eigenaar login',
      en: 'Owner login',
      de: 'Eigentümer-Login',
    },
    paths: { fr: 'login', nl: 'login', en: 'login', de: 'login' },
    texts: {
      fr: {
        title: 'Espace propriétaire',
        description:
          'Suivez les visites, les statistiques et l’historique de vos biens confiés à Maison Lumière.',
        seo: {
          title: 'Espace propriétaire | Maison Lumière',
          description:
            'Connectez-vous pour suivre les visites, les statistiques de consultation et l’historique des biens que vous nous avez confiés.',
        },
      },
      nl: {
        title: 'Eigenaarsruimte',
        description:
          'Volg de bezoeken, statistieken en de geschiedenis van de woningen die u aan Maison Lumière toevertrouwde.',
        seo: {
          title: 'Eigenaarsruimte | Maison Lumière',
          description:
            'Meld u aan om de bezoeken, de statistieken en de geschiedenis te volgen van de woningen die u ons toevertrouwde.',
        },
      },
      en: {
        title: 'Owner area',
        description:
          'Follow the viewings, statistics and history of the properties you have entrusted to Maison Lumière.',
        seo: {
          title: 'Owner area | Maison Lumière',
          description:
            'Sign in to follow the viewings, visitor statistics and history of the properties you have entrusted to us.',
        },
      },
    },
  },
]

export const formPages: PageSeed[] = [onlineValuation, ...simpleFormPages]
