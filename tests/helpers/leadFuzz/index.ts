/**
 * Generated submissions of the visitor forms, good and bad, for the leads system test (issue 15).
 *
 * Every case is built from a valid submission of one form and at most one change whose effect is
 * known from the spec (src/domain/forms/schemas.ts, src/domain/antispam/judge.ts): a missing or
 * overlong field, a broken e-mail… must be refused; a forged token, a filled honeypot, an unknown
 * locale or extra fields must still be stored (for review, as spam, in the default language, without
 * the extras). The expectation is written next to the change, not computed by the site's code.
 *
 * Deterministic: case `index` of seed `seed` is always the same (its own PRNG stream), so a failing
 * case can be replayed alone.
 */
import type { Fields, FieldValue, PageForm } from '../leadClient'
import { fill } from '../leadClient'
import { validAnswers } from './answers'
import { badAnswerMakers } from './badAnswers'
import type { CaseContext, Expect, FuzzCase, Maker } from './case'
import { craftedMakers } from './crafted'
import { FORMS, type Kind, SPECS } from './forms'
import { caseRandom } from './random'
import { storedMakers } from './stored'

export type { FuzzCase } from './case'
export { FORMS } from './forms'

/**
 * Case `index` of `seed`: `validShare` of the cases are plain valid submissions, the rest change
 * one thing. `huge` allows bodies of several MB (still under the 6 MB limit of next.config.ts).
 */
export function makeCase(seed: number, index: number, { validShare = 0.03, huge = true } = {}): FuzzCase {
  const r = caseRandom(seed, index)
  const form = r.pick(FORMS)
  const spec = SPECS[form]
  const marker = `zq${seed.toString(36)}x${index}q`
  const email = `fz.${seed.toString(36)}.${index}@example.be`
  const answers = validAnswers(form, r, marker, email)
  const base = (page: PageForm, change: Record<string, FieldValue | FieldValue[] | undefined> = {}) =>
    fill(page, { ...answers, ...change })
  const made = (
    label: string,
    expect: Expect,
    fields: (page: PageForm) => Fields,
    extra: Partial<FuzzCase> = {},
  ): FuzzCase => ({
    index,
    form,
    // Stored submissions cost a page render with JavaScript (the thank-you page's Flight, forwarded
    // by Next); without, a 303. Refusals are the other way round.
    transport: expect === 'stored' ? (r.chance(0.1) ? 'js' : 'nojs') : r.chance(0.94) ? 'js' : 'nojs',
    label,
    expect,
    marker,
    fields,
    ...extra,
  })

  if (r.chance(validShare)) return made('valid', 'stored', (page) => base(page))

  const names = Object.keys(spec.fields)
  const required = names.filter((n) => spec.fields[n]!.required && spec.fields[n]!.kind !== 'id')
  const limited = names.filter((n) => spec.fields[n]!.max !== undefined)
  const free = names.filter((n) => spec.fields[n]!.kind === 'text' && n !== spec.marker)
  const ofKind = (kind: Kind) => names.filter((n) => spec.fields[n]!.kind === kind)
  const pickOr = (items: string[]) => (items.length > 0 ? r.pick(items) : null)

  const context: CaseContext = {
    r,
    index,
    form,
    spec,
    marker,
    email,
    huge,
    answers,
    base,
    made,
    names,
    required,
    limited,
    free,
    ofKind,
    pickOr,
  }
  const makers: Maker[] = [...badAnswerMakers(context), ...craftedMakers(context), ...storedMakers(context)]
  const total = makers.reduce((sum, [w]) => sum + w, 0)
  for (let attempt = 0; attempt < 20; attempt++) {
    let roll = r.next() * total
    for (const [weight, maker] of makers) {
      roll -= weight
      if (roll > 0) continue
      const made = maker()
      if (made) return made
      break
    }
  }
  return made('valid', 'stored', (page) => base(page))
}
