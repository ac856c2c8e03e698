import type { ArticleSeed } from '../types'

// Pure text data: the holiday-rental management article in the three content languages.
export const serviceHoliday: ArticleSeed = {
  key: 'services/gestion-locative-de-biens-saisonniers',
  category: 'services',
  sort: 3,
  publishedAt: '2025-01-06',
  slugs: {
    fr: 'gestion-locative-de-biens-saisonniers',
    nl: 'beheer-van-vakantiewoningen',
    en: 'holiday-rental-management',
    de: 'verwaltung-von-ferienwohnungen',
  },
  germanTitle: 'Verwaltung von Ferienwohnungen',
  image: {
    key: 'service-saisonnier',
    kind: 'view-sea',
    alt: {
      fr: 'Vue sur la mer depuis un appartement de vacances à la côte belge',
      nl: 'Zeezicht vanuit een vakantieappartement aan de Belgische kust',
      en: 'Sea view from a holiday apartment on the Belgian coast',
    },
  },
  texts: {
    fr: {
      title: 'Gestion locative de biens saisonniers',
      excerpt:
        'Votre appartement à la côte ou votre maison dans les Ardennes loué à la semaine ou au week-end : nous nous chargeons des formalités, des réservations, de l’accueil et de l’entretien.',
      seo: {
        title: 'Gestion de locations de vacances | Maison Lumière',
        description:
          'Côte belge et Ardennes : déclaration à Toerisme Vlaanderen ou au CGT, réservations, accueil des hôtes, ménage et relevés mensuels.',
      },
      content: `
## Le cadre légal d’abord

Louer un logement à des vacanciers est une activité réglementée, avec des règles différentes selon la région.

- **En Flandre**, et donc à la côte, l’hébergement touristique doit être déclaré à Toerisme Vlaanderen (Visit Flanders) avant la première location, en vertu du décret flamand sur l’hébergement touristique. Le logement doit respecter les normes de sécurité incendie et être couvert par une assurance responsabilité civile.
- **En Wallonie**, notamment dans les Ardennes, le Code wallon du tourisme impose une déclaration préalable au Commissariat général au tourisme (CGT) et une attestation de sécurité incendie délivrée par le bourgmestre.
- **À Bruxelles**, l’hébergement touristique est soumis à l’ordonnance du 8 mai 2014 et doit être enregistré auprès de Bruxelles Économie et Emploi.

Beaucoup de communes perçoivent en outre une taxe de séjour et certaines imposent leurs propres démarches. Nous vérifions toutes ces obligations avant d’accepter la première réservation.

## Ce que nous prenons en charge

- l’annonce, les photos et la diffusion sur notre site et sur les plateformes de réservation ;
- le calendrier, les tarifs selon la saison et le traitement des demandes ;
- le contrat de location saisonnière, l’acompte et la caution ;
- l’accueil des hôtes ou la remise des clés, et un numéro joignable pendant tout le séjour ;
- le ménage, le linge et le contrôle du logement entre deux séjours ;
- les petites interventions techniques, avec des artisans de la région que nous connaissons.

## Des comptes transparents

Chaque mois, vous recevez le relevé des séjours, des montants encaissés et de nos frais. Vous bloquez vous-même les périodes où vous souhaitez profiter de votre bien. En fin d’année, nous vous remettons un récapitulatif des revenus locatifs à transmettre à votre comptable pour votre déclaration fiscale.

## Un logement prêt à accueillir

Avant la première saison, nous visitons le bien avec vous et dressons la liste de ce que les vacanciers attendent : literie de qualité, cuisine équipée, connexion internet, détecteurs de fumée, informations pratiques sur la région. Un logement bien équipé et décrit honnêtement reçoit de meilleurs avis et se loue plus facilement en dehors des vacances scolaires. Nous rédigeons aussi un livret d’accueil avec les consignes de la maison, les numéros utiles et nos bonnes adresses dans la région.

## Pour qui ?

Ce service s’adresse aux propriétaires d’une seconde résidence qu’ils occupent une partie de l’année, aux investisseurs qui louent toute l’année et aux familles qui souhaitent garder un bien hérité sans en assurer la gestion elles-mêmes. Dans tous les cas, nous commençons par une visite et une estimation honnête des revenus que vous pouvez attendre.
`,
    },
    nl: {
      title: 'Beheer van vakantiewoningen',
      excerpt:
        'Uw appartement aan zee of uw huis in de Ardennen verhuurd per week of weekend: wij zorgen voor de formaliteiten, de boekingen, het onthaal en het onderhoud.',
      seo: {
        title: 'Beheer van vakantieverhuur | Maison Lumière',
        description:
          'Kust en Ardennen: aanmelding bij Toerisme Vlaanderen of het CGT, boekingen, onthaal van gasten, schoonmaak en maandelijkse overzichten.',
      },
      content: `
## Eerst het wettelijke kader

Een woning aan vakantiegangers verhuren is een gereglementeerde activiteit, met andere regels in elk gewest.

- **In Vlaanderen**, en dus aan de kust, moet elk toeristisch logies vóór de eerste verhuur aangemeld worden bij Toerisme Vlaanderen (Visit Flanders), op grond van het Logiesdecreet. De woning moet aan de brandveiligheidsnormen voldoen en gedekt zijn door een verzekering burgerlijke aansprakelijkheid.
- **In Wallonië**, onder meer in de Ardennen, vraagt het Waalse Wetboek van Toerisme een voorafgaande aangifte bij het Commissariat général au tourisme (CGT) en een brandveiligheidsattest van de burgemeester.
- **In Brussel** valt toeristisch logies onder de ordonnantie van 8 mei 2014 en moet het geregistreerd worden bij Brussel Economie en Werkgelegenheid.

Veel gemeenten heffen daarnaast een verblijfsbelasting en sommige vragen eigen formaliteiten. We gaan al die verplichtingen na voor we de eerste boeking aanvaarden.

## Wat wij voor u doen

- de advertentie, de foto’s en de verspreiding via onze website en de boekingsplatformen;
- de kalender, de seizoensprijzen en de opvolging van aanvragen;
- het contract voor vakantieverhuur, het voorschot en de waarborg;
- het onthaal van de gasten of de sleuteloverdracht, en een bereikbaar nummer tijdens het hele verblijf;
- de schoonmaak, het linnen en de controle van de woning tussen twee verblijven;
- kleine technische ingrepen, met vakmensen uit de streek die we kennen.

## Heldere afrekeningen

Elke maand ontvangt u een overzicht van de verblijven, de ontvangen bedragen en onze kosten. U blokkeert zelf de periodes waarin u uw woning wilt gebruiken. Op het einde van het jaar krijgt u een overzicht van de huurinkomsten voor uw boekhouder en uw belastingaangifte.

## Een woning klaar voor gasten

Voor het eerste seizoen bezoeken we de woning samen met u en maken we een lijst van wat vakantiegangers verwachten: goede bedden, een uitgeruste keuken, internet, rookmelders en praktische informatie over de streek. Een goed uitgeruste, eerlijk beschreven woning krijgt betere beoordelingen en wordt ook buiten de schoolvakanties vlotter verhuurd. We stellen ook een onthaalbrochure op met de huisregels, nuttige nummers en onze favoriete adressen in de streek.

## Voor wie?

Deze dienst is er voor eigenaars van een tweede verblijf die ze een deel van het jaar zelf gebruiken, voor investeerders die het hele jaar verhuren en voor families die een geërfde woning willen houden zonder ze zelf te beheren. In elk geval beginnen we met een bezoek en een eerlijke inschatting van de inkomsten die u mag verwachten.
`,
    },
    en: {
      title: 'Holiday rental management',
      excerpt:
        'Your apartment on the coast or your house in the Ardennes let by the week or the weekend: we handle the formalities, bookings, guest welcome and upkeep.',
      seo: {
        title: 'Holiday rental management | Maison Lumière',
        description:
          'Belgian coast and Ardennes: registration with Visit Flanders or the CGT, bookings, guest check-in, cleaning and monthly statements.',
      },
      content: `
## The legal framework first

Letting a home to holidaymakers is a regulated activity, and the rules differ from one region to another.

- **In Flanders**, which includes the whole coast, tourist accommodation must be registered with Toerisme Vlaanderen (Visit Flanders) before the first stay, under the Flemish Tourist Accommodation Decree. The home must meet fire-safety standards and be covered by liability insurance.
- **In Wallonia**, the Ardennes included, the Walloon Tourism Code requires a prior declaration to the Commissariat général au tourisme (CGT) and a fire-safety certificate issued by the mayor.
- **In Brussels**, tourist accommodation falls under the ordinance of 8 May 2014 and must be registered with Brussels Economy and Employment.

Many municipalities also levy a tourist tax, and some have formalities of their own. We check every one of these obligations before accepting the first booking.

## What we take care of

- the listing, the photographs and publication on our website and on booking platforms;
- the calendar, seasonal pricing and the handling of enquiries;
- the holiday rental contract, the advance payment and the security deposit;
- welcoming guests or handing over the keys, with a number they can call throughout their stay;
- cleaning, linen and an inspection of the home between stays;
- small technical repairs, with local tradespeople we know.

## Clear accounts

Every month you receive a statement of stays, amounts collected and our fees. You block the dates when you want to use the property yourself. At the end of the year we give you a summary of the rental income for your accountant and your tax return.

## A home ready for guests

Before the first season we visit the property with you and list what holidaymakers expect: good beds, an equipped kitchen, internet access, smoke detectors and practical information about the area. A well-equipped, honestly described home earns better reviews and lets more easily outside the school holidays. We also write a welcome booklet with the house rules, useful numbers and our favourite places in the area.

## Who is it for?

This service suits owners of a second home they use part of the year, investors who let all year round, and families who want to keep an inherited property without managing it themselves. Whatever your situation, we start with a visit and an honest estimate of the income you can expect.
`,
    },
  },
}
