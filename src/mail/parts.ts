import type { MailBlock, MailLink } from './document'
import type { MailTranslator } from './translator'
import type { LeadMail, MailAgency, MailFact, MailListing } from './types'

// The parts every mail is made of (render.ts puts them together per kind).

export type Kind<K extends LeadMail['kind']> = Extract<LeadMail, { kind: K }>
export type Context = {
  t: MailTranslator
  agency: MailAgency
  link: (label: string, url: string) => MailLink
}
export type Content = { subject: string; heading: string; blocks: (MailBlock | null | false)[] }

export function greeting(name: string, t: MailTranslator): MailBlock {
  const trimmed = name.trim()
  return {
    type: 'paragraph',
    text: trimmed ? t('common.greeting', { name: trimmed }) : t('common.greetingNoName'),
  }
}

export function facts(rows: MailFact[], t: MailTranslator): MailBlock {
  return {
    type: 'facts',
    rows: rows.map((row) => ({ ...row, line: t('common.factLine', { label: row.label, value: row.value }) })),
  }
}

export function listingBlock(listing: MailListing, { t, link }: Pick<Context, 't' | 'link'>): MailBlock {
  return {
    type: 'listing',
    line: t('common.listingLine', { title: listing.title, reference: listing.reference }),
    link: link(t('common.viewListing'), listing.url),
  }
}

export function button(target: MailLink, t: MailTranslator): MailBlock {
  return { type: 'button', link: target, fallback: t('common.buttonFallback') }
}

export function signature({ t, agency }: Context): MailBlock {
  return { type: 'signature', signOff: t('common.signOff'), name: agency.name }
}
