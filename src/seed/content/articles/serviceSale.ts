import type { ArticleSeed } from '../types'

// Pure text data: the "selling" service article in the three content languages.
export const serviceSale: ArticleSeed = {
  key: 'services/vente',
  category: 'services',
  sort: 1,
  publishedAt: '2025-01-06',
  slugs: { fr: 'vente', nl: 'verkoop', en: 'selling', de: 'verkauf' },
  germanTitle: 'Ihre Immobilie verkaufen',
  image: {
    key: 'service-vente',
    kind: 'facade-townhouse',
    alt: {
      fr: 'Façade d’une maison de ville bruxelloise mise en vente',
      nl: 'Gevel van een Brussels herenhuis dat te koop staat',
      en: 'Front of a Brussels townhouse for sale',
    },
  },
  texts: {
    fr: {
      title: 'Vendre votre bien',
      excerpt:
        'De l’estimation à la signature de l’acte chez le notaire, nous prenons en charge chaque étape de la vente de votre maison ou de votre appartement, à Bruxelles, en Wallonie et en Flandre.',
      seo: {
        title: 'Vendre votre maison ou appartement | Maison Lumière',
        description:
          'Estimation gratuite, mandat clair, documents obligatoires, visites et suivi jusqu’à l’acte : comment nous vendons votre bien en Belgique.',
      },
      content: `
## Une estimation réaliste et argumentée

Tout commence par une visite de votre bien. Nous examinons son état, les travaux réalisés, le certificat PEB et la situation urbanistique, puis nous le comparons aux ventes récentes du quartier. Vous recevez un rapport écrit qui explique la fourchette de prix proposée. L’estimation est gratuite et ne vous engage à rien.

## Le mandat de vente

Si vous nous confiez la vente, nous signons un mandat écrit, comme l’exige le code de déontologie de l’Institut professionnel des agents immobiliers (IPI). Il précise :

- le prix affiché et la marge de négociation que vous acceptez ;
- la durée du mandat et la manière d’y mettre fin ;
- notre commission, exprimée en pourcentage du prix de vente, TVA comprise ;
- les actions de promotion prévues.

Lorsque le mandat est signé en dehors de nos bureaux, vous disposez de quatorze jours pour vous rétracter, conformément au Code de droit économique.

## Les documents obligatoires

Avant la publication de l’annonce, nous rassemblons le dossier exigé par la région où se trouve le bien :

- **Bruxelles** : certificat PEB, attestation du sol de Bruxelles Environnement, procès-verbal de contrôle de l’installation électrique, renseignements urbanistiques de la commune ;
- **Wallonie** : certificat PEB, extrait conforme de la Banque de données de l’état des sols, contrôle électrique, renseignements urbanistiques ;
- **Flandre** : EPC, attestation du sol de l’OVAM, attestation amiante pour les bâtiments construits avant 2001, contrôle électrique, informations urbanistiques et scores d’inondation.

Selon le bien s’ajoutent le dossier d’intervention ultérieure, l’attestation de la citerne à mazout ou, pour un appartement, les informations de la copropriété que le notaire demande au syndic. Nous commandons les certificats auprès d’experts agréés et nous en suivons les délais.

## Mise en valeur et visites

Photos professionnelles, plan, visite virtuelle et description soignée : votre bien est publié sur notre site, envoyé aux candidats acquéreurs inscrits chez nous et diffusé sur les grands portails immobiliers belges. Nous sélectionnons les visiteurs, organisons les visites et vous en faisons un compte rendu.

## De l’offre à l’acte

Chaque offre vous est transmise par écrit. Lorsque vous en acceptez une, nous préparons le compromis de vente en concertation avec les notaires ; l’acheteur verse en général un acompte de 10 % à la signature. L’acte authentique est ensuite signé chez le notaire, en principe dans les quatre mois.

L’acheteur paie les droits d’enregistrement : 12,5 % à Bruxelles et en Wallonie, 12 % en Flandre, avec des régimes réduits pour l’achat de l’habitation propre et unique. Le notaire confirme le taux applicable à chaque dossier.

### Flandre : l’obligation de rénovation

En Flandre, l’acheteur d’une habitation dont l’EPC affiche le label E ou F doit atteindre au moins le label D dans les cinq ans. Nous l’indiquons clairement dans l’annonce, pour que les offres reçues en tiennent compte.
`,
    },
    nl: {
      title: 'Uw woning verkopen',
      excerpt:
        'Van de schatting tot de ondertekening van de akte bij de notaris: wij begeleiden elke stap van de verkoop van uw huis of appartement, in Brussel, Wallonië en Vlaanderen.',
      seo: {
        title: 'Uw huis of appartement verkopen | Maison Lumière',
        description:
          'Gratis schatting, een duidelijke opdracht, alle verplichte attesten, bezoeken en opvolging tot de akte: zo verkopen wij uw woning in België.',
      },
      content: `
## Een realistische, onderbouwde schatting

Alles begint met een bezoek aan uw woning. We bekijken de staat van het gebouw, de uitgevoerde werken, het EPC en de stedenbouwkundige toestand, en vergelijken met recente verkopen in de buurt. U krijgt een schriftelijk verslag dat de voorgestelde prijsvork uitlegt. De schatting is gratis en vrijblijvend.

## De verkoopopdracht

Vertrouwt u ons de verkoop toe, dan ondertekenen we een schriftelijke bemiddelingsopdracht, zoals de deontologische code van het Beroepsinstituut van Vastgoedmakelaars (BIV) voorschrijft. Daarin staan:

- de vraagprijs en de onderhandelingsmarge die u aanvaardt;
- de looptijd van de opdracht en hoe u ze kunt beëindigen;
- ons ereloon, als percentage van de verkoopprijs, btw inbegrepen;
- de geplande promotieacties.

Wordt de opdracht buiten ons kantoor ondertekend, dan hebt u volgens het Wetboek van economisch recht veertien dagen om af te zien van het contract.

## De verplichte documenten

Voor de advertentie online gaat, verzamelen we het dossier dat het gewest van de woning oplegt:

- **Brussel**: EPB-certificaat, bodemattest van Leefmilieu Brussel, keuringsverslag van de elektrische installatie, stedenbouwkundige inlichtingen van de gemeente;
- **Wallonië**: EPB-certificaat, eensluidend uittreksel uit de databank van de bodemtoestand, elektrische keuring, stedenbouwkundige inlichtingen;
- **Vlaanderen**: EPC, bodemattest van OVAM, asbestattest voor gebouwen van vóór 2001, elektrische keuring, stedenbouwkundige informatie en de watertoetsscores (G- en P-score).

Afhankelijk van de woning komen daar het postinterventiedossier, het attest van de stookolietank of, voor een appartement, de inlichtingen van de vereniging van mede-eigenaars bij die de notaris bij de syndicus opvraagt. We bestellen de attesten bij erkende deskundigen en bewaken de termijnen.

## Presentatie en bezoeken

Professionele foto’s, een plan, een virtuele rondgang en een verzorgde beschrijving: uw woning verschijnt op onze website, gaat naar de kandidaat-kopers die bij ons ingeschreven zijn en staat op de grote Belgische vastgoedportalen. We selecteren de kandidaten, organiseren de bezoeken en brengen u na elk bezoek verslag uit.

## Van bod tot akte

Elk bod bezorgen we u schriftelijk. Aanvaardt u er een, dan stellen we de verkoopovereenkomst (het compromis) op in overleg met de notarissen; de koper betaalt bij ondertekening meestal een voorschot van 10 %. De authentieke akte volgt bij de notaris, in principe binnen vier maanden.

De koper betaalt de registratierechten: 12,5 % in Brussel en Wallonië, 12 % in Vlaanderen, met verlaagde tarieven voor de aankoop van de enige eigen woning. De notaris bevestigt het tarief voor elk dossier.

### Vlaanderen: de renovatieverplichting

Wie in Vlaanderen een woning koopt met EPC-label E of F, moet binnen vijf jaar minstens label D halen. We vermelden dat duidelijk in de advertentie, zodat de biedingen er rekening mee houden.
`,
    },
    en: {
      title: 'Selling your property',
      excerpt:
        'From the valuation to signing the deed at the notary’s office, we handle every step of selling your house or apartment in Brussels, Wallonia and Flanders.',
      seo: {
        title: 'Sell your house or apartment | Maison Lumière',
        description:
          'Free valuation, a clear mandate, every mandatory certificate, viewings and follow-up until the deed: how we sell your property in Belgium.',
      },
      content: `
## A realistic, reasoned valuation

Everything starts with a visit to your property. We look at its condition, the work already done, the energy performance certificate (EPC) and the planning situation, then compare it with recent sales nearby. You receive a written report explaining the suggested price range. The valuation is free and commits you to nothing.

## The sales mandate

If you entrust us with the sale, we sign a written mandate, as the code of ethics of the Belgian Institute of Estate Agents (BIV/IPI) requires. It sets out:

- the asking price and the negotiation margin you accept;
- how long the mandate runs and how to end it;
- our commission, as a percentage of the sale price, VAT included;
- the marketing we will carry out.

When the mandate is signed away from our office, you have fourteen days to withdraw, under the Belgian Code of Economic Law.

## Mandatory documents

Before the listing goes live, we gather the file required by the region where the property stands:

- **Brussels**: EPB certificate, soil certificate from Brussels Environment, electrical inspection report, planning information from the municipality;
- **Wallonia**: EPB certificate, certified extract from the soil condition database, electrical inspection, planning information;
- **Flanders**: EPC, soil certificate from OVAM, asbestos certificate for buildings built before 2001, electrical inspection, planning information and flood scores (G and P).

Depending on the property, we add the post-intervention file, the heating-oil tank certificate or, for an apartment, the co-ownership information the notary requests from the building manager. We order certificates from accredited experts and keep track of the deadlines.

## Presentation and viewings

Professional photographs, a floor plan, a virtual tour and a careful description: your property appears on our website, goes out to the buyers registered with us and is published on the major Belgian property portals. We screen enquiries, arrange viewings and report back to you after each one.

## From offer to deed

Every offer reaches you in writing. Once you accept one, we prepare the sales agreement (the *compromis*) together with the notaries; the buyer usually pays a 10% deposit on signing. The deed of sale is then signed at the notary’s office, normally within four months.

The buyer pays registration duties: 12.5% in Brussels and Wallonia, 12% in Flanders, with reduced rates when buying a sole own home. The notary confirms the rate that applies to each purchase.

### Flanders: the renovation obligation

In Flanders, anyone buying a home with an EPC label of E or F must bring it up to at least label D within five years. We state this clearly in the listing, so that offers take it into account.
`,
    },
  },
}
