import type { LegalValue } from '@/domain/property/legalMentions'

/** A translator of the PropertyDetail messages. */
export type DetailTranslator = (key: string, values?: Record<string, string | number>) => string

/** The words of one fact or legal mention, each kind through its own ICU message. */
export function factText(t: DetailTranslator, value: LegalValue): string {
  switch (value.kind) {
    case 'text':
      return value.text
    case 'yesNo':
      return t(value.value ? 'facts.values.yes' : 'facts.values.no')
    case 'unknown':
      return t('facts.values.unknown')
    case 'facades':
      // ICU select keys cannot hold a hyphen: 'half-open' is 'semiOpen' in the messages.
      return t('facts.values.facades', {
        count: value.count,
        type: value.type === 'half-open' ? 'semiOpen' : value.type,
      })
    case 'epcStatus':
      return t('legal.epcStatus', { status: value.status })
    case 'rent':
      return t('legal.rent', { amount: value.text, period: value.period })
    default:
      return t(`facts.values.${value.kind}`, { value: value.value })
  }
}
