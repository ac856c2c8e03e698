import type { InContentLocales } from '../types'

// Pure text data: the heading and the "what happens next" text of each form's thank-you page.
// The first sentence of each text doubles as the page's search description.

export const thankYouForms = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'document-request',
  'testimonial',
  'purchase-offer',
  'rent-application',
  'testing-testing',
] as const
export type ThankYouForm = (typeof thankYouForms)[number]

type ThankYouText = { title: string; text: string }

export const thankYouTexts: Record<ThankYouForm, InContentLocales<ThankYouText>> = {
  'contact-me': {
    fr: {
      title: 'Merci, nous vous recontactons',
      text: 'Votre demande de contact nous est bien parvenue. Un membre de notre équipe vous rappelle dans un délai d’un jour ouvrable, au numéro et dans la plage horaire que vous avez indiqués. Si votre question porte sur un bien précis, gardez sa référence à portée de main.',
    },
    nl: {
      title: 'Bedankt, we nemen contact met u op',
      text: 'We hebben uw contactaanvraag goed ontvangen. Een medewerker belt u binnen één werkdag terug, op het nummer en in het tijdvak dat u opgaf. Gaat uw vraag over een bepaalde woning, houd dan de referentie bij de hand.',
    },
    en: {
      title: 'Thank you, we will be in touch',
      text: 'We have received your contact request. A member of our team will call you back within one working day, on the number and in the time slot you gave. If your question is about a particular property, keep its reference to hand.',
    },
  },
  'contact-appointment': {
    fr: {
      title: 'Merci pour votre demande de rendez-vous',
      text: 'Nous avons bien reçu votre demande de rendez-vous. Vous recevrez dans un délai d’un jour ouvrable un e-mail de confirmation avec la date, l’heure et l’adresse de la visite. En cas d’empêchement, prévenez-nous au 02 512 34 56 afin que nous puissions libérer le créneau.',
    },
    nl: {
      title: 'Bedankt voor uw afspraakaanvraag',
      text: 'We hebben uw aanvraag voor een afspraak goed ontvangen. Binnen één werkdag krijgt u een bevestiging per e-mail met de datum, het uur en het adres van het bezoek. Kunt u toch niet komen, verwittig ons dan op 02 512 34 56 zodat we het tijdstip kunnen vrijgeven.',
    },
    en: {
      title: 'Thank you for your appointment request',
      text: 'We have received your appointment request. Within one working day you will receive a confirmation e-mail with the date, time and address of the viewing. If you cannot make it, please let us know on +32 2 512 34 56 so that we can free the slot.',
    },
  },
  'contact-construction': {
    fr: {
      title: 'Merci pour votre intérêt pour ce projet',
      text: 'Votre demande d’information sur ce projet neuf nous est bien parvenue. Nous vous envoyons par e-mail la liste de prix et les plans des lots disponibles dans un délai de deux jours ouvrables. Nous vous appelons ensuite pour répondre à vos questions et, si vous le souhaitez, organiser une visite.',
    },
    nl: {
      title: 'Bedankt voor uw interesse in dit project',
      text: 'We hebben uw vraag om informatie over dit nieuwbouwproject goed ontvangen. Binnen twee werkdagen sturen we u per e-mail de prijslijst en de plannen van de beschikbare units. Daarna bellen we u om uw vragen te beantwoorden en, als u dat wenst, een bezoek te regelen.',
    },
    en: {
      title: 'Thank you for your interest in this development',
      text: 'We have received your request for information about this new development. Within two working days we will e-mail you the price list and the plans of the available units. We will then call you to answer your questions and, if you wish, arrange a visit.',
    },
  },
  'contact-demand': {
    fr: {
      title: 'Merci pour votre demande d’estimation',
      text: 'Votre demande d’estimation gratuite nous est bien parvenue. Nous vous appelons dans un délai d’un jour ouvrable pour convenir d’une visite du bien. Préparez si possible le certificat PEB, les plans et la liste des travaux réalisés : l’estimation n’en sera que plus précise.',
    },
    nl: {
      title: 'Bedankt voor uw aanvraag voor een schatting',
      text: 'We hebben uw aanvraag voor een gratis schatting goed ontvangen. We bellen u binnen één werkdag om een bezoek aan de woning af te spreken. Leg indien mogelijk het EPC, de plannen en een lijst van de uitgevoerde werken klaar: zo wordt de schatting nog nauwkeuriger.',
    },
    en: {
      title: 'Thank you for your valuation request',
      text: 'We have received your request for a free valuation. We will call you within one working day to arrange a visit to the property. If you can, have the energy certificate, the floor plans and a list of the work carried out ready: it makes the valuation all the more accurate.',
    },
  },
  'demand-register': {
    fr: {
      title: 'Merci, votre recherche est enregistrée',
      text: 'Vos critères de recherche sont bien enregistrés. Vous recevrez par e-mail les nouveaux biens qui y correspondent, souvent avant leur publication sur le site. Chaque e-mail contient un lien pour modifier vos critères ou vous désinscrire.',
    },
    nl: {
      title: 'Bedankt, uw zoekopdracht is geregistreerd',
      text: 'Uw zoekcriteria zijn goed geregistreerd. U ontvangt per e-mail de nieuwe panden die ermee overeenkomen, vaak nog voor ze op de website verschijnen. Elke e-mail bevat een link om uw criteria te wijzigen of u uit te schrijven.',
    },
    en: {
      title: 'Thank you, your search is registered',
      text: 'Your search criteria have been registered. You will receive new properties that match them by e-mail, often before they appear on the website. Every e-mail contains a link to change your criteria or unsubscribe.',
    },
  },
  'send-to-friend': {
    fr: {
      title: 'Merci, le bien a été envoyé',
      text: 'Votre message a bien été envoyé à la personne que vous avez indiquée. Elle recevra le lien vers le bien accompagné de votre message. Nous n’utilisons pas son adresse e-mail à d’autres fins.',
    },
    nl: {
      title: 'Bedankt, de woning is doorgestuurd',
      text: 'Uw bericht is verstuurd naar de persoon die u opgaf. Die ontvangt de link naar de woning samen met uw bericht. We gebruiken zijn of haar e-mailadres voor niets anders.',
    },
    en: {
      title: 'Thank you, the property has been sent',
      text: 'Your message has been sent to the person you named. They will receive the link to the property together with your message. We do not use their e-mail address for anything else.',
    },
  },
  'site-contact': {
    fr: {
      title: 'Merci pour votre message',
      text: 'Votre message nous est bien parvenu. Nous y répondons par e-mail ou par téléphone dans un délai d’un jour ouvrable, du lundi au vendredi. Pour une question urgente, appelez-nous au 02 512 34 56.',
    },
    nl: {
      title: 'Bedankt voor uw bericht',
      text: 'We hebben uw bericht goed ontvangen. We antwoorden per e-mail of telefoon binnen één werkdag, van maandag tot vrijdag. Voor een dringende vraag belt u ons op 02 512 34 56.',
    },
    en: {
      title: 'Thank you for your message',
      text: 'We have received your message. We reply by e-mail or phone within one working day, Monday to Friday. For an urgent question, call us on +32 2 512 34 56.',
    },
  },
  'sign-newsletter': {
    fr: {
      title: 'Merci, encore un clic',
      text: 'Cliquez sur le lien que nous venons de vous envoyer par e-mail pour confirmer votre inscription : nous n’écrivons qu’aux adresses confirmées. Si vous venez de cliquer sur ce lien, votre inscription est confirmée et vous recevrez nos nouveaux biens dès leur mise en ligne. Chaque envoi contient un lien pour vous désinscrire en un clic.',
    },
    nl: {
      title: 'Bedankt, nog één klik',
      text: 'Klik op de link die we u net mailden om uw inschrijving te bevestigen: we schrijven enkel naar bevestigde adressen. Kwam u hier via die link, dan is uw inschrijving bevestigd en ontvangt u ons nieuwe aanbod zodra het online staat. Elke verzending bevat een link om u met één klik uit te schrijven.',
    },
    en: {
      title: 'Thank you, one more click',
      text: 'Click the link we have just e-mailed you to confirm your subscription: we only write to confirmed addresses. If you came here through that link, your subscription is confirmed and you will receive our new listings as soon as they are online. Every e-mail contains a link to unsubscribe in one click.',
    },
  },
  'document-request': {
    fr: {
      title: 'Les documents sont en route',
      text: 'Les documents seront envoyés par e-mail dans quelques instants, sous forme de liens valables sept jours. Vous ne les voyez pas ? Regardez dans vos courriers indésirables, ou appelez-nous au 02 512 34 56.',
    },
    nl: {
      title: 'De documenten zijn onderweg',
      text: 'De documenten worden binnen enkele ogenblikken per e-mail verstuurd, als links die zeven dagen geldig zijn. Ziet u ze niet? Kijk in uw spammap, of bel ons op 02 512 34 56.',
    },
    en: {
      title: 'The documents are on their way',
      text: 'The documents will be sent by e-mail in a moment, as links valid for seven days. Can’t see them? Check your spam folder, or call us on 02 512 34 56.',
    },
  },
  testimonial: {
    fr: {
      title: 'Merci pour votre témoignage',
      text: 'Votre témoignage nous est bien parvenu. Nous le lisons avant de le publier sur le site, en général dans les deux jours ouvrables. Merci d’aider les futurs clients à nous connaître.',
    },
    nl: {
      title: 'Bedankt voor uw getuigenis',
      text: 'We hebben uw getuigenis goed ontvangen. We lezen het voor we het op de site publiceren, meestal binnen twee werkdagen. Bedankt dat u toekomstige klanten helpt ons te leren kennen.',
    },
    en: {
      title: 'Thank you for your testimonial',
      text: 'We have received your testimonial. We read it before publishing it on the site, usually within two working days. Thank you for helping future clients get to know us.',
    },
  },
  'purchase-offer': {
    fr: {
      title: 'Votre offre est transmise',
      text: 'Votre offre d’achat nous est bien parvenue. L’agent la présente au propriétaire et vous rappelle dans un délai d’un jour ouvrable pour vous donner sa réponse ou discuter des conditions. Une copie vous a été envoyée par e-mail.',
    },
    nl: {
      title: 'Uw bod is doorgegeven',
      text: 'We hebben uw bod goed ontvangen. De makelaar legt het voor aan de eigenaar en belt u binnen één werkdag terug met zijn antwoord of om de voorwaarden te bespreken. U kreeg een kopie per e-mail.',
    },
    en: {
      title: 'Your offer has been passed on',
      text: 'We have received your purchase offer. The agent presents it to the owner and calls you back within one working day with the answer or to discuss the conditions. A copy has been sent to you by e-mail.',
    },
  },
  'rent-application': {
    fr: {
      title: 'Merci pour votre candidature',
      text: 'Votre candidature locative nous est bien parvenue. L’agent l’examine avec le propriétaire et vous rappelle dans un délai d’un jour ouvrable. Préparez vos trois dernières fiches de paie ou un justificatif de revenus : ils vous seront demandés avant la signature du bail.',
    },
    nl: {
      title: 'Bedankt voor uw kandidatuur',
      text: 'We hebben uw huuraanvraag goed ontvangen. De makelaar bekijkt ze met de eigenaar en belt u binnen één werkdag terug. Houd uw drie laatste loonfiches of een inkomensbewijs klaar: ze worden gevraagd voor de ondertekening van het huurcontract.',
    },
    en: {
      title: 'Thank you for your application',
      text: 'We have received your rental application. The agent reviews it with the owner and calls you back within one working day. Have your last three payslips or proof of income ready: they will be asked for before the lease is signed.',
    },
  },
  'testing-testing': {
    fr: {
      title: 'Formulaire de test envoyé',
      text: 'Le formulaire de test a bien été envoyé et enregistré. Cette page confirme que l’envoi fonctionne ; aucune suite n’y est donnée.',
    },
    nl: {
      title: 'Testformulier verstuurd',
      text: 'Het testformulier is verstuurd en geregistreerd. Deze pagina bevestigt dat het versturen werkt; er wordt geen verder gevolg aan gegeven.',
    },
    en: {
      title: 'Test form sent',
      text: 'The test form has been sent and recorded. This page confirms that sending works; no further action is taken.',
    },
  },
}
