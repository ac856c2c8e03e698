import type { LabelTable } from '@/fields/labels'

/** What staff read on a push to the CRM, in the admin's four languages (en, fr, nl, de). */
export const crmPushLabels: LabelTable = {
  kind: {
    label: ['Kind', 'Type', 'Soort', 'Art'],
    options: {
      lead: [
        'Lead on a listing or the agency',
        'Demande (bien ou agence)',
        'Aanvraag (pand of kantoor)',
        'Anfrage (Objekt oder Büro)',
      ],
      'project-lead': [
        'Lead on a project',
        'Demande sur un projet',
        'Aanvraag over een project',
        'Anfrage zu einem Projekt',
      ],
      demand: ['Search demand', 'Recherche', 'Zoekopdracht', 'Suchauftrag'],
      unsubscribe: ['Unsubscribe', 'Désinscription', 'Uitschrijving', 'Abmeldung'],
      'visit-booking': ['Visit booking', 'Réservation de visite', 'Bezoekreservatie', 'Besichtigungstermin'],
      newsletter: [
        'Newsletter sign-up',
        'Inscription newsletter',
        'Inschrijving nieuwsbrief',
        'Newsletter-Anmeldung',
      ],
    },
  },
  status: {
    label: ['Status', 'Statut', 'Status', 'Status'],
    options: {
      queued: ['Queued', 'En attente', 'In wachtrij', 'In Warteschlange'],
      sending: ['Sending', 'En cours d’envoi', 'Wordt verstuurd', 'Wird gesendet'],
      sent: ['Sent', 'Envoyé', 'Verstuurd', 'Gesendet'],
      failed: ['Failed', 'Échec', 'Mislukt', 'Fehlgeschlagen'],
      'not-sent': [
        'Not sent: no CRM configured',
        'Non envoyé : aucun CRM configuré',
        'Niet verstuurd: geen CRM ingesteld',
        'Nicht gesendet: kein CRM eingerichtet',
      ],
    },
  },
  lead: ['Lead', 'Demande', 'Aanvraag', 'Anfrage'],
  demand: ['Search demand', 'Recherche', 'Zoekopdracht', 'Suchauftrag'],
  calls: ['Calls to the CRM', 'Appels au CRM', 'Oproepen naar het CRM', 'Aufrufe an das CRM'],
  step: ['Calls done', 'Appels faits', 'Gedane oproepen', 'Erledigte Aufrufe'],
  personId: ['CRM person id', 'Id personne CRM', 'CRM-persoons-id', 'CRM-Personen-ID'],
  answer: ['CRM answer', 'Réponse du CRM', 'Antwoord van het CRM', 'Antwort des CRM'],
  attempts: ['Attempts', 'Tentatives', 'Pogingen', 'Versuche'],
  lastError: ['Last error', 'Dernière erreur', 'Laatste fout', 'Letzter Fehler'],
  sentAt: ['Sent at', 'Envoyé le', 'Verstuurd op', 'Gesendet am'],
  nextAttemptAt: ['Next attempt', 'Prochaine tentative', 'Volgende poging', 'Nächster Versuch'],
}
