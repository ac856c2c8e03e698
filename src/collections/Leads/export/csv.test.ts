import { describe, expect, it } from 'vitest'

import { brusselsDate, brusselsDateTime, csvCell, csvRow } from './csv'

describe('csvCell: RFC 4180 with `;`, and no cell a spreadsheet runs as a formula', () => {
  it.each<[string | number | null | undefined, string]>([
    ['plain', 'plain'],
    [48213, '48213'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['Éloïse Dupré', 'Éloïse Dupré'],
    // §2.6: separator, quote or line break → enclosed in quotes; §2.7: inner quotes doubled.
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['comma, no quotes', 'comma, no quotes'],
    // OWASP CSV injection: = + - @ tab CR at the start get a leading apostrophe.
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+32 2 123 45 67', "'+32 2 123 45 67"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['a=1', 'a=1'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it('joins a record with `;` and ends it with CRLF', () => {
    expect(csvRow(['a', 'b;c', null, 3])).toBe('a;"b;c";;3\r\n')
  })
})

describe('dates on the agency’s clock (Europe/Brussels)', () => {
  it.each<[string, string]>([
    // Winter time is UTC+1, summer time UTC+2.
    ['2026-01-15T09:05:00Z', '2026-01-15 10:05'],
    ['2026-07-01T22:30:00Z', '2026-07-02 00:30'],
    ['2026-12-31T23:00:00Z', '2027-01-01 00:00'],
    ['2026-03-29T00:59:00Z', '2026-03-29 01:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29 03:00'],
  ])('%s → %s', (input, expected) => {
    expect(brusselsDateTime(input)).toBe(expected)
  })

  it('names the day in Brussels', () => {
    expect(brusselsDate('2026-07-01T22:30:00Z')).toBe('2026-07-02')
  })
})
