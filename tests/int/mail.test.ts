import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as OutboxModule from '@/mail/outboxFiles'
import type * as TransportModule from '@/mail/transport'
import type { LeadMail, MailAgency, OutgoingMail } from '@/mail/types'
import { type SmtpServer, startSmtpServer } from '../helpers/smtp'

vi.mock('server-only', () => ({}))

const agency: MailAgency = {
  name: 'Immo Dupont',
  email: 'info@immo-dupont.be',
  phone: '+32 2 123 45 67',
  street: 'Avenue Louise 54',
  zipCity: '1050 Ixelles',
  siteUrl: 'https://www.immo-dupont.be',
  brandColor: '#0b5cab',
  logoUrl: null,
}
const listing = { reference: '48213', title: 'Villa 4 façades à Uccle', url: '/fr/a-vendre/48213' }
const formTitles = {
  fr: 'Formulaire de contact',
  nl: 'Contactformulier',
  en: 'Contact form',
  de: 'Kontaktformular',
}

const MAIL_FROM = 'site@immo-dupont.be'
const saved: Record<string, string | undefined> = {}
let dataDir: string
let smtp: SmtpServer
let transport: typeof TransportModule
let outbox: typeof OutboxModule
let renderMail: (mail: LeadMail, agency: MailAgency) => { subject: string; text: string; html: string }

function setEnv(vars: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (!(name in saved)) saved[name] = process.env[name]
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}

async function outgoing(mail: LeadMail, to = 'agence@immo-dupont.be'): Promise<OutgoingMail> {
  const { mailFrom } = await import('@/mail/config')
  return { from: mailFrom(agency.name), to, replyTo: 'marie.peeters@example.be', ...renderMail(mail, agency) }
}

const notification = (locale: 'fr' | 'nl' | 'en' | 'de'): LeadMail => ({
  kind: 'agency-notification',
  locale,
  formTitle: formTitles[locale],
  visitor: { name: 'Marie Peeters-Éloïse', email: 'marie.peeters@example.be', phone: null },
  facts: [{ label: 'Message', value: 'Bonjour, je voudrais visiter la villa samedi. Ça vous convient ?' }],
  listing,
  adminUrl: 'https://www.immo-dupont.be/admin/collections/leads/12',
  needsReview: locale === 'de',
})

/** How long a promise takes to reject, and with what. */
async function rejection(promise: Promise<unknown>): Promise<{ error: Error; ms: number }> {
  const started = Date.now()
  try {
    await promise
  } catch (error) {
    return { error: error as Error, ms: Date.now() - started }
  }
  throw new Error('expected a rejection')
}

