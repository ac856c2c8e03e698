import { tr, type Lang, type Tr } from './lang'

// The three owners with a login, their listings, and the dates their statistics count from.

export interface OwnerDef {
  id: number
  title: 'Mr' | 'Ms'
  firstName: string
  lastName: string
  email: string
  phone: string
  language: Lang
  properties: readonly { id: number; launch: string }[]
}

export const owners: readonly OwnerDef[] = [
  {
    id: 20417,
    title: 'Ms',
    firstName: 'Isabelle',
    lastName: 'Dumont',
    email: 'isabelle.dumont@example.org',
    phone: '0475612893',
    language: 'fr',
    properties: [
      { id: 49012, launch: '2026-09-01' },
      { id: 49146, launch: '2026-08-31' },
      { id: 49240, launch: '2026-09-24' },
    ],
  },
  {
    id: 20533,
    title: 'Mr',
    firstName: 'Pieter',
    lastName: 'Vermeulen',
    email: 'pieter.vermeulen@example.net',
    phone: '0496238417',
    language: 'nl',
    properties: [
      // 102 has been online for years; its spike is the autumn-holiday relaunch.
      { id: 102, launch: '2026-10-02' },
      { id: 48650, launch: '2026-09-02' },
      { id: 49301, launch: '2026-11-08' },
      { id: 49356, launch: '2026-10-20' },
    ],
  },
  {
    id: 21102,
    title: 'Mr',
    firstName: 'James',
    lastName: 'Whitfield',
    email: 'james.whitfield@example.com',
    phone: '0478905162',
    language: 'en',
    properties: [
      { id: 49219, launch: '2026-09-10' },
      { id: 48877, launch: '2026-08-27' },
    ],
  },
]

export type CommunicationType = 'visit' | 'phone' | 'email' | 'offer' | 'report' | 'meeting' | 'letter'
export type CommunicationStatus = 'done' | 'planned' | 'cancelled' | 'awaiting-reply'

export const communicationTypes: Record<CommunicationType, Tr> = {
  visit: tr('Visite', 'Bezoek', 'Visit'),
  phone: tr('Appel téléphonique', 'Telefoongesprek', 'Phone call'),
  email: tr('E-mail', 'E-mail', 'Email'),
  offer: tr('Offre', 'Bod', 'Offer'),
  report: tr('Rapport', 'Rapport', 'Report'),
  meeting: tr('Rendez-vous', 'Afspraak', 'Meeting'),
  letter: tr('Courrier', 'Brief', 'Letter'),
}

export const communicationStatuses: Record<CommunicationStatus, Tr> = {
  done: tr('Terminé', 'Afgehandeld', 'Done'),
  planned: tr('Planifié', 'Gepland', 'Planned'),
  cancelled: tr('Annulé', 'Geannuleerd', 'Cancelled'),
  'awaiting-reply': tr('En attente de réponse', 'Wacht op antwoord', 'Awaiting reply'),
}
