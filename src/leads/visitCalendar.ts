import 'server-only'

import { createEvent } from 'ics'

export type VisitEvent = {
  /** Unique and stable for the booking, so a calendar that imports it twice keeps one event. */
  uid: string
  startsAt: string
  endsAt: string
  title: string
  location: string | null
  description: string
  url: string
  organizer: { name: string; email: string | null }
}

/**
 * The visit as an iCalendar file (RFC 5545) for the confirmation mail, made with the `ics`
 * package: times in UTC (DTSTART:…Z), which every calendar shows in its own zone.
 */
export function visitCalendar(visit: VisitEvent): string {
  const { error, value } = createEvent({
    uid: visit.uid,
    start: Date.parse(visit.startsAt),
    end: Date.parse(visit.endsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: visit.title,
    description: visit.description,
    location: visit.location ?? undefined,
    url: visit.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    method: 'PUBLISH',
    productId: 'agency-site/visits',
    ...(visit.organizer.email
      ? { organizer: { name: visit.organizer.name, email: visit.organizer.email } }
      : {}),
  })
  if (error || !value)
    throw new Error(`The visit's calendar file could not be made: ${error?.message ?? 'empty'}`)
  return value
}
