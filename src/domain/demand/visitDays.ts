import { brusselsClock, brusselsOffset } from '../format/calendarDay'
import { canBook, slotState, type VisitSlot } from './slots'

// Visit slots as a visitor picks them (issue 18): on the agency's clock (Europe/Brussels), one
// group per day, in time order; a full slot is shown as full, a cancelled or past one not at all.

const ZONE = 'Europe/Brussels'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant (ISO, UTC) of a Belgian wall-clock time as the CRM writes it ('2026-12-08T12:15:00',
 * no zone). In the hour that does not exist when clocks go forward, the time after the jump; in
 * the hour that happens twice when they go back, the first one. Null for anything else.
 */
export function brusselsInstant(local: string): string | null {
  const m = LOCAL.exec(local)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[]
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  const check = new Date(wall)
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute)
    return null
  // The offset an hour before and after: they differ only around a change of the clocks.
  const before = brusselsOffset(wall - 3 * 3_600_000)
  const after = brusselsOffset(wall + 3 * 3_600_000)
  const early = wall - before * 60_000
  const late = wall - after * 60_000
  // Neither reading holds in the hour the clocks skip: the earlier offset lands after the jump.
  const instant = brusselsOffset(early) === before || brusselsOffset(late) !== after ? early : late
  return new Date(instant).toISOString()
}

export type BookableSlot = VisitSlot & { id: number; endsAt: string }

export type SlotChoice = { id: number; start: string; end: string; full: boolean }
export type SlotDay = { day: string; slots: SlotChoice[] }

/**
 * The slots a visitor may be offered, grouped by Brussels day in time order: open ones to pick,
 * full ones shown as full; cancelled ones and those that have begun are left out.
 */
export function slotDays(slots: readonly BookableSlot[], now: Date): SlotDay[] {
  const shown = slots
    .filter((slot) => {
      const state = slotState(slot)
      if (state === 'cancelled') return false
      if (state === 'full') return Date.parse(slot.startsAt) > now.getTime()
      return canBook(slot, now)
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
  const days: SlotDay[] = []
  for (const slot of shown) {
    const start = brusselsClock(slot.startsAt)
    const choice: SlotChoice = {
      id: slot.id,
      start: start.time,
      end: brusselsClock(slot.endsAt).time,
      full: slotState(slot) === 'full',
    }
    const last = days.at(-1)
    if (last?.day === start.day) last.slots.push(choice)
    else days.push({ day: start.day, slots: [choice] })
  }
  return days
}

// The site's languages as Intl writes them in Belgium (English as in Britain).
const intlLocales: Record<string, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-BE' }
const intl = (locale: string) => intlLocales[locale] ?? locale

/** A slot's day as a heading in the visitor's language: "mardi 8 décembre". */
export function dayLabel(day: string, locale: string): string {
  // Noon UTC is the same calendar day in Brussels, whatever the season.
  return new Intl.DateTimeFormat(intl(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: ZONE,
  }).format(new Date(`${day}T12:00:00Z`))
}

/** When a visit takes place, in a mail or a calendar: "mardi 8 décembre 2026, 12:15 – 12:45". */
export function visitWhen(startsAt: string, endsAt: string, locale: string): string {
  return new Intl.DateTimeFormat(intl(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).formatRange(new Date(startsAt), new Date(endsAt))
}
