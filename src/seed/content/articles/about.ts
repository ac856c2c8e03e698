import { founder } from '../agency'
import type { ArticleSeed } from '../types'

// Pure text data: the founder's story (Qui-sui-je page) and the welcome article (home page).

export const aboutStory: ArticleSeed = {
  key: 'a-propos/histoire',
  category: 'a-propos',
  sort: 1,
  publishedAt: '2025-01-06',
  slugs: { fr: 'notre-histoire', nl: 'ons-verhaal', en: 'our-story', de: 'unsere-geschichte' },
  germanTitle: `${founder.name}, Gründerin von Maison Lumière`,
  image: {
    key: 'about-office',
    kind: 'office',
    alt: {
      fr: 'Le bureau de Maison Lumière Immobilier, avenue Louise',
      nl: 'Het kantoor van Maison Lumière Immobilier, Louizalaan',
      en: 'The Maison Lumière Immobilier office on Avenue Louise',
    },
  },
  texts: {
    fr: {
      title: `${founder.name}, fondatrice de Maison Lumière`,
      excerpt: `Agent immobilier agréé IPI depuis ${founder.registeredSince}, Claire a fondé Maison Lumière pour accompagner chaque propriétaire comme elle aimerait l’être.`,
      seo: {
        title: `Qui suis-je ? ${founder.name} | Maison Lumière`,
        description: `Agent immobilier agréé IPI depuis ${founder.registeredSince}, Claire Dumont-Lambert vous présente son parcours, ses valeurs et l’équipe de Maison Lumière.`,
      },
      content: `
## Mon parcours

Je suis née à Namur et j’ai étudié le droit à Louvain-la-Neuve. Mes premières années professionnelles, je les ai passées dans une étude notariale bruxelloise : j’y ai appris la rigueur d’un dossier de vente et vu combien un document manquant ou un compromis mal rédigé peut compliquer la vie d’une famille.

En ${founder.registeredSince}, je suis devenue agent immobilier agréé par l’Institut professionnel des agents immobiliers (IPI). Pendant cinq ans, j’ai vendu et loué des maisons et des appartements pour une agence d’Ixelles, avant de fonder Maison Lumière en ${founder.foundedAgencyIn}, avenue Louise.

## Pourquoi Maison Lumière

Le nom vient d’une conviction simple : un bien se vend ou se loue mieux quand tout est clair. Clair pour le propriétaire, qui sait à chaque étape ce que nous faisons et pourquoi. Clair pour l’acheteur ou le locataire, qui reçoit une information complète et honnête avant de s’engager.

Je parle français, néerlandais et anglais, et je travaille dans les trois régions du pays. Au fil des années, des clients bruxellois nous ont confié leur appartement à la côte ou leur maison dans les Ardennes : c’est ainsi qu’est né notre service de locations saisonnières.

## Nos valeurs

- **La transparence** : un mandat lisible, des honoraires annoncés d’emblée et un compte rendu après chaque visite.
- **La justesse** : un prix fondé sur les ventes réelles du quartier, pas sur une promesse destinée à décrocher un mandat.
- **La disponibilité** : un interlocuteur qui connaît votre dossier et qui vous rappelle le jour même.
- **La proximité** : nous connaissons les quartiers où nous travaillons, leurs écoles, leurs commerces et leurs projets urbanistiques.
- **Le respect** : de vos délais, de votre vie privée et des règles de déontologie de notre profession.

## Une équipe à taille humaine

Aujourd’hui, nous sommes quatre. Chacun suit ses dossiers de bout en bout, et nous nous réunissons chaque semaine pour faire le point sur chaque bien. Lorsque l’un de nous est absent, un collègue qui connaît votre dossier prend le relais : vous n’avez jamais à tout réexpliquer. Vous trouverez ci-dessous les personnes qui vous accompagneront. Passez nous voir avenue Louise : le café est toujours prêt.
`,
    },
    nl: {
      title: `${founder.name}, oprichtster van Maison Lumière`,
      excerpt: `Claire is sinds ${founder.registeredSince} erkend vastgoedmakelaar BIV en richtte Maison Lumière op om elke eigenaar te begeleiden zoals ze zelf begeleid zou willen worden.`,
      seo: {
        title: `Over mij: ${founder.name} | Maison Lumière`,
        description: `Claire Dumont-Lambert, erkend vastgoedmakelaar BIV sinds ${founder.registeredSince}, vertelt over haar loopbaan, haar waarden en het team van Maison Lumière.`,
      },
      content: `
## Mijn loopbaan

Ik ben geboren in Namen en studeerde rechten in Louvain-la-Neuve. Mijn eerste werkjaren bracht ik door op een Brussels notariskantoor: daar leerde ik hoe nauwgezet een verkoopdossier moet zijn, en zag ik hoe een ontbrekend document of een slecht opgestelde verkoopovereenkomst een gezin het leven moeilijk kan maken.

In ${founder.registeredSince} werd ik erkend vastgoedmakelaar bij het Beroepsinstituut van Vastgoedmakelaars (BIV). Vijf jaar lang verkocht en verhuurde ik huizen en appartementen voor een kantoor in Elsene, tot ik in ${founder.foundedAgencyIn} Maison Lumière oprichtte aan de Louizalaan.

## Waarom Maison Lumière

De naam komt voort uit een eenvoudige overtuiging: een woning verkoopt of verhuurt beter wanneer alles helder is. Helder voor de eigenaar, die bij elke stap weet wat we doen en waarom. Helder voor de koper of huurder, die volledige en eerlijke informatie krijgt voor hij zich engageert.

Ik spreek Frans, Nederlands en Engels en werk in de drie gewesten van het land. Door de jaren heen vertrouwden Brusselse klanten ons hun appartement aan zee of hun huis in de Ardennen toe: zo ontstond onze dienst voor vakantieverhuur.

## Onze waarden

- **Transparantie**: een leesbare opdracht, een ereloon dat meteen bekend is en een verslag na elk bezoek.
- **Juistheid**: een prijs op basis van werkelijke verkopen in de buurt, niet een belofte om een opdracht binnen te halen.
- **Bereikbaarheid**: een contactpersoon die uw dossier kent en u dezelfde dag terugbelt.
- **Nabijheid**: we kennen de buurten waar we werken, hun scholen, winkels en stedenbouwkundige projecten.
- **Respect**: voor uw timing, uw privacy en de deontologische regels van ons beroep.

## Een team op mensenmaat

Vandaag zijn we met vier. Iedereen volgt zijn dossiers van begin tot einde, en elke week overlopen we samen elke woning. Is een van ons afwezig, dan neemt een collega die uw dossier kent het over: u hoeft nooit alles opnieuw uit te leggen. Hieronder stellen we de mensen voor die u zullen begeleiden. Kom gerust langs aan de Louizalaan: de koffie staat altijd klaar.
`,
    },
    en: {
      title: `${founder.name}, founder of Maison Lumière`,
      excerpt: `A BIV/IPI-licensed estate agent since ${founder.registeredSince}, Claire founded Maison Lumière to look after every owner the way she would want to be looked after.`,
      seo: {
        title: `About me: ${founder.name} | Maison Lumière`,
        description: `Claire Dumont-Lambert, a licensed estate agent since ${founder.registeredSince}, on her career, her values and the Maison Lumière team.`,
      },
      content: `
## My background

I was born in Namur and studied law in Louvain-la-Neuve. I spent my first working years at a notary’s office in Brussels: there I learned how rigorous a sale file must be, and saw how a missing document or a badly drafted sales agreement can make life hard for a family.

In ${founder.registeredSince} I became an estate agent licensed by the Belgian Institute of Estate Agents (BIV/IPI). For five years I sold and let houses and apartments for an agency in Ixelles, before founding Maison Lumière on Avenue Louise in ${founder.foundedAgencyIn}.

## Why Maison Lumière

The name comes from a simple conviction: a property sells or lets better when everything is clear. Clear for the owner, who knows at every step what we are doing and why. Clear for the buyer or tenant, who receives complete and honest information before committing.

I speak French, Dutch and English, and I work in all three regions of the country. Over the years, clients from Brussels entrusted us with their apartment on the coast or their house in the Ardennes: that is how our holiday rental service began.

## Our values

- **Transparency**: a readable mandate, fees stated up front and a report after every viewing.
- **Accuracy**: a price based on real sales nearby, not a promise made to win a mandate.
- **Availability**: a contact person who knows your file and calls you back the same day.
- **Local knowledge**: we know the neighbourhoods we work in, their schools, shops and planning projects.
- **Respect**: for your timing, your privacy and the ethical rules of our profession.

## A team on a human scale

Today there are four of us. Each of us follows our files from start to finish, and every week we review every property together. When one of us is away, a colleague who knows your file takes over: you never have to explain everything again. Below you will meet the people who will be looking after you. Do drop in on Avenue Louise: the coffee is always on.
`,
    },
  },
}

