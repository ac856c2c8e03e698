import type { LabelTable } from '@/fields/labels'

/** What staff read on a search demand, in the admin's four languages. */
export const demandLabels: LabelTable = {
  title: {
    label: ['Title', 'Titre', 'Aanspreking', 'Anrede'],
    options: {
      mr: ['Mr', 'M.', 'Dhr.', 'Herr'],
      ms: ['Ms', 'Mme', 'Mevr.', 'Frau'],
      miss: ['Miss', 'Mlle', 'Juffr.', 'Fräulein'],
    },
  },
  firstName: ['First name', 'Prénom', 'Voornaam', 'Vorname'],
  lastName: ['Last name', 'Nom', 'Achternaam', 'Nachname'],
  locale: ['Visitor’s language', 'Langue du visiteur', 'Taal van de bezoeker', 'Sprache des Besuchers'],
  goal: {
    label: ['Looking to', 'Recherche pour', 'Zoekt om te', 'Sucht zum'],
    options: { buy: ['Buy', 'Acheter', 'Kopen', 'Kaufen'], rent: ['Rent', 'Louer', 'Huren', 'Mieten'] },
  },
  webIds: {
    label: [
      'Property types (web ids)',
      'Types de bien (web ids)',
      'Soorten pand (web-ids)',
      'Objektarten (Web-IDs)',
    ],
    description: [
      'The CRM’s web type ids the person chose.',
      'Les identifiants web du CRM choisis par la personne.',
      'De web-type-ids van het CRM die de persoon koos.',
      'Die Web-Typ-IDs des CRM, die die Person gewählt hat.',
    ],
  },
  zones: {
    label: ['Zones', 'Zones', 'Zones', 'Gebiete'],
    description: [
      'region:BE-BRU, province:BE-VAN or zip:1000.',
      'region:BE-BRU, province:BE-VAN ou zip:1000.',
      'region:BE-BRU, province:BE-VAN of zip:1000.',
      'region:BE-BRU, province:BE-VAN oder zip:1000.',
    ],
  },
  minPrice: ['Minimum price (€)', 'Prix minimum (€)', 'Minimumprijs (€)', 'Mindestpreis (€)'],
  maxPrice: ['Maximum price (€)', 'Prix maximum (€)', 'Maximumprijs (€)', 'Höchstpreis (€)'],
  minBedrooms: ['Minimum bedrooms', 'Chambres minimum', 'Minimum slaapkamers', 'Mindestens Schlafzimmer'],
  maxBedrooms: ['Maximum bedrooms', 'Chambres maximum', 'Maximum slaapkamers', 'Höchstens Schlafzimmer'],
  minGarages: ['Minimum garages', 'Garages minimum', 'Minimum garages', 'Mindestens Garagen'],
  minParkings: ['Minimum parkings', 'Parkings minimum', 'Minimum parkeerplaatsen', 'Mindestens Stellplätze'],
  minBathrooms: ['Minimum bathrooms', 'Salles de bain minimum', 'Minimum badkamers', 'Mindestens Badezimmer'],
  status: {
    label: ['Status', 'Statut', 'Status', 'Status'],
    options: {
      pending: [
        'Waiting for confirmation',
        'En attente de confirmation',
        'Wacht op bevestiging',
        'Wartet auf Bestätigung',
      ],
      confirmed: ['Confirmed', 'Confirmée', 'Bevestigd', 'Bestätigt'],
      unsubscribed: [
        'Deleted by the person',
        'Supprimée par la personne',
        'Verwijderd door de persoon',
        'Von der Person gelöscht',
      ],
    },
  },
  confirmedAt: ['Confirmed on', 'Confirmée le', 'Bevestigd op', 'Bestätigt am'],
  lastAlertAt: [
    'Last alert sent on',
    'Dernière alerte le',
    'Laatste melding op',
    'Letzte Benachrichtigung am',
  ],
  lead: ['Lead', 'Demande', 'Aanvraag', 'Anfrage'],
}
