import type { ArticleSeed } from '../types'

// Pure text data: the first FAQ answers (the agent, documents, contract, valuation).
const faq = { category: 'faq', publishedAt: '2025-01-13' } as const

export const faqAgency: ArticleSeed[] = [
  {
    ...faq,
    key: 'faq/agent-immobilier',
    sort: 1,
    slugs: { fr: 'agent-immobilier', nl: 'vastgoedmakelaar', en: 'estate-agent', de: 'immobilienmakler' },
    germanTitle: 'Warum einen zugelassenen Immobilienmakler beauftragen?',
    texts: {
      fr: {
        title: 'Pourquoi faire appel à un agent immobilier agréé ?',
        excerpt:
          'En Belgique, le titre d’agent immobilier est protégé : il garantit formation, assurances et respect d’un code de déontologie.',
        content: `
En Belgique, le titre d’agent immobilier est protégé. Seuls les professionnels inscrits auprès de l’Institut professionnel des agents immobiliers (IPI) peuvent exercer l’activité d’intermédiaire en vente ou en location. Vous pouvez vérifier l’inscription de n’importe quel agent sur le site [www.ipi.be](https://www.ipi.be).

Cette inscription suppose une formation, un stage, une formation continue, une assurance responsabilité civile professionnelle, une garantie pour les fonds confiés et le respect d’un code de déontologie. En cas de manquement, l’IPI peut sanctionner l’agent.

Concrètement, un agent agréé vous fait gagner du temps et vous protège :

- une estimation fondée sur le marché réel et non sur un prix espéré ;
- un dossier complet de documents obligatoires avant la mise en vente ;
- des visiteurs sélectionnés et des offres écrites ;
- un compromis rédigé avec soin et un suivi jusqu’à l’acte chez le notaire.

Chez Maison Lumière, vous gardez le même interlocuteur du premier rendez-vous à la remise des clés.
`,
      },
      nl: {
        title: 'Waarom een erkend vastgoedmakelaar inschakelen?',
        excerpt:
          'In België is de titel van vastgoedmakelaar beschermd: hij staat voor opleiding, verzekeringen en een deontologische code.',
        content: `
In België is de titel van vastgoedmakelaar beschermd. Alleen wie ingeschreven is bij het Beroepsinstituut van Vastgoedmakelaars (BIV) mag bemiddelen bij verkoop of verhuur. U kunt de inschrijving van elke makelaar nagaan op [www.biv.be](https://www.biv.be).

Die inschrijving veronderstelt een opleiding, een stage, permanente vorming, een beroepsaansprakelijkheidsverzekering, een waarborg voor toevertrouwde gelden en het naleven van een deontologische code. Bij een tekortkoming kan het BIV de makelaar sanctioneren.

Concreet wint u met een erkend makelaar tijd en bent u beter beschermd:

- een schatting op basis van de werkelijke markt, niet van een gehoopte prijs;
- een volledig dossier met alle verplichte documenten voor de verkoop start;
- geselecteerde kandidaten en schriftelijke biedingen;
- een zorgvuldig opgestelde verkoopovereenkomst en opvolging tot de akte bij de notaris.

Bij Maison Lumière houdt u dezelfde contactpersoon van het eerste gesprek tot de sleuteloverdracht.
`,
      },
      en: {
        title: 'Why use a licensed estate agent?',
        excerpt:
          'In Belgium the title of estate agent is protected: it guarantees training, insurance and a binding code of ethics.',
        content: `
In Belgium the title of estate agent is protected. Only professionals registered with the Belgian Institute of Estate Agents (BIV/IPI) may act as intermediaries in a sale or a letting. You can check any agent’s registration on [www.ipi.be](https://www.ipi.be).

Registration requires training, a traineeship, continuing education, professional liability insurance, a guarantee for client money and compliance with a code of ethics. The institute can discipline an agent who breaches it.

In practice, a licensed agent saves you time and protects you:

- a valuation based on the real market rather than a hoped-for price;
- a complete file of mandatory documents before the sale starts;
- screened buyers and offers in writing;
- a carefully drafted sales agreement and follow-up until the deed is signed at the notary’s office.

At Maison Lumière you keep the same contact person from the first meeting to the handover of the keys.
`,
      },
    },
  },
  {
    ...faq,
    key: 'faq/les-documents-necessaires',
    sort: 2,
    slugs: {
      fr: 'les-documents-necessaires',
      nl: 'de-nodige-documenten',
      en: 'required-documents',
      de: 'notwendige-unterlagen',
    },
    germanTitle: 'Welche Unterlagen brauche ich für Verkauf oder Vermietung?',
    texts: {
      fr: {
        title: 'Quels documents faut-il pour vendre ou louer ?',
        excerpt:
          'Certificat PEB, attestation du sol, contrôle électrique, renseignements urbanistiques : la liste dépend de la région et du bien.',
        content: `
La liste dépend de la région où se trouve le bien et de l’opération.

Pour **vendre**, il faut dans tous les cas le certificat de performance énergétique (PEB ou EPC), le procès-verbal de contrôle de l’installation électrique et les renseignements urbanistiques. S’y ajoutent :

- à Bruxelles, l’attestation du sol de Bruxelles Environnement ;
- en Wallonie, l’extrait conforme de la Banque de données de l’état des sols ;
- en Flandre, l’attestation du sol de l’OVAM, l’attestation amiante pour les bâtiments construits avant 2001 et les scores d’inondation.

Selon le cas, le notaire demandera aussi le dossier d’intervention ultérieure pour les travaux réalisés depuis 2001, l’attestation de la citerne à mazout ou, pour un appartement, les informations du syndic.

Pour **louer**, le certificat PEB doit exister avant la publication de l’annonce ; le bail, l’état des lieux et les annexes légales propres à chaque région complètent le dossier.

Pas d’inquiétude : lors de notre première visite, nous vous disons précisément ce qui manque et nous le commandons pour vous.
`,
      },
      nl: {
        title: 'Welke documenten zijn nodig om te verkopen of te verhuren?',
        excerpt:
          'EPC, bodemattest, elektrische keuring, stedenbouwkundige inlichtingen: de lijst hangt af van het gewest en de woning.',
        content: `
De lijst hangt af van het gewest waar de woning ligt en van de verrichting.

Om te **verkopen** hebt u altijd een energieprestatiecertificaat (EPC of EPB), het keuringsverslag van de elektrische installatie en de stedenbouwkundige inlichtingen nodig. Daarnaast:

- in Brussel het bodemattest van Leefmilieu Brussel;
- in Wallonië het eensluidend uittreksel uit de databank van de bodemtoestand;
- in Vlaanderen het bodemattest van OVAM, het asbestattest voor gebouwen van vóór 2001 en de watertoetsscores.

Naargelang het geval vraagt de notaris ook het postinterventiedossier voor werken sinds 2001, het attest van de stookolietank of, voor een appartement, de inlichtingen van de syndicus.

Om te **verhuren** moet het energiecertificaat er zijn voor de advertentie verschijnt; het huurcontract, de plaatsbeschrijving en de wettelijke bijlagen van elk gewest vervolledigen het dossier.

Geen zorgen: bij ons eerste bezoek zeggen we u precies wat ontbreekt en bestellen we het voor u.
`,
      },
      en: {
        title: 'Which documents do I need to sell or let?',
        excerpt:
          'Energy certificate, soil certificate, electrical inspection, planning information: the list depends on the region and the property.',
        content: `
The list depends on the region where the property stands and on whether you sell or let.

To **sell**, you always need the energy performance certificate (EPB or EPC), the electrical inspection report and the planning information. In addition:

- in Brussels, the soil certificate from Brussels Environment;
- in Wallonia, the certified extract from the soil condition database;
- in Flanders, the OVAM soil certificate, the asbestos certificate for buildings built before 2001 and the flood scores.

Depending on the case, the notary will also ask for the post-intervention file for work done since 2001, the heating-oil tank certificate or, for an apartment, the building manager’s information.

To **let**, the energy certificate must exist before the listing is published; the lease, the inventory and the legal appendices each region requires complete the file.

Don’t worry: at our first visit we tell you exactly what is missing and order it for you.
`,
      },
    },
  },
  {
    ...faq,
    key: 'faq/le-contrat',
    sort: 3,
    slugs: { fr: 'le-contrat', nl: 'het-contract', en: 'the-contract', de: 'der-vertrag' },
    germanTitle: 'Was steht im Maklervertrag?',
    texts: {
      fr: {
        title: 'Que contient le contrat que je signe avec l’agence ?',
        excerpt:
          'Le mandat écrit fixe le prix, la durée, la commission et nos engagements ; rien n’est publié avant sa signature.',
        content: `
Avant toute publication, nous signons ensemble un mandat écrit, comme l’impose le code de déontologie de l’IPI. Il indique notamment :

- le bien concerné et le prix de mise en vente ou le loyer demandé ;
- si le mandat est exclusif ou non ;
- sa durée et la manière d’y mettre fin ;
- le montant de notre commission et le moment où elle est due ;
- les actions de promotion et les comptes rendus auxquels nous nous engageons.

Nos mandats ne se renouvellent pas en silence : à l’échéance, vous décidez librement de continuer ou non. Si le mandat est signé chez vous plutôt qu’à l’agence, vous disposez de quatorze jours pour vous rétracter sans frais.

Vous recevez un exemplaire signé du mandat. Nous prenons le temps de le relire avec vous, ligne par ligne, avant la signature.
`,
      },
      nl: {
        title: 'Wat staat er in het contract dat ik met het kantoor teken?',
        excerpt:
          'De schriftelijke opdracht legt prijs, duur, ereloon en onze verbintenissen vast; er wordt niets gepubliceerd voor ze ondertekend is.',
        content: `
Voor er iets gepubliceerd wordt, ondertekenen we samen een schriftelijke bemiddelingsopdracht, zoals de deontologische code van het BIV voorschrijft. Daarin staan onder meer:

- de woning en de vraagprijs of de gevraagde huur;
- of de opdracht exclusief is of niet;
- de looptijd en hoe u de opdracht kunt beëindigen;
- het bedrag van ons ereloon en wanneer het verschuldigd is;
- de promotieacties en verslagen waartoe wij ons verbinden.

Onze opdrachten worden niet stilzwijgend verlengd: op de vervaldag beslist u vrij of u verdergaat. Tekent u de opdracht bij u thuis in plaats van op kantoor, dan hebt u veertien dagen om kosteloos af te zien.

U krijgt een ondertekend exemplaar. We nemen de tijd om het vooraf lijn per lijn met u door te nemen.
`,
      },
      en: {
        title: 'What is in the contract I sign with the agency?',
        excerpt:
          'The written mandate sets the price, term, commission and our commitments; nothing is published before it is signed.',
        content: `
Before anything is published, we sign a written mandate together, as the BIV/IPI code of ethics requires. Among other things it states:

- the property and the asking price or rent;
- whether the mandate is exclusive;
- how long it runs and how you can end it;
- the amount of our commission and when it falls due;
- the marketing and progress reports we commit to.

Our mandates never renew silently: when the term ends, you decide freely whether to continue. If you sign at home rather than at our office, you have fourteen days to withdraw at no cost.

You receive a signed copy. We take the time to go through it with you, line by line, before you sign.
`,
      },
    },
  },
  {
    ...faq,
    key: 'faq/estimation',
    sort: 4,
    slugs: { fr: 'estimation', nl: 'schatting', en: 'valuation', de: 'bewertung' },
    germanTitle: 'Wie bewerten Sie meine Immobilie?',
    texts: {
      fr: {
        title: 'Comment estimez-vous la valeur de mon bien ?',
        excerpt:
          'Par une visite sur place et une comparaison avec les ventes récentes du quartier, présentées dans un rapport écrit et gratuit.',
        content: `
Une estimation fiable se fait sur place. Lors de la visite, nous relevons la surface, la disposition, l’état du bâtiment et des équipements, les travaux récents, la performance énergétique, l’orientation, les nuisances éventuelles et la situation urbanistique.

Nous comparons ensuite votre bien aux ventes réellement conclues dans le quartier, et pas seulement aux prix affichés, puis nous tenons compte de l’offre actuelle sur le marché. Vous recevez un rapport écrit avec une fourchette de prix et les arguments qui la justifient.

L’[estimation en ligne](/Estimation-en-ligne/) donne une première indication en quelques minutes, mais elle ne remplace pas la visite : un jardin bien orienté, une toiture à refaire ou une cuisine récente font une différence qu’aucun formulaire ne mesure.

L’estimation est gratuite et sans engagement. Pour une succession, une donation ou un partage, nous vous orientons si nécessaire vers un expert ou un notaire.
`,
      },
      nl: {
        title: 'Hoe schat u de waarde van mijn woning?',
        excerpt:
          'Met een bezoek ter plaatse en een vergelijking met recente verkopen in de buurt, in een gratis schriftelijk verslag.',
        content: `
Een betrouwbare schatting gebeurt ter plaatse. Tijdens het bezoek noteren we de oppervlakte, de indeling, de staat van het gebouw en de uitrusting, recente werken, de energieprestatie, de oriëntatie, eventuele hinder en de stedenbouwkundige toestand.

Daarna vergelijken we uw woning met werkelijk gerealiseerde verkopen in de buurt, niet alleen met vraagprijzen, en houden we rekening met het huidige aanbod. U krijgt een schriftelijk verslag met een prijsvork en de argumenten die ze onderbouwen.

De [online schatting](/Estimation-en-ligne/) geeft binnen enkele minuten een eerste indicatie, maar vervangt het bezoek niet: een goed georiënteerde tuin, een dak dat aan vernieuwing toe is of een recente keuken maken een verschil dat geen formulier meet.

De schatting is gratis en vrijblijvend. Voor een nalatenschap, schenking of verdeling verwijzen we u zo nodig door naar een expert of een notaris.
`,
      },
      en: {
        title: 'How do you value my property?',
        excerpt:
          'With a visit on site and a comparison with recent sales nearby, set out in a free written report.',
        content: `
A reliable valuation is done on site. During the visit we note the floor area, the layout, the condition of the building and its equipment, recent work, energy performance, orientation, any nuisance and the planning situation.

We then compare your property with sales actually completed nearby, not just with asking prices, and take account of what is currently on the market. You receive a written report with a price range and the reasons behind it.

The [online valuation](/Estimation-en-ligne/) gives a first indication within minutes, but it does not replace a visit: a south-facing garden, a roof in need of renewal or a new kitchen make a difference no form can measure.

The valuation is free and without obligation. For an inheritance, a gift or a division of property, we refer you to an expert or a notary where needed.
`,
      },
    },
  },
]
