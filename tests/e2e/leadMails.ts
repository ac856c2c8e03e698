import { expect } from '@playwright/test'

import { format, type FormKey, type Lang, mailTexts, texts } from './leadData'
import { type CapturedMail, mailTo, waitForMail } from './mailbox'

const port = Number(process.env.E2E_PORT ?? 3100)
/** The demo's SITE_URL (src/env.ts): the origin every link of a mail must point to. */
export const SITE = `http://localhost:${port}`
export const AGENCY = 'Maison Lumière Immobilier'
/** The site settings' address: where the agency's notifications go. */
export const AGENCY_INBOX = 'info@maisonlumiere.be'
/** From: the site's own address (MAIL_FROM's default without a domain, src/mail/config.ts), the agency's name. */
export const SITE_FROM = `"${AGENCY}" <no-reply@localhost.localdomain>`

/** Every web address of a mail, in its text and its HTML. */
export function webLinks(mail: CapturedMail): string[] {
  const inText = (mail.text ?? '').match(/https?:\/\/[^\s<>"')]+/g) ?? []
  const inHtml = [...(mail.html ?? '').matchAll(/href="(https?:[^"]+)"/g)].map((match) => match[1] ?? '')
  return [...new Set([...inText, ...inHtml.map((href) => href.replaceAll('&amp;', '&'))])]
}

/** Every link leads to the site, but the addresses the visitor typed (a testimonial's website). */
export function expectSiteLinks(mail: CapturedMail, typed: string[] = []): void {
  const links = webLinks(mail).filter((link) => !typed.includes(link))
  expect(links.length, `links of “${mail.subject}”`).toBeGreaterThan(0)
  for (const link of links) expect(link === SITE || link.startsWith(`${SITE}/`), link).toBe(true)
}

type About = { form: FormKey; reference?: string | number; review?: boolean; typedLinks?: string[] }

/**
 * The agency's notification of a visitor's lead: From the site, Reply-To the visitor, in French
 * (the agency's language, whatever the visitor's), flagged when it waits for review.
 */
export async function agencyMail(
  visitorEmail: string,
  { form, reference, review = false, typedLinks }: About,
) {
  const mail = await waitForMail((m) => Boolean(m.to?.includes(AGENCY_INBOX) && m.replyTo === visitorEmail))
  const t = mailTexts.fr.agencyNotification!
  const formTitle = texts.fr.names[form]
  expect(mail.from).toBe(SITE_FROM)
  expect(mail.subject).toBe(
    reference === undefined
      ? format(t.subject!, { formTitle })
      : format(t.subjectListing!, { formTitle, reference }),
  )
  if (review) expect(mail.text).toContain(t.needsReview)
  else expect(mail.text).not.toContain(t.needsReview)
  expectSiteLinks(mail, typedLinks)
  return mail
}

/** The visitor's confirmation, in their language, answered by the agency. */
export async function confirmationMail(
  email: string,
  lang: Lang,
  { form, name, reference }: { form: FormKey; name: string; reference?: string | number },
) {
  const t = mailTexts[lang]
  const subject =
    reference === undefined
      ? t.visitorConfirmation!.subject!
      : format(t.visitorConfirmation!.subjectListing!, { reference })
  const mail = await waitForMail((m) => Boolean(m.to?.includes(email) && m.subject === subject))
  expect(mail.from).toBe(SITE_FROM)
  expect(mail.replyTo).toBe(AGENCY_INBOX)
  expect(mail.text).toContain(format(t.common!.greeting!, { name }))
  expect(mail.text).toContain(format(t.visitorConfirmation!.intro!, { formTitle: texts[lang].names[form] }))
  expectSiteLinks(mail)
  return mail
}

/** After the agency's mail has come, nothing came (nor comes within a moment) for this address. */
export async function expectNoMailFor(email: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(mailTo(email), `mails to ${email}`).toEqual([])
}
