import type { LabelTable, Row } from '@/fields/labels'

const formNames: Record<string, Row> = {
  'contact-me': ['Contact me', 'Contactez-moi', 'Contacteer mij', 'Kontaktieren Sie mich'],
  'contact-appointment': [
    'Visit appointment',
    'Rendez-vous de visite',
    'Bezoekafspraak',
    'Besichtigungstermin',
  ],
  'contact-construction': ['New-build enquiry', 'Demande neuf', 'Vraag over nieuwbouw', 'Anfrage Neubau'],
  'contact-demand': ['Free valuation', 'Estimation gratuite', 'Gratis schatting', 'Kostenlose Bewertung'],
  'demand-register': ['Search profile', 'Profil de recherche', 'Zoekprofiel', 'Suchprofil'],
  'send-to-friend': [
    'Sent to a friend',
    'Envoyé à un ami',
    'Doorgestuurd naar een vriend',
    'An Freunde gesendet',
  ],
  'site-contact': ['Contact form', 'Formulaire de contact', 'Contactformulier', 'Kontaktformular'],
  'sign-newsletter': [
    'Newsletter sign-up',
    'Inscription à la newsletter',
    'Inschrijving nieuwsbrief',
    'Newsletter-Anmeldung',
  ],
  'document-request': ['Document request', 'Demande de document', 'Documentaanvraag', 'Dokumentanfrage'],
  testimonial: ['Testimonial', 'Témoignage', 'Getuigenis', 'Erfahrungsbericht'],
  unsubscribe: ['Unsubscribe', 'Désinscription', 'Uitschrijving', 'Abmeldung'],
}

/** What staff read on a lead, in the admin's four languages. */
export const leadLabels: LabelTable = {
  form: { label: ['Form', 'Formulaire', 'Formulier', 'Formular'], options: formNames },
  locale: ['Visitor’s language', 'Langue du visiteur', 'Taal van de bezoeker', 'Sprache des Besuchers'],
  firstName: ['First name', 'Prénom', 'Voornaam', 'Vorname'],
  lastName: ['Last name', 'Nom', 'Achternaam', 'Nachname'],
  message: ['Message', 'Message', 'Bericht', 'Nachricht'],
  property: ['Property', 'Bien', 'Pand', 'Immobilie'],
  data: {
    label: ['Everything sent', 'Données envoyées', 'Alle verzonden gegevens', 'Alle gesendeten Angaben'],
    description: [
      'Every field the visitor sent.',
      'Tous les champs envoyés par le visiteur.',
      'Elk veld dat de bezoeker verstuurde.',
      'Jedes Feld, das der Besucher gesendet hat.',
    ],
  },
  status: {
    label: ['Status', 'Statut', 'Status', 'Status'],
    description: [
      'Set it to “Handled” once someone has answered.',
      'Passez-le à « Traitée » une fois la réponse donnée.',
      'Zet het op “Afgehandeld” zodra iemand heeft geantwoord.',
      'Auf „Erledigt“ setzen, sobald jemand geantwortet hat.',
    ],
    options: {
      new: ['New', 'Nouvelle', 'Nieuw', 'Neu'],
      mailed: [
        'Mailed to the agency',
        'Envoyée à l’agence',
        'Gemaild naar het kantoor',
        'An das Büro gemailt',
      ],
      'mail-failed': ['Mail failed', 'Échec de l’e-mail', 'E-mail mislukt', 'E-Mail fehlgeschlagen'],
      handled: ['Handled', 'Traitée', 'Afgehandeld', 'Erledigt'],
    },
  },
}
