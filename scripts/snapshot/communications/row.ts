import type { CommunicationStatus, CommunicationType } from '../owners'

// Each owner's history with the agency, written in the owner's language:
// [date, type, status, property ID or null, contact, subject, comment].

export type CommunicationRow = readonly [
  string,
  CommunicationType,
  CommunicationStatus,
  number | null,
  string,
  string,
  string,
]
