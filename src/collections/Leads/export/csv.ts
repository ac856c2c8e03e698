/**
 * CSV as Belgian Excel opens it: UTF-8 announced by a byte-order mark (without it Excel reads the
 * file as Windows-1252 and "é" turns into "Ã©"), `;` between fields (the list separator of the
 * Belgian locales, where `,` is the decimal comma), CRLF between records.
 */
export const BOM = '\uFEFF'
export const SEPARATOR = ';'
export const NEWLINE = '\r\n'

// OWASP "CSV Injection": a cell starting with one of these is read by a spreadsheet as a formula
// (=HYPERLINK(…), +cmd|…, @SUM…), or, for tab and CR, lets one through after trimming. A leading
// apostrophe makes it text. Visitors type these fields, so every cell is treated as hostile.
const FORMULA_START = /^[=+\-@\t\r]/

// RFC 4180 §2.6: a field containing the separator, a quote or a line break is enclosed in quotes.
const NEEDS_QUOTES = /[;"\r\n]/

/** One cell: formula-neutralised, then quoted with inner quotes doubled (RFC 4180 §2.7) if needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, ended by CRLF. */
export const csvRow = (values: readonly (string | number | null | undefined)[]): string =>
  values.map(csvCell).join(SEPARATOR) + NEWLINE

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function partsOf(date: Date): Record<string, string> {
  return Object.fromEntries(brusselsParts.formatToParts(date).map((part) => [part.type, part.value]))
}

/** `yyyy-mm-dd hh:mm` on the agency's clock (Europe/Brussels), whatever the server's zone is. */
export function brusselsDateTime(value: string | Date): string {
  const { year, month, day, hour, minute } = partsOf(new Date(value))
  return `${year}-${month}-${day} ${hour}:${minute}`
}

/** `yyyy-mm-dd` on the agency's clock, for file names. */
export function brusselsDate(value: string | Date): string {
  const { year, month, day } = partsOf(new Date(value))
  return `${year}-${month}-${day}`
}
