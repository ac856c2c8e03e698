import type { InAllLocales } from './types'

// The agency's opening hours, one line per group of days (as the site-settings field asks), in
// every UI language since the contact page and footer show them to German visitors too.
export const openingHours: InAllLocales<string> = {
  fr: 'Lundi – vendredi : 9 h – 18 h\nSamedi : sur rendez-vous\nDimanche : fermé',
  nl: 'Maandag – vrijdag: 9 – 18 uur\nZaterdag: op afspraak\nZondag: gesloten',
  en: 'Monday – Friday: 9 am – 6 pm\nSaturday: by appointment\nSunday: closed',
  de: 'Montag – Freitag: 9 – 18 Uhr\nSamstag: nach Vereinbarung\nSonntag: geschlossen',
}
