import 'server-only'

import { type DemandChoices, getDemandChoices } from '@/data/demandChoices'
import { formatDate } from '@/domain/format/formatDate'
import { formatEuro } from '@/domain/format/formatEuro'
import { formatPhone } from '@/domain/format/formatPhone'
import type { FormValues, VisitorForm } from '@/domain/forms/schemas'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import type { MailFact } from '@/mail/types'

/** Hidden fields that name the listing, and the visit slot's id: the mail shows the listing and the visit's time instead. */
const notShown = new Set(['property', 'project', 'slot'])
const amounts = new Set(['offeredPrice', 'monthlyIncome', 'minPrice', 'maxPrice'])

/**
 * A lead's values as lines of a mail, labelled and written in the mail's language: the title and
 * time slots by their names, phones grouped (spec §5), amounts in euros, dates day-month-year.
 */
export async function leadFacts<F extends VisitorForm>(
  form: F,
  values: FormValues<F>,
  locale: Locale,
): Promise<MailFact[]> {
  const t = await getTranslations({ locale, namespace: 'Forms' })
  // The demand's types and zones by their names, not their ids and keys.
  const choices = form === 'demand-register' ? await getDemandChoices(locale) : null
  const facts: MailFact[] = []
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (notShown.has(name) || value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    const label = t(`fields.${name}` as 'fields.email')
    facts.push({ label, value: valueText(name, value, t, choices) })
  }
  return facts
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Forms'>>>

function valueText(name: string, value: unknown, t: Translate, choices: DemandChoices | null): string {
  if (name === 'goal') return t(`goals.${value as 'buy'}`)
  if (name === 'webIds' && choices) return (value as number[]).map(choices.typeName).join(', ')
  if (name === 'zones' && choices) return (value as string[]).map(choices.zoneName).join(', ')
  if (name === 'title') return t(`titles.${value as 'mr'}`)
  if (name === 'contactSlots')
    return (value as string[]).map((slot) => t(`slots.${slot as 'morning'}`)).join(', ')
  if (name === 'remove')
    return (value as string[]).map((topic) => t(`unsubscribeTopics.${topic as 'alerts'}`)).join(', ')
  if (name === 'contactDevice') return t(`devices.${value as 'phone'}`)
  if (name === 'phone') return formatPhone(String(value))
  if (typeof value === 'boolean') return value ? t('yes') : t('no')
  if (amounts.has(name)) return formatEuro(value) ?? String(value)
  if (name === 'startDate' || name === 'arrival' || name === 'departure')
    return formatDate(String(value)) ?? String(value)
  return String(value)
}
