import type { CollectionConfig } from 'payload'

import { type Row, tr, type Translated } from '@/fields/labels'

type CrmEntity = { singular: Row; plural: Row; description: Row }

/**
 * Names and notes of the collections the CRM import fills. Staff cannot create, change or delete
 * these records here (their access says `nobody`); each note says so and where to change them.
 */
const entities = {
  properties: {
    singular: ['Property', 'Bien', 'Pand', 'Immobilie'],
    plural: ['Properties', 'Biens', 'Panden', 'Immobilien'],
    description: [
      'Listings as the CRM publishes them. Change a listing in the CRM: the next import brings the change here. Read-only here.',
      'Les biens tels que le CRM les publie. Modifiez un bien dans le CRM : le prochain import apporte la modification ici. Lecture seule ici.',
      'Panden zoals het CRM ze publiceert. Wijzig een pand in het CRM: de volgende import brengt de wijziging hierheen. Hier alleen-lezen.',
      'Immobilien, wie das CRM sie veröffentlicht. Ändern Sie eine Immobilie im CRM: Der nächste Import übernimmt die Änderung. Hier schreibgeschützt.',
    ],
  },
  'property-types': {
    singular: ['Property type', 'Type de bien', 'Type pand', 'Immobilientyp'],
    plural: ['Property types', 'Types de biens', 'Types panden', 'Immobilientypen'],
    description: [
      'The CRM’s property types with their number of active listings. Change them in the CRM. Read-only here.',
      'Les types de biens du CRM et leur nombre de biens actifs. Modifiez-les dans le CRM. Lecture seule ici.',
      'De pandtypes van het CRM met hun aantal actieve panden. Wijzig ze in het CRM. Hier alleen-lezen.',
      'Die Immobilientypen des CRM mit der Zahl aktiver Angebote. Ändern Sie sie im CRM. Hier schreibgeschützt.',
    ],
  },
  cities: {
    singular: ['City', 'Commune', 'Gemeente', 'Ort'],
    plural: ['Cities', 'Communes', 'Gemeenten', 'Orte'],
    description: [
      'Towns that have listings, with their counts, taken from the CRM’s listings by the import. Read-only here.',
      'Les communes qui ont des biens, avec leurs nombres, tirées des biens du CRM par l’import. Lecture seule ici.',
      'Gemeenten met panden, met hun aantallen, door de import uit de panden van het CRM gehaald. Hier alleen-lezen.',
      'Orte mit Angeboten und deren Anzahl, vom Import aus den Angeboten des CRM ermittelt. Hier schreibgeschützt.',
    ],
  },
  projects: {
    singular: ['Project', 'Projet', 'Project', 'Projekt'],
    plural: ['Projects', 'Projets', 'Projecten', 'Projekte'],
    description: [
      'New-build projects as the CRM publishes them. Change them in the CRM. Read-only here.',
      'Les projets neufs tels que le CRM les publie. Modifiez-les dans le CRM. Lecture seule ici.',
      'Nieuwbouwprojecten zoals het CRM ze publiceert. Wijzig ze in het CRM. Hier alleen-lezen.',
      'Neubauprojekte, wie das CRM sie veröffentlicht. Ändern Sie sie im CRM. Hier schreibgeschützt.',
    ],
  },
  'tree-nodes': {
    singular: ['Tree node', 'Nœud de l’arborescence', 'Knoop van de boom', 'Baumknoten'],
    plural: [
      'Region and type tree',
      'Arborescence régions et types',
      'Boom van regio’s en types',
      'Baum der Regionen und Typen',
    ],
    description: [
      'The CRM’s tree of regions and types. Change it in the CRM. Read-only here.',
      'L’arborescence des régions et des types du CRM. Modifiez-la dans le CRM. Lecture seule ici.',
      'De boom van regio’s en types van het CRM. Wijzig hem in het CRM. Hier alleen-lezen.',
      'Der Baum der Regionen und Typen aus dem CRM. Ändern Sie ihn im CRM. Hier schreibgeschützt.',
    ],
  },
  'property-statistics': {
    singular: [
      'Owners’ statistics',
      'Statistiques propriétaire',
      'Statistieken eigenaar',
      'Eigentümerstatistik',
    ],
    plural: [
      'Owners’ statistics',
      'Statistiques propriétaires',
      'Statistieken eigenaars',
      'Eigentümerstatistiken',
    ],
    description: [
      'Visit figures per property from the CRM, shown to owners in their portal. Read-only here.',
      'Les chiffres de visites par bien venant du CRM, montrés aux propriétaires dans leur portail. Lecture seule ici.',
      'Bezoekcijfers per pand uit het CRM, getoond aan eigenaars in hun portaal. Hier alleen-lezen.',
      'Besuchszahlen je Immobilie aus dem CRM, den Eigentümern in ihrem Portal gezeigt. Hier schreibgeschützt.',
    ],
  },
  communications: {
    singular: ['Communication', 'Communication', 'Communicatie', 'Kommunikation'],
    plural: ['Communications', 'Communications', 'Communicatie', 'Kommunikation'],
    description: [
      'The CRM’s history with each owner (visits, calls, offers), shown in the owner portal. Change it in the CRM. Read-only here.',
      'L’historique du CRM avec chaque propriétaire (visites, appels, offres), montré dans le portail. Modifiez-le dans le CRM. Lecture seule ici.',
      'De geschiedenis van het CRM met elke eigenaar (bezoeken, oproepen, biedingen), getoond in het portaal. Wijzig ze in het CRM. Hier alleen-lezen.',
      'Der Verlauf des CRM mit jedem Eigentümer (Besichtigungen, Anrufe, Angebote), im Portal gezeigt. Ändern Sie ihn im CRM. Hier schreibgeschützt.',
    ],
  },
  'visit-slots': {
    singular: ['Visit slot', 'Créneau de visite', 'Bezoekmoment', 'Besichtigungstermin'],
    plural: ['Visit slots', 'Créneaux de visite', 'Bezoekmomenten', 'Besichtigungstermine'],
    description: [
      'Visit slots the CRM opens on listings; visitors book them on the listing’s page. Times, capacity and status come from the CRM; “Booked” counts the site’s bookings, whose leads are listed in each slot.',
      'Les créneaux de visite que le CRM ouvre sur les biens ; les visiteurs les réservent sur la page du bien. Heures, capacité et statut viennent du CRM ; « Réservés » compte les réservations du site, dont les demandes sont listées dans chaque créneau.',
      'Bezoekmomenten die het CRM op panden opent; bezoekers boeken ze op de pagina van het pand. Uren, capaciteit en status komen uit het CRM; “Geboekt” telt de boekingen via de site, waarvan de aanvragen in elk moment staan.',
      'Besichtigungstermine, die das CRM für Immobilien öffnet; Besucher buchen sie auf der Seite der Immobilie. Zeiten, Kapazität und Status kommen aus dem CRM; „Gebucht“ zählt die Buchungen der Website, deren Anfragen bei jedem Termin stehen.',
    ],
  },
} satisfies Record<string, CrmEntity>

export type CrmSlug = keyof typeof entities

/** A CRM-fed collection's name in the admin's four languages. */
export function crmLabels(slug: CrmSlug): NonNullable<CollectionConfig['labels']> {
  const { singular, plural } = entities[slug] as CrmEntity
  return { singular: tr(...singular), plural: tr(...plural) }
}

/** The note above a CRM-fed collection's list: where its records come from and where to change them. */
export const crmNote = (slug: CrmSlug): Translated => tr(...(entities[slug] as CrmEntity).description)
