import type { ArticleSeed } from '../types'

// Pure text data: the remaining FAQ answers (the sale step by step, marketing, letting).
const faq = { category: 'faq', publishedAt: '2025-01-13' } as const

export const faqProcess: ArticleSeed[] = [
  {
    ...faq,
    key: 'faq/comment-se-passe-la-mise-en-vente',
    sort: 5,
    slugs: {
      fr: 'comment-se-passe-la-mise-en-vente',
      nl: 'hoe-verloopt-de-verkoop',
      en: 'how-the-sale-works',
      de: 'ablauf-des-verkaufs',
    },
    germanTitle: 'Wie läuft der Verkauf ab?',
    texts: {
      fr: {
        title: 'Comment se passe la mise en vente ?',
        excerpt: 'Huit étapes, de l’estimation à l’acte authentique, avec un compte rendu à chacune d’elles.',
        content: `
La vente suit toujours le même fil, et vous savez à chaque étape où en est votre dossier :

1. **Estimation** : visite du bien et rapport écrit avec une fourchette de prix.
2. **Mandat** : nous fixons ensemble le prix, la durée et notre commission.
3. **Documents** : nous commandons les certificats obligatoires qui manquent.
4. **Présentation** : photos, plan, visite virtuelle et annonce sur notre site et les portails.
5. **Visites** : nous sélectionnons les candidats et vous faisons un compte rendu après chaque visite.
6. **Offres** : chaque offre vous est transmise par écrit ; vous restez libre de l’accepter ou non.
7. **Compromis** : nous le préparons avec les notaires ; l’acheteur verse en général un acompte de 10 %.
8. **Acte** : la vente est signée chez le notaire, en principe dans les quatre mois.

Le délai total dépend du bien et du marché. Un prix juste dès le départ reste le meilleur moyen de vendre dans de bonnes conditions.
`,
      },
      nl: {
        title: 'Hoe verloopt de verkoop?',
        excerpt: 'Acht stappen, van de schatting tot de authentieke akte, met telkens een verslag.',
        content: `
Een verkoop volgt altijd dezelfde lijn, en u weet bij elke stap hoe ver uw dossier staat:

1. **Schatting**: bezoek aan de woning en een schriftelijk verslag met een prijsvork.
2. **Opdracht**: samen leggen we de prijs, de looptijd en ons ereloon vast.
3. **Documenten**: we bestellen de verplichte attesten die nog ontbreken.
4. **Presentatie**: foto’s, plan, virtuele rondgang en advertentie op onze website en de portalen.
5. **Bezoeken**: we selecteren de kandidaten en brengen na elk bezoek verslag uit.
6. **Biedingen**: elk bod bezorgen we u schriftelijk; u beslist vrij of u het aanvaardt.
7. **Compromis**: we stellen het op met de notarissen; de koper betaalt meestal een voorschot van 10 %.
8. **Akte**: de verkoop wordt bij de notaris ondertekend, in principe binnen vier maanden.

Hoe lang het geheel duurt, hangt af van de woning en de markt. Een correcte prijs van bij het begin blijft de beste manier om goed te verkopen.
`,
      },
      en: {
        title: 'How does the sale work?',
        excerpt: 'Eight steps, from the valuation to the deed of sale, with a report at each one.',
        content: `
A sale always follows the same path, and at every step you know where your file stands:

1. **Valuation**: a visit to the property and a written report with a price range.
2. **Mandate**: together we set the price, the term and our commission.
3. **Documents**: we order any mandatory certificates that are missing.
4. **Presentation**: photographs, floor plan, virtual tour and a listing on our website and the portals.
5. **Viewings**: we screen buyers and report back after each viewing.
6. **Offers**: every offer reaches you in writing; you are free to accept it or not.
7. **Sales agreement**: we prepare it with the notaries; the buyer usually pays a 10% deposit.
8. **Deed**: the sale is signed at the notary’s office, normally within four months.

How long it all takes depends on the property and the market. A fair price from the start remains the best way to sell on good terms.
`,
      },
    },
  },
  {
    ...faq,
    key: 'faq/outils-de-mise-en-valeur',
    sort: 6,
    slugs: {
      fr: 'outils-de-mise-en-valeur',
      nl: 'uw-woning-in-de-kijker',
      en: 'marketing-your-property',
      de: 'vermarktung-ihrer-immobilie',
    },
    germanTitle: 'Wie setzen Sie meine Immobilie in Szene?',
    texts: {
      fr: {
        title: 'Quels outils utilisez-vous pour mettre mon bien en valeur ?',
        excerpt:
          'Photos professionnelles, plans, visite virtuelle, conseils de présentation et diffusion ciblée auprès des acheteurs inscrits.',
        content: `
Les premières secondes devant une annonce décident souvent d’une visite. Nous soignons donc chaque élément :

- **Photos professionnelles**, prises à la bonne heure de la journée, pièces rangées et lumineuses ;
- **plans** de chaque niveau avec les surfaces ;
- **visite virtuelle** à 360° ou vidéo, pour que les acheteurs à distance se projettent ;
- **conseils de présentation** avant la séance photo : désencombrer, réparer les petits défauts, neutraliser ce qui divise ;
- **une description honnête et précise**, rédigée en français, en néerlandais et en anglais.

Votre bien est ensuite publié sur notre site et sur les principaux portails immobiliers belges, et envoyé en priorité aux acheteurs inscrits chez nous dont la recherche correspond. Selon le bien, nous ajoutons un panneau sur la façade et une diffusion sur les réseaux sociaux.

Après chaque visite, vous recevez les impressions des visiteurs : c’est souvent là qu’on apprend ce qui freine une vente.
`,
      },
      nl: {
        title: 'Hoe zet u mijn woning in de kijker?',
        excerpt:
          'Professionele foto’s, plannen, een virtuele rondgang, presentatietips en gerichte verspreiding naar ingeschreven kopers.',
        content: `
De eerste seconden voor een advertentie beslissen vaak over een bezoek. Daarom verzorgen we elk onderdeel:

- **professionele foto’s**, op het juiste moment van de dag, in opgeruimde en lichte kamers;
- **plannen** van elke verdieping met de oppervlakten;
- een **virtuele rondgang** in 360° of een video, zodat kopers van ver zich de woning kunnen voorstellen;
- **presentatietips** voor de fotosessie: opruimen, kleine gebreken herstellen, neutraliseren wat verdeelt;
- **een eerlijke en precieze beschrijving**, in het Nederlands, het Frans en het Engels.

Daarna verschijnt uw woning op onze website en op de belangrijkste Belgische vastgoedportalen, en gaat ze eerst naar de bij ons ingeschreven kopers van wie de zoekopdracht overeenkomt. Afhankelijk van de woning plaatsen we ook een bord aan de gevel en delen we ze op sociale media.

Na elk bezoek krijgt u de indrukken van de bezoekers: vaak leert u daar wat een verkoop afremt.
`,
      },
      en: {
        title: 'How do you present my property?',
        excerpt:
          'Professional photographs, floor plans, a virtual tour, presentation advice and targeted publicity to registered buyers.',
        content: `
The first few seconds in front of a listing often decide whether someone books a viewing. So we take care over every element:

- **professional photographs**, taken at the right time of day, in tidy, well-lit rooms;
- **floor plans** of every level with their areas;
- a 360° **virtual tour** or a video, so that buyers further away can picture themselves there;
- **presentation advice** before the photo shoot: declutter, fix small defects, tone down what divides opinion;
- **an honest, precise description** in French, Dutch and English.

Your property is then published on our website and on the main Belgian property portals, and sent first to the buyers registered with us whose search matches. Depending on the property, we add a board on the front and share it on social media.

After each viewing you hear what visitors thought: that is often where you learn what is holding a sale back.
`,
      },
    },
  },
  {
    ...faq,
    key: 'faq/la-location---la-gestion-locative',
    sort: 7,
    slugs: {
      fr: 'la-location---la-gestion-locative',
      nl: 'verhuur-en-beheer',
      en: 'letting-and-management',
      de: 'vermietung-und-verwaltung',
    },
    germanTitle: 'Vermietung oder Mietverwaltung: Was passt zu mir?',
    texts: {
      fr: {
        title: 'La location ou la gestion locative : quelle formule choisir ?',
        excerpt:
          'Nous pouvons trouver votre locataire, ou le trouver et gérer ensuite votre bien au quotidien : deux formules, selon votre disponibilité.',
        content: `
Nous proposons deux formules.

### La mise en location

Nous trouvons le locataire et mettons la location en place : estimation du loyer, annonce, visites, vérification des candidatures, bail adapté à la région, état des lieux d’entrée, constitution de la garantie locative et enregistrement du bail. Ensuite, vous gérez vous-même la relation avec votre locataire.

### La gestion locative complète

En plus de la mise en location, nous assurons le suivi pendant toute la durée du bail : perception des loyers et des charges, indexation annuelle, rappels en cas de retard, réparations avec nos artisans, contacts avec le syndic, état des lieux de sortie et libération de la garantie. Vous recevez un décompte régulier et suivez tout dans votre espace propriétaire.

La gestion complète convient aux propriétaires qui vivent loin, qui ont plusieurs biens ou qui préfèrent ne pas être appelés un dimanche pour une fuite. Vous pouvez passer d’une formule à l’autre à l’échéance prévue dans le mandat.
`,
      },
      nl: {
        title: 'Verhuur of huurbeheer: welke formule kiest u?',
        excerpt:
          'We vinden uw huurder, of we vinden hem en beheren daarna uw woning dagelijks: twee formules, naargelang uw beschikbaarheid.',
        content: `
We bieden twee formules aan.

### Verhuur

We zoeken de huurder en zetten de verhuur op: schatting van de huurprijs, advertentie, bezoeken, controle van de kandidaturen, een huurcontract volgens het gewest, de intredende plaatsbeschrijving, de huurwaarborg en de registratie van het contract. Daarna beheert u zelf de relatie met uw huurder.

### Volledig huurbeheer

Naast de verhuur volgen we alles op zolang het contract loopt: inning van huur en lasten, jaarlijkse indexering, herinneringen bij achterstand, herstellingen met onze vakmensen, contact met de syndicus, de uittredende plaatsbeschrijving en de vrijgave van de waarborg. U ontvangt regelmatig een afrekening en volgt alles in uw eigenaarsruimte.

Volledig beheer past bij eigenaars die ver wonen, meerdere panden hebben of liever niet op zondag gebeld worden voor een lek. U kunt van formule wisselen op de vervaldag die in de opdracht staat.
`,
      },
      en: {
        title: 'Letting or full management: which should I choose?',
        excerpt:
          'We can find your tenant, or find them and then manage your property day to day: two options, depending on how much time you have.',
        content: `
We offer two options.

### Letting only

We find the tenant and set up the tenancy: rent assessment, listing, viewings, checking applications, a lease that fits the region, the check-in inventory, the rental deposit and the registration of the lease. After that, you deal with your tenant yourself.

### Full property management

On top of the letting, we look after everything while the lease runs: collecting rent and charges, yearly indexation, reminders when payments are late, repairs with our tradespeople, contact with the building manager, the check-out inventory and the release of the deposit. You receive regular statements and follow everything in your owner area.

Full management suits owners who live far away, who have several properties or who would rather not be called on a Sunday about a leak. You can switch between the two when the term set in the mandate ends.
`,
      },
    },
  },
]