export const welcome: ArticleSeed = {
  key: 'home/bienvenue',
  category: 'home',
  sort: 1,
  publishedAt: '2025-01-06',
  slugs: { fr: 'bienvenue', nl: 'welkom', en: 'welcome', de: 'willkommen' },
  germanTitle: 'Willkommen bei Maison Lumière Immobilier',
  image: {
    key: 'home-welcome',
    kind: 'facade-house',
    alt: {
      fr: 'Maison familiale lumineuse avec jardin',
      nl: 'Lichte gezinswoning met tuin',
      en: 'Bright family house with a garden',
    },
  },
  texts: {
    fr: {
      title: 'Bienvenue chez Maison Lumière Immobilier',
      excerpt:
        'Votre agence immobilière à Bruxelles pour vendre, louer et confier la gestion de votre bien, de la ville à la côte et aux Ardennes.',
      content: `
Depuis notre bureau de l’avenue Louise, nous vendons et louons des maisons et des appartements à Bruxelles, en Wallonie et en Flandre, et nous gérons des locations de vacances à la côte et dans les Ardennes.

Vous vendez ? Commencez par une [estimation gratuite](/contact-demand/) de votre bien. Vous cherchez ? Parcourez nos [biens à vendre](/for-sale/) et [à louer](/for-rent/), ou [enregistrez votre recherche](/demand-register/) pour recevoir nos nouveautés avant tout le monde. Et pour savoir comment nous travaillons, découvrez [nos services](/services/).
`,
    },
    nl: {
      title: 'Welkom bij Maison Lumière Immobilier',
      excerpt:
        'Uw vastgoedkantoor in Brussel om te verkopen, te verhuren en uw woning te laten beheren, van de stad tot de kust en de Ardennen.',
      content: `
Vanuit ons kantoor aan de Louizalaan verkopen en verhuren we huizen en appartementen in Brussel, Wallonië en Vlaanderen, en beheren we vakantiewoningen aan de kust en in de Ardennen.

Wilt u verkopen? Begin met een [gratis schatting](/contact-demand/) van uw woning. Bent u op zoek? Bekijk ons aanbod [te koop](/for-sale/) en [te huur](/for-rent/), of [registreer uw zoekopdracht](/demand-register/) om nieuwe panden als eerste te ontvangen. Benieuwd hoe we werken? Ontdek [onze diensten](/services/).
`,
    },
    en: {
      title: 'Welcome to Maison Lumière Immobilier',
      excerpt:
        'Your Brussels estate agency to sell, let and have your property managed, from the city to the coast and the Ardennes.',
      content: `
From our office on Avenue Louise, we sell and let houses and apartments in Brussels, Wallonia and Flanders, and manage holiday rentals on the coast and in the Ardennes.

Selling? Start with a [free valuation](/contact-demand/) of your property. Looking? Browse our properties [for sale](/for-sale/) and [for rent](/for-rent/), or [register your search](/demand-register/) to hear about new listings first. To see how we work, explore [our services](/services/).
`,
    },
  },
}
