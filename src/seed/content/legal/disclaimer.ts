import type { InContentLocales } from '../types'

// Pure text data: legal notice and disclaimer. Belgian law (Code of Economic Law, book XII, and
// the BIV/IPI rules) asks a licensed estate agent's website to show the company's identity, the
// professional title, the supervising institute and the code of ethics that applies.

export const disclaimerText: InContentLocales<string> = {
  fr: `
## Éditeur du site

Ce site est édité par **Maison Lumière SRL**, qui exerce sous le nom commercial Maison Lumière Immobilier.

- Siège : avenue Louise 54, 1050 Ixelles (Bruxelles), Belgique
- Téléphone : 02 512 34 56
- E-mail : [info@maisonlumiere.be](mailto:info@maisonlumiere.be)
- Numéro d’entreprise et de TVA : BE0712.345.678

## Titre professionnel et déontologie

Maison Lumière SRL est inscrite au tableau des titulaires de l’Institut professionnel des agents immobiliers (IPI) sous le numéro **512.345**.

- Titre professionnel : agent immobilier, titre protégé conféré en Belgique.
- Autorité de contrôle : Institut professionnel des agents immobiliers, rue du Luxembourg 16B, 1000 Bruxelles, [www.ipi.be](https://www.ipi.be).
- Règles applicables : le code de déontologie de l’IPI, approuvé par l’arrêté royal du 29 juin 2018, consultable sur le site de l’IPI.
- Notre responsabilité civile professionnelle et le cautionnement des fonds qui nous sont confiés sont couverts par la police collective souscrite par l’IPI.

## Informations sur les biens

Les descriptions, photos, plans, surfaces, prix et caractéristiques des biens sont publiés de bonne foi, sur la base des informations fournies par les propriétaires et des documents disponibles au moment de la publication. Ils sont donnés à titre indicatif et ne constituent pas une offre contractuelle : seuls le compromis de vente, le bail ou l’acte authentique engagent les parties. Les surfaces sont approximatives et le mobilier visible sur les photos n’est pas compris, sauf mention contraire. Un bien vendu ou loué peut rester affiché quelques jours avant son retrait.

Les estimations obtenues en ligne sont des indications automatiques qui ne remplacent pas une estimation sur place.

## Responsabilité

Nous veillons à l’exactitude et à la mise à jour de ce site, sans pouvoir garantir l’absence d’erreurs ou d’interruptions. Maison Lumière ne peut être tenue responsable des dommages indirects résultant de l’utilisation du site ou de l’impossibilité d’y accéder. Les liens vers des sites de tiers sont fournis pour votre information ; nous n’avons pas de contrôle sur leur contenu.

## Propriété intellectuelle

Les textes, photos, plans, logos et la présentation de ce site sont protégés par le droit d’auteur et le droit des marques. Toute reproduction, même partielle, nécessite notre accord écrit préalable.

## Vie privée et cookies

Le traitement de vos données personnelles est décrit dans notre [déclaration de confidentialité](/Privacy-statement/) et l’usage des cookies dans notre [politique en matière de cookies](/Cookie-policy/).

## Droit applicable et litiges

Le présent site et ces mentions sont régis par le droit belge. En cas de litige, les tribunaux de Bruxelles sont compétents, sans préjudice des règles impératives qui protègent les consommateurs. Avant toute procédure, vous pouvez vous adresser au Service de médiation pour le consommateur ([www.mediationconsommateur.be](https://www.mediationconsommateur.be)) ou introduire une plainte auprès de l’IPI.
`,
  nl: `
## Uitgever van de website

Deze website wordt uitgegeven door **Maison Lumière SRL**, die handelt onder de naam Maison Lumière Immobilier.

- Zetel: Louizalaan 54, 1050 Elsene (Brussel), België
- Telefoon: 02 512 34 56
- E-mail: [info@maisonlumiere.be](mailto:info@maisonlumiere.be)
- Ondernemings- en btw-nummer: BE0712.345.678

## Beroepstitel en deontologie

Maison Lumière SRL is ingeschreven op het tableau van de titularissen van het Beroepsinstituut van Vastgoedmakelaars (BIV) onder het nummer **512.345**.

- Beroepstitel: vastgoedmakelaar, een beschermde titel toegekend in België.
- Toezichthoudende overheid: Beroepsinstituut van Vastgoedmakelaars, Luxemburgstraat 16B, 1000 Brussel, [www.biv.be](https://www.biv.be).
- Toepasselijke regels: de deontologische code van het BIV, goedgekeurd bij koninklijk besluit van 29 juni 2018, te raadplegen op de website van het BIV.
- Onze beroepsaansprakelijkheid en de borgstelling voor de ons toevertrouwde gelden zijn gedekt door de collectieve polis die het BIV heeft afgesloten.

## Informatie over de panden

De beschrijvingen, foto’s, plannen, oppervlakten, prijzen en kenmerken van de panden worden te goeder trouw gepubliceerd, op basis van de informatie van de eigenaars en de documenten die op het moment van publicatie beschikbaar zijn. Ze zijn indicatief en vormen geen contractueel aanbod: alleen de verkoopovereenkomst, het huurcontract of de authentieke akte binden de partijen. Oppervlakten zijn bij benadering en meubilair op de foto’s is niet inbegrepen, tenzij anders vermeld. Een verkocht of verhuurd pand kan nog enkele dagen zichtbaar blijven.

Online schattingen zijn automatische indicaties die een schatting ter plaatse niet vervangen.

## Aansprakelijkheid

We waken over de juistheid en actualiteit van deze website, maar kunnen niet garanderen dat ze vrij is van fouten of onderbrekingen. Maison Lumière is niet aansprakelijk voor onrechtstreekse schade door het gebruik van de website of door het feit dat ze niet bereikbaar is. Links naar websites van derden dienen ter informatie; we hebben geen controle over hun inhoud.

## Intellectuele eigendom

De teksten, foto’s, plannen, logo’s en vormgeving van deze website zijn beschermd door het auteursrecht en het merkenrecht. Elke overname, ook gedeeltelijk, vereist onze voorafgaande schriftelijke toestemming.

## Privacy en cookies

Hoe we uw persoonsgegevens verwerken, leest u in onze [privacyverklaring](/Privacy-statement/); het gebruik van cookies staat in ons [cookiebeleid](/Cookie-policy/).

## Toepasselijk recht en geschillen

Deze website en deze vermeldingen vallen onder het Belgische recht. Bij een geschil zijn de rechtbanken van Brussel bevoegd, onverminderd de dwingende regels die consumenten beschermen. Voor u een procedure start, kunt u terecht bij de Consumentenombudsdienst ([www.consumentenombudsdienst.be](https://www.consumentenombudsdienst.be)) of een klacht indienen bij het BIV.
`,
  en: `
## Website publisher

This website is published by **Maison Lumière SRL**, trading as Maison Lumière Immobilier.

- Registered office: Avenue Louise 54, 1050 Ixelles (Brussels), Belgium
- Phone: +32 2 512 34 56
- E-mail: [info@maisonlumiere.be](mailto:info@maisonlumiere.be)
- Company and VAT number: BE0712.345.678

## Professional title and code of ethics

Maison Lumière SRL is registered with the Belgian Institute of Estate Agents (BIV/IPI) under number **512.345**.

- Professional title: estate agent (*agent immobilier* / *vastgoedmakelaar*), a protected title granted in Belgium.
- Supervisory authority: Institut professionnel des agents immobiliers / Beroepsinstituut van Vastgoedmakelaars, Rue du Luxembourg 16B, 1000 Brussels, [www.ipi.be](https://www.ipi.be).
- Applicable rules: the institute’s code of ethics, approved by the Royal Decree of 29 June 2018, available on the institute’s website.
- Our professional liability and the guarantee of client money are covered by the collective policy taken out by the institute.

## Property information

Property descriptions, photographs, floor plans, areas, prices and features are published in good faith, based on the information supplied by owners and the documents available at the time of publication. They are for guidance only and are not a contractual offer: only the sales agreement, the lease or the notarial deed bind the parties. Areas are approximate and furniture shown in photographs is not included unless stated. A property that has been sold or let may remain visible for a few days.

Online valuations are automatic indications and do not replace a valuation on site.

## Liability

We take care to keep this website accurate and up to date, but cannot guarantee that it is free of errors or interruptions. Maison Lumière cannot be held liable for indirect loss arising from the use of the website or from its unavailability. Links to third-party websites are provided for information; we have no control over their content.

## Intellectual property

The texts, photographs, plans, logos and design of this website are protected by copyright and trade mark law. Any reproduction, even in part, requires our prior written consent.

## Privacy and cookies

How we process your personal data is explained in our [privacy statement](/Privacy-statement/), and our use of cookies in our [cookie policy](/Cookie-policy/).

## Governing law and disputes

This website and this notice are governed by Belgian law. The courts of Brussels have jurisdiction in any dispute, without prejudice to the mandatory rules that protect consumers. Before taking legal action, you may contact the Belgian Consumer Mediation Service ([www.consumerombudsman.be](https://www.consumerombudsman.be)) or file a complaint with the BIV/IPI.
`,
}
