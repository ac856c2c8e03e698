import type { LabelTable } from '@/fields/labels'

/** What staff read on an outgoing e-mail, in the admin's four languages. */
export const mailLabels: LabelTable = {
  lead: ['Lead', 'Demande', 'Aanvraag', 'Anfrage'],
  kind: {
    label: ['Kind', 'Type', 'Soort', 'Art'],
    options: {
      'agency-notification': ['To the agency', 'À l’agence', 'Naar het kantoor', 'An das Büro'],
      'visitor-confirmation': [
        'Confirmation to the visitor',
        'Confirmation au visiteur',
        'Bevestiging aan de bezoeker',
        'Bestätigung an den Besucher',
      ],
      'newsletter-confirm': [
        'Newsletter confirmation',
        'Confirmation newsletter',
        'Bevestiging nieuwsbrief',
        'Newsletter-Bestätigung',
      ],
      documents: ['Documents', 'Documents', 'Documenten', 'Dokumente'],
      'send-to-friend': ['To a friend', 'À un ami', 'Naar een vriend', 'An einen Freund'],
      'password-reset': ['Password link', 'Lien de mot de passe', 'Wachtwoordlink', 'Passwort-Link'],
      'demand-confirm': [
        'Search demand confirmation',
        'Confirmation de recherche',
        'Bevestiging zoekopdracht',
        'Bestätigung Suchauftrag',
      ],
      'unsubscribe-confirm': ['Unsubscribe link', 'Lien de désinscription', 'Uitschrijflink', 'Abmeldelink'],
      'demand-alert': ['Search alert', 'Alerte de recherche', 'Zoekmelding', 'Suchbenachrichtigung'],
      'visit-confirmation': [
        'Visit confirmation',
        'Confirmation de visite',
        'Bevestiging bezoek',
        'Besichtigungsbestätigung',
      ],
    },
  },
  locale: ['Language', 'Langue', 'Taal', 'Sprache'],
  from: ['From', 'De', 'Van', 'Von'],
  to: ['To', 'À', 'Aan', 'An'],
  replyTo: ['Reply to', 'Répondre à', 'Antwoorden aan', 'Antwort an'],
  subject: ['Subject', 'Objet', 'Onderwerp', 'Betreff'],
  listUnsubscribe: [
    'One-click unsubscribe (List-Unsubscribe)',
    'Désinscription en un clic (List-Unsubscribe)',
    'Uitschrijven met één klik (List-Unsubscribe)',
    'Abmeldung mit einem Klick (List-Unsubscribe)',
  ],
  preview: [
    'As the recipient sees it',
    'Tel que le destinataire le voit',
    'Zoals de ontvanger ze ziet',
    'So sieht der Empfänger sie',
  ],
  text: [
    'Message (text version)',
    'Message (version texte)',
    'Bericht (tekstversie)',
    'Nachricht (Textfassung)',
  ],
  html: ['HTML', 'HTML', 'HTML', 'HTML'],
  attachments: ['Attachments', 'Pièces jointes', 'Bijlagen', 'Anhänge'],
  status: {
    label: ['Status', 'Statut', 'Status', 'Status'],
    options: {
      queued: ['Queued', 'En attente', 'In wachtrij', 'In Warteschlange'],
      sending: ['Sending', 'En cours d’envoi', 'Wordt verstuurd', 'Wird gesendet'],
      sent: ['Sent', 'Envoyé', 'Verstuurd', 'Gesendet'],
      failed: ['Failed', 'Échec', 'Mislukt', 'Fehlgeschlagen'],
    },
  },
  attempts: ['Attempts', 'Tentatives', 'Pogingen', 'Versuche'],
  lastError: ['Last error', 'Dernière erreur', 'Laatste fout', 'Letzter Fehler'],
  sentAt: ['Sent on', 'Envoyé le', 'Verstuurd op', 'Gesendet am'],
  via: {
    label: ['Sent through', 'Envoyé par', 'Verstuurd via', 'Gesendet über'],
    options: {
      smtp: ['Mail server', 'Serveur de messagerie', 'Mailserver', 'Mailserver'],
      file: [
        'Local outbox folder (no mail server set)',
        'Dossier local (aucun serveur configuré)',
        'Lokale map (geen mailserver ingesteld)',
        'Lokaler Ordner (kein Mailserver eingestellt)',
      ],
    },
  },
  messageId: ['Message ID', 'Identifiant du message', 'Bericht-ID', 'Nachrichten-ID'],
}
