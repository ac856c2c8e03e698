// Spec §9: "Date format day-month-year without zero padding" (2024-03-05 → '5-3-2024').
// The agency is in Belgium, so an instant is shown as the calendar day in Brussels.
const BRUSSELS_DAY = new Intl.DateTimeFormat('nl-BE', {
  timeZone: 'Europe/Brussels',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
})

// A date or date-time without an offset ('2024-03-05', '2024-03-05T00:00:00' as the CRM writes
// them) is already a Belgian calendar day: it is read as written, never shifted by time zone.
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/

function fromParts(year: number, month: number, day: number): string | null {
  const check = new Date(Date.UTC(year, month - 1, day))
  const valid =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
  return valid ? `${day}-${month}-${year}` : null
}

export function formatDate(input: Date | string | null | undefined): string | null {
  if (input === null || input === undefined) return null
  if (typeof input === 'string') {
    const local = LOCAL_DATE.exec(input.trim())
    if (local) return fromParts(Number(local[1]), Number(local[2]), Number(local[3]))
  }
  const date = typeof input === 'string' ? new Date(input.trim()) : input
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null
  const parts = BRUSSELS_DAY.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return `${part('day')}-${part('month')}-${part('year')}`
}
