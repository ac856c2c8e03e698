import type { ArticleSeed } from '../types'

// Pure text data: the "letting" service article in the three content languages.
export const serviceLetting: ArticleSeed = {
  key: 'services/location',
  category: 'services',
  sort: 2,
  publishedAt: '2025-01-06',
  slugs: { fr: 'location', nl: 'verhuur', en: 'letting', de: 'vermietung' },
  germanTitle: 'Ihre Immobilie vermieten',
  image: {
    key: 'service-location',
    kind: 'living',
    alt: {
      fr: 'Séjour lumineux d’un appartement à louer',
      nl: 'Lichte woonkamer van een appartement te huur',
      en: 'Bright living room of an apartment to let',
    },
  },
  texts: {
    fr: {
      title: 'Louer votre bien',
      excerpt:
        'Sélection du locataire, bail conforme à la législation régionale, état des lieux et garantie locative : nous louons votre bien et, si vous le souhaitez, nous le gérons au quotidien.',
      seo: {
        title: 'Mettre votre bien en location | Maison Lumière',
        description:
          'Loyer juste, locataire solvable, bail régional, garantie et état des lieux en règle, gestion au quotidien : notre service de location en Belgique.',
      },
      content: `
## Trois régions, trois législations

Depuis la régionalisation du bail d’habitation, Bruxelles, la Wallonie et la Flandre ont chacune leurs règles : le Code bruxellois du logement, le décret wallon du 15 mars 2018 et le décret flamand sur la location d’habitations (*Woninghuurdecreet*). Pour chaque bien, nous utilisons le bail adapté à sa région et à sa durée : bail de neuf ans, bail de courte durée ou bail de colocation.

## Avant la mise en location

- Nous estimons le loyer d’après le marché local, l’état du logement et sa performance énergétique.
- Nous vérifions que le logement respecte les exigences régionales de sécurité, de salubrité et d’équipement.
- L’annonce mentionne le loyer, les charges et les indicateurs du certificat PEB, comme la loi l’impose.

## La sélection du locataire

Nous organisons les visites, recueillons les candidatures et vérifions la solvabilité des candidats. Nous ne demandons que les informations que la loi autorise, comme l’identité, la composition du ménage et le montant des revenus, et nous appliquons les mêmes critères à tous, dans le respect de la législation contre les discriminations.

## Bail, garantie et état des lieux

- Le bail est écrit et nous l’enregistrons pour vous : l’enregistrement est gratuit et incombe au bailleur, dans les deux mois de la signature.
- La garantie locative est plafonnée : à Bruxelles et en Wallonie, deux mois de loyer sur un compte bloqué au nom du locataire, ou trois mois sous forme de garantie bancaire ; en Flandre, trois mois au maximum.
- L’état des lieux d’entrée est dressé de manière contradictoire, annexé au bail et enregistré avec lui. Il sert de référence à la fin de la location.

## Pendant la location

Le propriétaire reste tenu des grosses réparations ; le locataire, de l’entretien courant et des menues réparations. Dès la signature, nous expliquons à chacun ce qui lui incombe, pour éviter les discussions au moment de la sortie.

## La gestion locative

Si vous choisissez la gestion complète, nous encaissons les loyers, appliquons l’indexation annuelle, relançons en cas de retard, faisons intervenir nos artisans pour les réparations à charge du propriétaire et organisons l’état des lieux de sortie ainsi que la libération de la garantie. Vous recevez un décompte clair et suivez votre bien dans votre espace propriétaire en ligne.

## Nos honoraires

Nos honoraires de location sont à charge du bailleur qui nous confie sa mission. Le locataire ne nous paie aucune commission. Le montant exact figure dans le mandat que nous signons ensemble avant toute publication.
`,
    },
    nl: {
      title: 'Uw woning verhuren',
      excerpt:
        'Selectie van de huurder, een huurcontract volgens de gewestelijke regels, plaatsbeschrijving en huurwaarborg: wij verhuren uw woning en beheren ze desgewenst ook dagelijks.',
      seo: {
        title: 'Uw woning verhuren | Maison Lumière',
        description:
          'Een correcte huurprijs, een solvabele huurder, een gewestelijk huurcontract, waarborg en plaatsbeschrijving in orde, en dagelijks beheer.',
      },
      content: `
## Drie gewesten, drie wetgevingen

Sinds de regionalisering van de woninghuur heeft elk gewest zijn eigen regels: de Brusselse Huisvestingscode, het Waalse decreet van 15 maart 2018 en het Vlaamse Woninghuurdecreet. Voor elke woning gebruiken we het huurcontract dat past bij het gewest en de duur: een contract van negen jaar, een kortlopend contract of een contract voor medehuur.

## Voor de verhuur start

- We schatten de huurprijs op basis van de lokale markt, de staat van de woning en haar energieprestatie.
- We controleren of de woning voldoet aan de gewestelijke normen voor veiligheid, gezondheid en uitrusting.
- De advertentie vermeldt de huurprijs, de lasten en de gegevens van het EPC of EPB-certificaat, zoals de wet oplegt.

## De selectie van de huurder

We organiseren de bezoeken, verzamelen de kandidaturen en gaan de solvabiliteit van de kandidaten na. We vragen alleen de gegevens die de wet toelaat, zoals identiteit, gezinssamenstelling en het bedrag van de inkomsten, en we hanteren voor iedereen dezelfde criteria, met respect voor de antidiscriminatiewetgeving.

## Huurcontract, waarborg en plaatsbeschrijving

- Het huurcontract is schriftelijk en wij laten het voor u registreren: de registratie is gratis en is de taak van de verhuurder, binnen twee maanden na ondertekening.
- De huurwaarborg is begrensd: in Brussel en Wallonië twee maanden huur op een geblokkeerde rekening op naam van de huurder, of drie maanden via een bankwaarborg; in Vlaanderen maximaal drie maanden.
- De intredende plaatsbeschrijving wordt tegensprekelijk opgemaakt, bij het huurcontract gevoegd en samen ermee geregistreerd. Ze dient als referentie bij het einde van de huur.

## Tijdens de huur

De eigenaar blijft verantwoordelijk voor de grote herstellingen; de huurder voor het gewone onderhoud en de kleine herstellingen. Bij de ondertekening leggen we iedereen uit wat hem te doen staat, zodat er bij het vertrek geen discussie ontstaat.

## Het huurbeheer

Kiest u voor volledig beheer, dan innen wij de huur, passen we de jaarlijkse indexering toe, volgen we achterstallen op, sturen we onze vakmensen voor herstellingen ten laste van de eigenaar en regelen we de uittredende plaatsbeschrijving en de vrijgave van de waarborg. U krijgt een duidelijke afrekening en volgt uw woning in uw online eigenaarsruimte.

## Ons ereloon

Ons ereloon voor verhuur is ten laste van de verhuurder die ons de opdracht geeft. De huurder betaalt ons geen commissie. Het precieze bedrag staat in de opdracht die we samen ondertekenen voor er iets gepubliceerd wordt.
`,
    },
    en: {
      title: 'Letting your property',
      excerpt:
        'Tenant selection, a lease that follows regional law, the inventory and the rental deposit: we let your property and, if you wish, manage it day to day.',
      seo: {
        title: 'Let your property | Maison Lumière',
        description:
          'A fair rent, a reliable tenant, a regional lease, deposit and inventory done properly, and day-to-day management: our letting service in Belgium.',
      },
      content: `
## Three regions, three sets of rules

Since residential leases became a regional matter, Brussels, Wallonia and Flanders each have their own law: the Brussels Housing Code, the Walloon decree of 15 March 2018 and the Flemish residential lease decree (*Woninghuurdecreet*). For each property we use the lease that fits its region and term: a nine-year lease, a short-term lease or a house-share lease.

## Before the property is listed

- We set the rent from the local market, the condition of the home and its energy performance.
- We check that the home meets the regional standards for safety, health and basic amenities.
- The listing states the rent, the charges and the energy certificate figures, as the law requires.

## Choosing the tenant

We arrange viewings, collect applications and check the applicants’ ability to pay. We only ask for the information the law allows, such as identity, household composition and income, and we apply the same criteria to everyone, in line with anti-discrimination law.

## Lease, deposit and inventory

- The lease is in writing and we register it for you: registration is free and is the landlord’s duty, within two months of signing.
- The rental deposit is capped: in Brussels and Wallonia, two months’ rent in a blocked account in the tenant’s name, or three months as a bank guarantee; in Flanders, three months at most.
- The check-in inventory is drawn up with both parties present, attached to the lease and registered with it. It is the reference when the tenancy ends.

## During the tenancy

The owner remains responsible for major repairs; the tenant for routine upkeep and minor repairs. When the lease is signed, we explain to each party what falls to them, so that there is no argument when the tenant moves out.

## Property management

If you choose full management, we collect the rent, apply the yearly indexation, follow up late payments, send our tradespeople for repairs that fall to the owner, and arrange the check-out inventory and the release of the deposit. You receive clear statements and follow your property in your online owner area.

## Our fees

Our letting fee is paid by the landlord who instructs us. Tenants pay us no commission. The exact amount is set out in the mandate we sign together before anything is published.
`,
    },
  },
}
