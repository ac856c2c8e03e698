import { stripAccents } from '../text/stripAccents'

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type DayOfWeek = (typeof WEEK)[number]

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: DayOfWeek[]
  opens: string
  closes: string
}

// Day names and their usual abbreviations in the site's four languages (fr, nl, en, de), without
// accents; one list per day, Monday first.
// prettier-ignore
const DAY_NAMES: readonly (readonly string[])[] = [
  ['lundi', 'lun', 'maandag', 'ma', 'monday', 'mon', 'mo', 'montag'],
  ['mardi', 'mar', 'dinsdag', 'di', 'tuesday', 'tue', 'tu', 'dienstag'],
  ['mercredi', 'mer', 'woensdag', 'wo', 'wednesday', 'wed', 'we', 'mittwoch', 'mi'],
  ['jeudi', 'jeu', 'donderdag', 'do', 'thursday', 'thu', 'th', 'donnerstag'],
  ['vendredi', 'ven', 'vrijdag', 'vr', 'friday', 'fri', 'fr', 'freitag'],
  ['samedi', 'sam', 'zaterdag', 'za', 'saturday', 'sat', 'sa', 'samstag'],
  ['dimanche', 'dim', 'zondag', 'zo', 'sunday', 'sun', 'su', 'sonntag', 'so'],
]
const DAY_INDEX = new Map(DAY_NAMES.flatMap((names, index) => names.map((name) => [name, index] as const)))

// Words between two days: a span ('Monday to Friday') or a list ('Monday and Thursday').
const SPAN_WORDS = new Set(['-', '–', '—', 'a', 'au', 'tot', 't/m', 'tm', 'to', 'till', 'until', 'bis'])
const LIST_WORDS = new Set([',', '&', '/', '+', 'et', 'en', 'and', 'und'])

/** The days a line starts with ('Lundi – vendredi', 'Mo-Fr', 'Sat & Sun'), or null when it names something else. */
function daysOf(text: string): DayOfWeek[] | null {
  const tokens = stripAccents(text.toLowerCase())
    .replace(/([,&/+–—-])/g, ' $1 ')
    .split(/\s+/)
    .map((token) => token.replace(/\.$/, ''))
    .filter(Boolean)
  const days = new Set<number>()
  let spanFrom: number | null = null
  let previous: number | null = null
  for (const token of tokens) {
    const day = DAY_INDEX.get(token)
    if (day !== undefined) {
      if (spanFrom !== null) {
        // Inclusive, and round the week's end ('Saturday – Monday').
        for (let step = 0; step <= (day - spanFrom + 7) % 7; step += 1) days.add((spanFrom + step) % 7)
        spanFrom = null
      }
      days.add(day)
      previous = day
    } else if (SPAN_WORDS.has(token) && previous !== null) spanFrom = previous
    else if (!LIST_WORDS.has(token)) return null
  }
  if (days.size === 0 || spanFrom !== null) return null
  return [...days].sort((a, b) => a - b).map((index) => WEEK[index] as DayOfWeek)
}

// '9 h', '9h30', '09:00', '18 uur', '6 pm', '12.30': hours, optional minutes, optional marker.
const TIME = String.raw`(\d{1,2})(?:\s*[:h.]\s*(\d{2}))?\s*(h|uur|uhr|am|pm|a\.m\.|p\.m\.)?`
const RANGE = new RegExp(`${TIME}\\s*(?:[-–—]|a|à|tot|bis|to)\\s*${TIME}`, 'gi')

function clock(hours: string, minutes: string | undefined, marker: string | undefined): string | null {
  let hour = Number(hours)
  const mark = marker?.toLowerCase().replace(/\./g, '')
  if (mark === 'pm' && hour < 12) hour += 12
  if (mark === 'am' && hour === 12) hour = 0
  const minute = Number(minutes ?? '0')
  if (hour > 24 || minute > 59) return null
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/**
 * The agency's opening hours as schema.org OpeningHoursSpecification, read from the site settings'
 * free text (one line per day or group of days, in the visitor's language: 'Lundi – vendredi :
 * 9 h – 18 h', 'Monday – Friday: 9 am – 6 pm', 'Mo-Fr 09:00-18:00'). A line with no hours ('Samedi :
 * sur rendez-vous', 'Sunday: closed') or that does not start with days is left out: structured
 * data only states hours the agency keeps every week.
 */
export function openingHoursSpecification(lines: readonly string[]): OpeningHoursSpecification[] {
  return lines.flatMap((line) => {
    const start = line.search(/[:\d]/)
    if (start <= 0) return []
    const days = daysOf(line.slice(0, start))
    if (!days) return []
    return [...line.slice(start).matchAll(RANGE)].flatMap((match) => {
      const [, h1, m1, mark1, h2, m2, mark2] = match
      const opens = clock(h1 as string, m1, mark1)
      const closes = clock(h2 as string, m2, mark2)
      return opens && closes && opens < closes
        ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: days, opens, closes }]
        : []
    })
  })
}
