import type { InContentLocales } from '../types'

// Pure text data: the cookie policy. Names and lifetimes match what the site sets: the consent
// cookies (src/domain/consent.ts, 180 days), the language cookie, and the Google and Meta tags
// that load only after consent. A `?setcookies` link reopens the consent dialog (spec §4).

export const cookiePolicyText: InContentLocales<string> = {
  fr: `
## Qu’est-ce qu’un cookie ?

Un cookie est un petit fichier texte que le site enregistre dans votre navigateur. Certains sont indispensables au fonctionnement du site ; les autres ne sont déposés qu’avec votre accord, comme l’exige la législation belge (article 10/2 de la loi du 30 juillet 2018) et le RGPD.

## Les cookies que nous utilisons

### Cookies essentiels (toujours actifs)

- **cc_cookie** : mémorise les choix faits dans la fenêtre de consentement — 6 mois.
- **consent** : indique que vous avez fait un choix — 6 mois.
- **analytics_storage**, **ad_storage**, **ad_user_data** et **ad_personalization** : votre choix pour chacune des quatre catégories du mode de consentement de Google — 6 mois.
- **NEXT_LOCALE** : la langue du site que vous avez choisie — 1 an.

### Mesure d’audience (avec votre accord)

- **_ga** : Google Analytics, distingue les visiteurs pour établir des statistiques de fréquentation — 2 ans.
- **_ga_*** : Google Analytics, conserve l’état de votre visite — 2 ans.

### Publicité (avec votre accord)

- **_gcl_au** : Google Ads, mesure les visites et demandes qui font suite à nos annonces — 3 mois.
- **_fbp** : Meta (Facebook), mesure l’efficacité de nos annonces et permet de les montrer à des personnes intéressées — 3 mois.

Tant que vous n’avez pas fait de choix, seuls les cookies essentiels sont déposés. Les données collectées par Google et Meta peuvent être traitées hors de l’Union européenne ; voir notre [déclaration de confidentialité](/Privacy-statement/).

## Modifier votre choix

Vous pouvez modifier ou retirer votre consentement à tout moment : [rouvrez la fenêtre des cookies](?setcookies). Tout lien vers une page du site qui contient « ?setcookies » dans son adresse efface votre choix précédent et affiche à nouveau cette fenêtre. Refuser les cookies non essentiels ne vous empêche pas d’utiliser le site.

Vous pouvez aussi supprimer les cookies dans les réglages de votre navigateur ; le site vous redemandera alors votre choix.

## Contact

Pour toute question sur les cookies ou vos données, écrivez-nous à [info@maisonlumiere.be](mailto:info@maisonlumiere.be).
`,
  nl: `
## Wat is een cookie?

Een cookie is een klein tekstbestand dat de website in uw browser bewaart. Sommige zijn onmisbaar om de website te laten werken; de andere plaatsen we alleen met uw toestemming, zoals de Belgische wetgeving (artikel 10/2 van de wet van 30 juli 2018) en de AVG vereisen.

## De cookies die we gebruiken

### Noodzakelijke cookies (altijd actief)

- **cc_cookie**: onthoudt de keuzes die u in het toestemmingsvenster maakte — 6 maanden.
- **consent**: geeft aan dat u een keuze hebt gemaakt — 6 maanden.
- **analytics_storage**, **ad_storage**, **ad_user_data** en **ad_personalization**: uw keuze voor elk van de vier categorieën van de toestemmingsmodus van Google — 6 maanden.
- **NEXT_LOCALE**: de taal van de website die u koos — 1 jaar.

### Bezoekersstatistieken (met uw toestemming)

- **_ga**: Google Analytics, onderscheidt bezoekers om bezoekersstatistieken op te stellen — 2 jaar.
- **_ga_***: Google Analytics, bewaart de status van uw bezoek — 2 jaar.

### Advertenties (met uw toestemming)

- **_gcl_au**: Google Ads, meet de bezoeken en aanvragen die op onze advertenties volgen — 3 maanden.
- **_fbp**: Meta (Facebook), meet de doeltreffendheid van onze advertenties en toont ze aan geïnteresseerden — 3 maanden.

Zolang u geen keuze hebt gemaakt, worden alleen noodzakelijke cookies geplaatst. Gegevens die Google en Meta verzamelen, kunnen buiten de Europese Unie verwerkt worden; zie onze [privacyverklaring](/Privacy-statement/).

## Uw keuze wijzigen

U kunt uw toestemming altijd wijzigen of intrekken: [open het cookievenster opnieuw](?setcookies). Elke link naar een pagina van de website met ‘?setcookies’ in het adres wist uw vorige keuze en toont het venster opnieuw. Als u niet-noodzakelijke cookies weigert, kunt u de website gewoon blijven gebruiken.

U kunt cookies ook wissen in de instellingen van uw browser; de website vraagt dan opnieuw naar uw keuze.

## Contact

Met vragen over cookies of uw gegevens kunt u terecht op [info@maisonlumiere.be](mailto:info@maisonlumiere.be).
`,
  en: `
## What is a cookie?

A cookie is a small text file that the website stores in your browser. Some are essential for the website to work; the others are only set with your consent, as Belgian law (article 10/2 of the Law of 30 July 2018) and the GDPR require.

## The cookies we use

### Essential cookies (always on)

- **cc_cookie**: remembers the choices you made in the consent dialog — 6 months.
- **consent**: records that you have made a choice — 6 months.
- **analytics_storage**, **ad_storage**, **ad_user_data** and **ad_personalization**: your choice for each of the four categories of Google’s consent mode — 6 months.
- **NEXT_LOCALE**: the website language you chose — 1 year.

### Audience measurement (with your consent)

- **_ga**: Google Analytics, distinguishes visitors to produce visit statistics — 2 years.
- **_ga_***: Google Analytics, keeps the state of your visit — 2 years.

### Advertising (with your consent)

- **_gcl_au**: Google Ads, measures the visits and enquiries that follow our advertisements — 3 months.
- **_fbp**: Meta (Facebook), measures how well our advertisements work and shows them to interested people — 3 months.

Until you have made a choice, only essential cookies are set. Data collected by Google and Meta may be processed outside the European Union; see our [privacy statement](/Privacy-statement/).

## Changing your choice

You can change or withdraw your consent at any time: [reopen the cookie dialog](?setcookies). Any link to a page of this website with “?setcookies” in its address clears your previous choice and shows the dialog again. Declining non-essential cookies does not stop you from using the website.

You can also delete cookies in your browser settings; the website will then ask for your choice again.

## Contact

For any question about cookies or your data, write to [info@maisonlumiere.be](mailto:info@maisonlumiere.be).
`,
}
