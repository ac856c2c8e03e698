import type { LabelTable, Row } from '@/fields/labels'

/** The forms' names, also the CSV export's "form" column. */
export const formNames: Record<string, Row> = {
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
  'owner-message': [
    'Owner’s message',
    'Message d’un propriétaire',
    'Bericht van een eigenaar',
    'Nachricht eines Eigentümers',
  ],
  'purchase-offer': ['Purchase offer', 'Offre d’achat', 'Bod', 'Kaufangebot'],
  'rent-application': ['Rental application', 'Candidature locative', 'Huuraanvraag', 'Mietbewerbung'],
  'holiday-request': [
    'Holiday rental request',
    'Demande de location de vacances',
    'Aanvraag vakantieverhuur',
    'Ferienmiet-Anfrage',
  ],
}

export const statusNames: Record<string, Row> = {
  new: ['New', 'Nouvelle', 'Nieuw', 'Neu'],
  'in-progress': ['In progress', 'En cours', 'In behandeling', 'In Bearbeitung'],
  handled: ['Handled', 'Traitée', 'Afgehandeld', 'Erledigt'],
  spam: ['Spam', 'Spam', 'Spam', 'Spam'],
}

/** What staff read on a lead, in the admin's four languages. */
export const leadLabels: LabelTable = {
  form: { label: ['Form', 'Formulaire', 'Formulier', 'Formular'], options: formNames },
  locale: ['Visitor’s language', 'Langue du visiteur', 'Taal van de bezoeker', 'Sprache des Besuchers'],
  firstName: ['First name', 'Prénom', 'Voornaam', 'Vorname'],
  lastName: ['Last name', 'Nom', 'Achternaam', 'Nachname'],
  message: ['Message', 'Message', 'Bericht', 'Nachricht'],
  property: ['Property', 'Bien', 'Pand', 'Immobilie'],
  owner: ['Owner', 'Propriétaire', 'Eigenaar', 'Eigentümer'],
  data: {
    label: ['Everything sent', 'Données envoyées', 'Alle verzonden gegevens', 'Alle gesendeten Angaben'],
    description: [
      'Every field the visitor sent.',
      'Tous les champs envoyés par le visiteur.',
      'Elk veld dat de bezoeker verstuurde.',
      'Jedes Feld, das der Besucher gesendet hat.',
    ],
  },
  title: {
    label: ['Title', 'Civilité', 'Aanspreking', 'Anrede'],
    options: {
      mr: ['Mr', 'M.', 'Dhr.', 'Herr'],
      ms: ['Ms', 'Mme', 'Mevr.', 'Frau'],
      miss: ['Miss', 'Mlle', 'Juf.', 'Fräulein'],
    },
  },
  project: ['Project', 'Projet', 'Project', 'Projekt'],
  visitSlot: ['Visit slot', 'Créneau de visite', 'Bezoekmoment', 'Besichtigungstermin'],
  notes: {
    label: ['Notes', 'Notes', 'Notities', 'Notizen'],
    description: [
      'What was done or agreed, for colleagues. The visitor never sees it.',
      'Ce qui a été fait ou convenu, pour les collègues. Le visiteur ne le voit jamais.',
      'Wat gedaan of afgesproken is, voor collega’s. De bezoeker ziet dit nooit.',
      'Was getan oder vereinbart wurde, für Kollegen. Der Besucher sieht es nie.',
    ],
  },
  'notes.text': ['Note', 'Note', 'Notitie', 'Notiz'],
  'notes.author': ['By', 'Par', 'Door', 'Von'],
  'notes.at': ['On', 'Le', 'Op', 'Am'],
  mails: {
    label: ['E-mails', 'E-mails', 'E-mails', 'E-Mails'],
    description: [
      'The messages this lead sent: to the agency and to the visitor. A failed one is retried by itself.',
      'Les messages envoyés pour cette demande : à l’agence et au visiteur. Un envoi échoué est réessayé automatiquement.',
      'De berichten voor deze aanvraag: naar het kantoor en naar de bezoeker. Een mislukte verzending wordt vanzelf opnieuw geprobeerd.',
      'Die Nachrichten zu dieser Anfrage: an das Büro und an den Besucher. Ein fehlgeschlagener Versand wird selbst wiederholt.',
    ],
  },
  assignee: ['Assigned to', 'Attribuée à', 'Toegewezen aan', 'Zugewiesen an'],
  review: {
    label: ['To check', 'À vérifier', 'Na te kijken', 'Zu prüfen'],
    description: [
      'Sent without the automatic spam check (no JavaScript, or an old page): make sure a person wrote it. No e-mail was sent for it.',
      'Envoyée sans le contrôle anti-spam automatique (sans JavaScript, ou page ancienne) : vérifiez qu’une personne l’a écrite. Aucun e-mail n’a été envoyé.',
      'Verstuurd zonder de automatische spamcontrole (zonder JavaScript, of een oude pagina): ga na of een persoon ze schreef. Er werd geen e-mail verstuurd.',
      'Ohne die automatische Spamprüfung gesendet (ohne JavaScript oder alte Seite): prüfen Sie, ob ein Mensch sie geschrieben hat. Es wurde keine E-Mail gesendet.',
    ],
  },
  source: ['Where it came from', 'Provenance', 'Herkomst', 'Herkunft'],
  'source.page': [
    'Page of the form',
    'Page du formulaire',
    'Pagina van het formulier',
    'Seite des Formulars',
  ],
  'source.landingPage': [
    'First page of the visit',
    'Première page de la visite',
    'Eerste pagina van het bezoek',
    'Erste Seite des Besuchs',
  ],
  'source.referrer': ['Came from', 'Venu de', 'Kwam van', 'Kam von'],
  'source.utmSource': ['Campaign source', 'Source de campagne', 'Campagnebron', 'Kampagnenquelle'],
  'source.utmMedium': ['Campaign medium', 'Support de campagne', 'Campagnemedium', 'Kampagnenmedium'],
  'source.utmCampaign': ['Campaign', 'Campagne', 'Campagne', 'Kampagne'],
  'source.utmTerm': ['Campaign term', 'Terme de campagne', 'Campagneterm', 'Kampagnenbegriff'],
  'source.utmContent': ['Campaign content', 'Contenu de campagne', 'Campagne-inhoud', 'Kampagneninhalt'],
  'source.gclid': ['Google Ads click', 'Clic Google Ads', 'Google Ads-klik', 'Google-Ads-Klick'],
  'source.fbclid': ['Facebook click', 'Clic Facebook', 'Facebook-klik', 'Facebook-Klick'],
  newsletterWithdrawnAt: [
    'Unsubscribed from the newsletter on',
    'Désinscrit de la newsletter le',
    'Uitgeschreven voor de nieuwsbrief op',
    'Vom Newsletter abgemeldet am',
  ],
  anonymisedAt: ['Anonymised on', 'Anonymisée le', 'Geanonimiseerd op', 'Anonymisiert am'],
  status: {
    label: ['Status', 'Statut', 'Status', 'Status'],
    description: [
      'Set it to “Handled” once someone has answered.',
      'Passez-le à « Traitée » une fois la réponse donnée.',
      'Zet het op “Afgehandeld” zodra iemand heeft geantwoord.',
      'Auf „Erledigt“ setzen, sobald jemand geantwortet hat.',
    ],
    options: statusNames,
  },
}
