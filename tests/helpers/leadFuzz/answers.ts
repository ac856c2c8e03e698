/** Valid answers to each form: the base every generated case changes one thing of. */
import type { FieldValue } from '../leadClient'
import { type FieldSpec, type FormName, SPECS } from './forms'
import type { Random } from './random'

const FIRST = [
  'Jan',
  'Marie',
  'Élodie',
  'Pieter-Jan',
  'Zoë',
  'Ahmed',
  'Sofía',
  'Łukasz',
  'Anne-Sophie',
  'Noah',
]
const LAST = ['Peeters', 'Dubois', 'Van den Broeck', "D'Hondt", 'Janssens', 'Müller', 'El Amrani', 'Lambert']
const PHONES = [
  '0470 12 34 56',
  '+32 470 12 34 56',
  '02/123.45.67',
  '(02) 123 45 67',
  '+32-2-123-45-67',
  '0032471123456',
]
const AMOUNTS = ['350000', '350 000', '350.000', '€ 1.250.000,50', '1200', '985,5', '1 450']
const WORDS = [
  'maison',
  'jardin',
  'visite',
  'prix',
  'appartement',
  'terrasse',
  "l'offre",
  'ça',
  '€',
  'ok?',
  '😀',
  'bien',
]

function sentence(r: Random, words: number): string {
  return Array.from({ length: words }, () => r.pick(WORDS)).join(' ')
}

function isoDate(r: Random): string {
  const d = new Date(Date.UTC(2026, 0, 1) + r.int(0, 900) * 86_400_000)
  return d.toISOString().slice(0, 10)
}

/** A valid value for a field, the marker in the form's marker field. */
function validValue(
  form: FormName,
  name: string,
  spec: FieldSpec,
  r: Random,
  marker: string,
  email: string,
): string {
  if (name === SPECS[form].marker)
    return `${marker} ${spec.max && spec.max < 60 ? '' : sentence(r, 3)}`.trim()
  switch (spec.kind) {
    case 'choice':
      return r.pick(['mr', 'ms', 'miss'])
    case 'email':
      return name === 'email' ? email : email.replace('@', '.friend@')
    case 'phone':
      return r.pick(PHONES)
    case 'amount':
      return r.pick(AMOUNTS)
    case 'count':
      return String(r.int(1, 30))
    case 'date':
      return r.chance(0.5) ? isoDate(r) : ''
    case 'url':
      return r.pick(['', 'www.example.be', 'https://agence.example.be/a?b=c', 'http://x.be'])
    case 'id':
      return '' // the page's hidden field
    default:
      break
  }
  if (name === 'zip') return r.pick(['1000', '9000', '4000', '8400', 'B-1050'])
  if (name === 'houseNumber') return r.pick(['', '12', '12A', '3 bte 2'])
  if (name === 'unit') return r.pick(['', 'A1.2', 'Lot 7'])
  if (/firstName|^name$/i.test(name)) return r.pick(FIRST)
  if (/lastName/i.test(name)) return r.pick(LAST)
  if (spec.required) return sentence(r, r.int(1, 4))
  return r.chance(0.5) ? sentence(r, r.int(1, 8)) : ''
}

/** The visitor's answers to a form, all valid. */
export function validAnswers(
  form: FormName,
  r: Random,
  marker: string,
  email: string,
): Record<string, FieldValue | FieldValue[]> {
  const spec = SPECS[form]
  const values: Record<string, FieldValue | FieldValue[]> = {}
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind === 'id') continue
    values[name] = validValue(form, name, field, r, marker, email)
  }
  if (spec.preferences) {
    values.contactSlots = ['morning', 'afternoon', 'evening'].filter(() => r.chance(0.4))
    values.contactDevice = r.pick(['', 'phone', 'email'])
    if (r.chance(0.5)) values.newsletter = 'on'
  }
  if (form === 'document-request' && r.chance(0.5)) values.newsletter = 'on'
  return values
}