describe('mail transport', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mail-int-'))
    smtp = await startSmtpServer()
    setEnv({
      DATA_DIR: dataDir,
      SITE_URL: 'https://www.immo-dupont.be',
      PAYLOAD_SECRET: 'mail-integration-test-secret-0123456789',
      MAIL_FROM,
      SMTP_URL: smtp.url,
    })
    vi.resetModules()
    transport = await import('@/mail/transport')
    outbox = await import('@/mail/outboxFiles')
    ;({ renderMail } = await import('@/mail/render'))
  })

  afterEach(async () => {
    await smtp.up()
    setEnv({ SMTP_URL: smtp.url })
  })

  afterAll(async () => {
    transport?.closeMailTransport()
    await smtp?.stop()
    setEnv(saved)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('sends over SMTP from the site’s address, Reply-To the visitor, subjects intact in every language', async () => {
    const locales = ['fr', 'nl', 'en', 'de'] as const
    const sent = []
    for (const locale of locales) {
      const mail = await outgoing(notification(locale))
      const result = await transport.sendMail(mail)
      expect(result.via).toBe('smtp')
      sent.push({ mail, result })
    }
    const received = await smtp.waitFor(locales.length)
    for (const [i, { mail, result }] of sent.entries()) {
      const got = received[i]
      expect(got?.envelope).toEqual({ mailFrom: MAIL_FROM, rcptTo: ['agence@immo-dupont.be'] })
      expect(got?.from).toBe(`"Immo Dupont" <${MAIL_FROM}>`)
      expect(got?.replyTo).toBe('marie.peeters@example.be')
      expect(got?.to).toBe('agence@immo-dupont.be')
      expect(got?.subject).toBe(mail.subject)
      expect(got?.text?.trim()).toBe(mail.text.trim())
      expect(got?.html).toContain(`<html lang="${locales[i]}">`)
      expect(got?.html).toContain('Marie Peeters-Éloïse')
      expect(got?.headers.get('message-id')).toBe(result.messageId)
      expect(got?.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    }
    expect(received.map((m) => m.subject)).toEqual([
      'Nouvelle demande – Formulaire de contact – Réf. 48213',
      'Nieuwe aanvraag – Contactformulier – Ref. 48213',
      'New enquiry – Contact form – Ref. 48213',
      'Neue Anfrage – Kontaktformular – Ref. 48213',
    ])
    expect(received[3]?.text).toContain('⚠ Bitte prüfen')
  })

  it('logs in with the credentials of SMTP_URL', async () => {
    setEnv({ SMTP_URL: `smtp://agency:s3cret@127.0.0.1:${smtp.port}` })
    const before = smtp.messages.length
    await transport.sendMail(await outgoing(notification('fr')))
    expect((await smtp.waitFor(before + 1)).length).toBe(before + 1)
  })

  it('fails fast when the server is down, naming it and never the password, and recovers when it is back', async () => {
    setEnv({ SMTP_URL: `smtp://agency:s3cret@127.0.0.1:${smtp.port}` })
    // A pooled connection is open from the previous test: it is dropped too.
    await smtp.down('refuse')
    const { error, ms } = await rejection(transport.sendMail(await outgoing(notification('fr'))))
    expect(ms).toBeLessThan(5_000)
    expect(error).toBeInstanceOf(transport.MailSendError)
    expect(error.message).toContain(`127.0.0.1:${smtp.port}`)
    expect(error.message).toMatch(
      /^SMTP 127\.0\.0\.1:\d+ failed while connecting: .*ECONNREFUSED.*\[ESOCKET\]$/,
    )
    expect(error.message).not.toContain('s3cret')

    await smtp.up()
    const before = smtp.messages.length
    await transport.sendMail(await outgoing(notification('nl')))
    await smtp.waitFor(before + 1)
  })

  it('reports a 421 ("try again later") as a temporary failure', async () => {
    await smtp.down('reject')
    const { error, ms } = await rejection(transport.sendMail(await outgoing(notification('en'))))
    expect(ms).toBeLessThan(5_000)
    expect(error).toMatchObject({ name: 'MailSendError', responseCode: 421, permanent: false })
    expect(error.message).toContain('421')
  })

  it('gives up on a server that accepts connections but never answers, after its greeting timeout', async () => {
    await smtp.down('silent')
    const { error, ms } = await rejection(transport.sendMail(await outgoing(notification('en'))))
    expect(ms).toBeGreaterThan(9_000)
    expect(ms).toBeLessThan(15_000)
    expect(error).toMatchObject({ name: 'MailSendError', code: 'ETIMEDOUT' })
  })

  it('follows a changed SMTP_URL to the new server', async () => {
    const other = await startSmtpServer()
    try {
      setEnv({ SMTP_URL: other.url })
      await transport.sendMail(await outgoing(notification('fr')))
      expect((await other.waitFor(1))[0]?.subject).toBe(
        'Nouvelle demande – Formulaire de contact – Réf. 48213',
      )
    } finally {
      await other.stop()
    }
  })

  it('writes an .eml file into DATA_DIR/outbox when SMTP_URL is not set, which the outbox reader returns', async () => {
    setEnv({ SMTP_URL: '' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const confirm = await outgoing(
      {
        kind: 'newsletter-confirm',
        locale: 'fr',
        visitorName: 'Marie',
        confirmUrl: 'https://www.immo-dupont.be/c?t=1',
      },
      'marie.peeters@example.be',
    )
    const first = await transport.sendMail(confirm)
    const second = await transport.sendMail(await outgoing(notification('nl')))
    warn.mockRestore()
    expect(first.via).toBe('file')
    expect(second.via).toBe('file')

    const dir = path.join(dataDir, 'outbox')
    const files = readdirSync(dir)
    expect(files).toHaveLength(2)
    const raw = readFileSync(path.join(dir, files.sort()[0] as string), 'utf8')
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m)
    expect(raw).toContain('\r\n')

    const listed = await outbox.listOutboxFiles(10)
    expect(listed.map((m) => m.subject)).toEqual([
      'Nieuwe aanvraag – Contactformulier – Ref. 48213',
      'Confirmez votre inscription à notre newsletter',
    ])
    expect(await outbox.listOutboxFiles(1)).toHaveLength(1)

    const message = await outbox.readOutboxFile(listed[1]?.name as string)
    expect(message).toMatchObject({
      subject: 'Confirmez votre inscription à notre newsletter',
      from: `"Immo Dupont" <${MAIL_FROM}>`,
      to: 'marie.peeters@example.be',
      replyTo: 'marie.peeters@example.be',
    })
    expect(message?.date).toBeInstanceOf(Date)
    expect(message?.text?.trim()).toBe(confirm.text.trim())
    expect(message?.html).toContain('Confirmer mon inscription')

    expect(await outbox.readOutboxFile('../secret')).toBeNull()
    expect(await outbox.readOutboxFile('2020-01-01T00-00-00-000Z_missing@x.eml')).toBeNull()
  })
})
