import type { InContentLocales } from '../types'

// Pure text data: the privacy statement (GDPR articles 13 and 14). The supervisory authority is
// the Belgian Data Protection Authority; estate agents also keep client identification records
// under the Belgian anti-money-laundering law of 18 September 2017.

export const privacyText: InContentLocales<string> = {
  fr: `
## Qui est responsable de vos données ?

Le responsable du traitement est **Maison Lumière SRL** (Maison Lumière Immobilier), avenue Louise 54, 1050 Ixelles, numéro d’entreprise BE0712.345.678. Pour toute question sur vos données, écrivez-nous à [info@maisonlumiere.be](mailto:info@maisonlumiere.be) avec la mention « Vie privée », ou par courrier à l’adresse ci-dessus. Au vu de la taille de notre agence, nous n’avons pas désigné de délégué à la protection des données ; Claire Dumont-Lambert répond personnellement à ces demandes.

## Quelles données traitons-nous, pourquoi et sur quelle base ?

### Demandes de contact et de rendez-vous

Formulaire de contact, demande de visite, demande d’information sur un projet, envoi d’un bien à un ami : nous traitons votre nom, vos coordonnées, votre message, le bien concerné et vos disponibilités, pour vous répondre et organiser la visite. Base légale : les mesures précontractuelles prises à votre demande et notre intérêt légitime à répondre aux messages reçus (article 6.1, b et f, du RGPD). Conservation : trois ans après notre dernier échange. L’adresse d’un ami à qui vous envoyez un bien sert uniquement à cet envoi.

### Demandes d’estimation

Nous traitons vos coordonnées ainsi que l’adresse et les caractéristiques du bien, pour réaliser l’estimation et vous la présenter. Base légale : les mesures précontractuelles prises à votre demande. Conservation : trois ans après notre dernier échange ou, si vous nous confiez un mandat, pendant la durée de celui-ci.

### Alertes de recherche et lettre d’information

Nous traitons vos coordonnées et vos critères (type de bien, budget, communes) pour vous envoyer les biens qui y correspondent et, si vous vous y êtes inscrit, notre lettre d’information. Base légale : votre consentement, que vous pouvez retirer à tout moment par le lien présent dans chaque e-mail. Conservation : jusqu’à votre désinscription ; une recherche restée sans activité pendant deux ans est supprimée.

### Espace propriétaire

Si vous nous avez confié un bien, nous traitons votre identité, votre adresse e-mail, votre mot de passe (conservé uniquement sous forme chiffrée), les statistiques de consultation de vos biens et l’historique de nos communications, pour vous permettre de suivre l’exécution du mandat. Base légale : l’exécution de notre contrat. Conservation : pendant la durée du mandat, puis l’accès est fermé dans l’année qui suit sa fin.

### Obligations légales

En tant qu’agent immobilier, nous devons identifier nos clients et, dans une vente, les acquéreurs, en application de la loi du 18 septembre 2017 relative à la prévention du blanchiment de capitaux. Ces données sont conservées dix ans après la fin de la relation. Nos documents comptables sont conservés pendant la durée imposée par le droit comptable et fiscal. Base légale : nos obligations légales (article 6.1, c, du RGPD).

### Mesure d’audience et publicité

Avec votre accord uniquement, nous mesurons la fréquentation du site et l’efficacité de nos annonces. Le détail figure dans notre [politique en matière de cookies](/Cookie-policy/).

## Qui reçoit vos données ?

- les membres de notre équipe qui traitent votre demande ;
- nos sous-traitants informatiques (hébergement, messagerie, envoi d’e-mails), liés par un contrat conforme à l’article 28 du RGPD ;
- selon le dossier, le propriétaire du bien, les notaires, les experts chargés des certificats et le syndic, uniquement pour les données nécessaires ;
- les autorités, lorsque la loi nous y oblige, notamment la Cellule de traitement des informations financières (CTIF).

Nous ne vendons ni ne louons jamais vos données.

## Transferts hors de l’Union européenne

Nos données sont hébergées dans l’Union européenne. Si vous acceptez les cookies de mesure ou de publicité, Google et Meta peuvent traiter des données aux États-Unis ; ces transferts reposent sur le cadre de protection des données UE–États-Unis ou sur les clauses contractuelles types de la Commission européenne.

## Sécurité

Les échanges avec le site sont chiffrés (HTTPS), les mots de passe sont chiffrés de manière irréversible et l’accès aux données est limité aux personnes qui en ont besoin.

## Vos droits

Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur effacement, la limitation du traitement ou sa portabilité, vous opposer à un traitement fondé sur notre intérêt légitime et retirer votre consentement. Écrivez-nous à [info@maisonlumiere.be](mailto:info@maisonlumiere.be) ; nous répondons dans un délai d’un mois et pouvons vous demander de prouver votre identité.

Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de l’**Autorité de protection des données**, rue de la Presse 35, 1000 Bruxelles, tél. +32 2 274 48 00, [contact@apd-gba.be](mailto:contact@apd-gba.be), [www.autoriteprotectiondonnees.be](https://www.autoriteprotectiondonnees.be).

## Modifications

Nous pouvons adapter cette déclaration lorsque nos services ou la loi évoluent. La version publiée sur cette page est la version en vigueur.
`,
  nl: `
## Wie is verantwoordelijk voor uw gegevens?

De verwerkingsverantwoordelijke is **Maison Lumière SRL** (Maison Lumière Immobilier), Louizalaan 54, 1050 Elsene, ondernemingsnummer BE0712.345.678. Met vragen over uw gegevens kunt u terecht op [info@maisonlumiere.be](mailto:info@maisonlumiere.be) met de vermelding ‘Privacy’, of per brief op het adres hierboven. Gezien de omvang van ons kantoor hebben we geen functionaris voor gegevensbescherming aangesteld; Claire Dumont-Lambert behandelt deze vragen persoonlijk.

## Welke gegevens verwerken we, waarom en op welke grond?

### Contact- en afspraakaanvragen

Contactformulier, bezoekaanvraag, vraag om informatie over een project, een pand doorsturen naar een vriend: we verwerken uw naam, contactgegevens, bericht, het betrokken pand en uw beschikbaarheid, om u te antwoorden en het bezoek te regelen. Rechtsgrond: precontractuele maatregelen op uw verzoek en ons gerechtvaardigd belang om ontvangen berichten te beantwoorden (artikel 6.1, b en f, AVG). Bewaartermijn: drie jaar na ons laatste contact. Het adres van een vriend naar wie u een pand stuurt, dient alleen voor die verzending.

### Aanvragen voor een schatting

We verwerken uw contactgegevens en het adres en de kenmerken van de woning, om de schatting uit te voeren en met u te bespreken. Rechtsgrond: precontractuele maatregelen op uw verzoek. Bewaartermijn: drie jaar na ons laatste contact of, als u ons een opdracht geeft, zolang die loopt.

### Zoekopdrachten en nieuwsbrief

We verwerken uw contactgegevens en uw criteria (type woning, budget, gemeenten) om u de panden te sturen die ermee overeenkomen en, als u zich inschreef, onze nieuwsbrief. Rechtsgrond: uw toestemming, die u altijd kunt intrekken via de link in elke e-mail. Bewaartermijn: tot u zich uitschrijft; een zoekopdracht zonder activiteit gedurende twee jaar wordt gewist.

### Eigenaarsruimte

Als u ons een pand toevertrouwde, verwerken we uw identiteit, e-mailadres, wachtwoord (alleen versleuteld bewaard), de raadplegingsstatistieken van uw panden en de geschiedenis van onze communicatie, zodat u de uitvoering van de opdracht kunt volgen. Rechtsgrond: de uitvoering van ons contract. Bewaartermijn: zolang de opdracht loopt; daarna wordt de toegang binnen het jaar afgesloten.

### Wettelijke verplichtingen

Als vastgoedmakelaar moeten we onze klanten en, bij een verkoop, de kopers identificeren volgens de wet van 18 september 2017 tot voorkoming van het witwassen van geld. Die gegevens bewaren we tien jaar na het einde van de relatie. Onze boekhoudkundige stukken bewaren we zolang het boekhoud- en fiscaal recht voorschrijft. Rechtsgrond: onze wettelijke verplichtingen (artikel 6.1, c, AVG).

### Bezoekersstatistieken en advertenties

Alleen met uw toestemming meten we het bezoek aan de website en de doeltreffendheid van onze advertenties. De details staan in ons [cookiebeleid](/Cookie-policy/).

## Wie ontvangt uw gegevens?

- de teamleden die uw aanvraag behandelen;
- onze IT-verwerkers (hosting, e-mail, verzending van e-mails), gebonden door een overeenkomst volgens artikel 28 AVG;
- naargelang het dossier de eigenaar van het pand, de notarissen, de deskundigen voor de attesten en de syndicus, alleen voor de nodige gegevens;
- de overheid wanneer de wet ons daartoe verplicht, met name de Cel voor Financiële Informatieverwerking (CFI).

We verkopen of verhuren uw gegevens nooit.

## Doorgifte buiten de Europese Unie

Onze gegevens worden in de Europese Unie gehost. Als u cookies voor statistieken of advertenties aanvaardt, kunnen Google en Meta gegevens in de Verenigde Staten verwerken; die doorgifte steunt op het EU-VS-kader voor gegevensbescherming of op de modelcontractbepalingen van de Europese Commissie.

## Beveiliging

Het verkeer met de website is versleuteld (HTTPS), wachtwoorden worden onomkeerbaar versleuteld en de toegang tot gegevens is beperkt tot wie ze nodig heeft.

## Uw rechten

U kunt altijd inzage in uw gegevens vragen, ze laten verbeteren of wissen, de verwerking laten beperken of uw gegevens overdragen, bezwaar maken tegen een verwerking op basis van ons gerechtvaardigd belang en uw toestemming intrekken. Schrijf ons op [info@maisonlumiere.be](mailto:info@maisonlumiere.be); we antwoorden binnen een maand en kunnen u vragen uw identiteit aan te tonen.

Vindt u dat uw rechten niet gerespecteerd worden, dan kunt u klacht indienen bij de **Gegevensbeschermingsautoriteit**, Drukpersstraat 35, 1000 Brussel, tel. +32 2 274 48 00, [contact@apd-gba.be](mailto:contact@apd-gba.be), [www.gegevensbeschermingsautoriteit.be](https://www.gegevensbeschermingsautoriteit.be).

## Wijzigingen

We kunnen deze verklaring aanpassen wanneer onze diensten of de wet veranderen. De versie op deze pagina is de geldende versie.
`,
  en: `
## Who is responsible for your data?

The controller is **Maison Lumière SRL** (Maison Lumière Immobilier), Avenue Louise 54, 1050 Ixelles, company number BE0712.345.678. For any question about your data, write to [info@maisonlumiere.be](mailto:info@maisonlumiere.be) with the subject “Privacy”, or by post to the address above. Given the size of our agency we have not appointed a data protection officer; Claire Dumont-Lambert handles these requests personally.

## What data do we process, why, and on what basis?

### Contact and appointment requests

Contact form, viewing request, request for information about a development, sending a property to a friend: we process your name, contact details, message, the property concerned and your availability, to answer you and arrange the viewing. Legal basis: steps taken at your request before a contract, and our legitimate interest in answering the messages we receive (GDPR article 6(1)(b) and (f)). Retention: three years after our last exchange. A friend’s address to which you send a property is used for that message only.

### Valuation requests

We process your contact details and the property’s address and features, to carry out the valuation and present it to you. Legal basis: steps taken at your request before a contract. Retention: three years after our last exchange or, if you give us a mandate, for as long as it runs.

### Search alerts and newsletter

We process your contact details and your criteria (property type, budget, towns) to send you matching properties and, if you subscribed, our newsletter. Legal basis: your consent, which you can withdraw at any time through the link in every e-mail. Retention: until you unsubscribe; a search with no activity for two years is deleted.

### Owner area

If you have entrusted a property to us, we process your identity, e-mail address, password (stored only in encrypted form), the viewing statistics of your properties and the history of our communications, so that you can follow how the mandate is carried out. Legal basis: the performance of our contract. Retention: for as long as the mandate runs; access is then closed within a year of its end.

### Legal obligations

As estate agents we must identify our clients and, in a sale, the buyers, under the Belgian anti-money-laundering law of 18 September 2017. We keep this data for ten years after the end of the relationship. Our accounting records are kept for as long as accounting and tax law require. Legal basis: our legal obligations (GDPR article 6(1)(c)).

### Audience measurement and advertising

Only with your consent do we measure visits to the website and the effectiveness of our advertisements. The details are in our [cookie policy](/Cookie-policy/).

## Who receives your data?

- the members of our team who handle your request;
- our IT processors (hosting, e-mail, e-mail delivery), bound by a contract under GDPR article 28;
- depending on the file, the property owner, the notaries, the experts issuing certificates and the building manager, for the data they need only;
- public authorities where the law requires it, in particular the Belgian Financial Intelligence Processing Unit (CTIF-CFI).

We never sell or rent out your data.

## Transfers outside the European Union

Our data is hosted in the European Union. If you accept analytics or advertising cookies, Google and Meta may process data in the United States; these transfers rely on the EU–US Data Privacy Framework or on the European Commission’s standard contractual clauses.

## Security

Traffic with the website is encrypted (HTTPS), passwords are irreversibly encrypted and access to data is limited to the people who need it.

## Your rights

You may at any time ask for access to your data, its correction or erasure, the restriction of processing or data portability, object to processing based on our legitimate interest and withdraw your consent. Write to [info@maisonlumiere.be](mailto:info@maisonlumiere.be); we reply within one month and may ask you to prove your identity.

If you believe your rights have not been respected, you may lodge a complaint with the Belgian **Data Protection Authority** (Autorité de protection des données / Gegevensbeschermingsautoriteit), Rue de la Presse 35, 1000 Brussels, phone +32 2 274 48 00, [contact@apd-gba.be](mailto:contact@apd-gba.be), [www.dataprotectionauthority.be](https://www.dataprotectionauthority.be).

## Changes

We may update this statement when our services or the law change. The version published on this page is the one in force.
`,
}
