import { describe, expect, it } from 'vitest'

import { openingHoursSpecification } from './openingHours'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
const spec = (dayOfWeek: string[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek,
  opens,
  closes,
})

describe('openingHoursSpecification: the site settings’ lines as schema.org hours', () => {
  it.each<[string, string[], ReturnType<typeof spec>[]]>([
    [
      'the demo agency in French',
      ['Lundi – vendredi : 9 h – 18 h', 'Samedi : sur rendez-vous', 'Dimanche : fermé'],
      [spec(WEEKDAYS, '09:00', '18:00')],
    ],
    [
      'in Dutch',
      ['Maandag – vrijdag: 9 – 18 uur', 'Zaterdag: op afspraak', 'Zondag: gesloten'],
      [spec(WEEKDAYS, '09:00', '18:00')],
    ],
    [
      'in English, with am and pm',
      ['Monday – Friday: 9 am – 6 pm', 'Saturday: by appointment', 'Sunday: closed'],
      [spec(WEEKDAYS, '09:00', '18:00')],
    ],
    [
      'in German',
      ['Montag – Freitag: 9 – 18 Uhr', 'Sonntag: geschlossen'],
      [spec(WEEKDAYS, '09:00', '18:00')],
    ],
    ['schema.org’s own short form', ['Mo-Fr 09:00-18:00'], [spec(WEEKDAYS, '09:00', '18:00')]],
    [
      'a lunch break gives two ranges',
      ['Lundi au vendredi : 9h30 - 12h, 14h - 18h30'],
      [spec(WEEKDAYS, '09:30', '12:00'), spec(WEEKDAYS, '14:00', '18:30')],
    ],
    [
      'a list of days, and a span round the week’s end',
      ['Mardi et jeudi : 10 h – 16 h', 'Sa–Mo 10:00–12:00'],
      [
        spec(['Tuesday', 'Thursday'], '10:00', '16:00'),
        spec(['Monday', 'Saturday', 'Sunday'], '10:00', '12:00'),
      ],
    ],
    ['a line that does not start with days is left out', ['Sur rendez-vous : 9 h – 18 h', '24/7'], []],
    ['hours that close before they open are left out', ['Monday: 18 – 9'], []],
    ['nothing given', [], []],
  ])('%s', (_case, lines, expected) => {
    expect(openingHoursSpecification(lines)).toEqual(expected)
  })
})
