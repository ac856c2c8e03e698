import addressparser from 'nodemailer/lib/addressparser'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('@/env', () => ({ env: { dataDir: '/srv/agency/data', siteUrl: 'https://www.immo-dupont.be' } }))
const { defaultFrom, mailConfig, mailFrom } = await import('./config')

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('defaultFrom', () => {
  it.each([
    ['https://www.immo-dupont.be', 'no-reply@immo-dupont.be'],
    ['https://immo-dupont.be/fr', 'no-reply@immo-dupont.be'],
    ['https://preview.immo-dupont.be', 'no-reply@preview.immo-dupont.be'],
    ['http://localhost:3000', 'no-reply@localhost.localdomain'],
    ['http://127.0.0.1:3000', 'no-reply@localhost.localdomain'],
    ['http://[::1]:3000', 'no-reply@localhost.localdomain'],
    ['http://agency-site:3000', 'no-reply@localhost.localdomain'],
  ])('%s → %s', (siteUrl, from) => {
    expect(defaultFrom(siteUrl)).toBe(from)
  })
})

describe('mailConfig', () => {
  it('sends nowhere but the outbox until SMTP_URL is set; empty counts as unset', () => {
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('MAIL_FROM', '')
    expect(mailConfig()).toEqual({
      smtpUrl: null,
      from: 'no-reply@immo-dupont.be',
      outboxDir: '/srv/agency/data/outbox',
    })
  })

  it('takes SMTP_URL and MAIL_FROM as given', () => {
    vi.stubEnv('SMTP_URL', 'smtps://user:p%40ss@smtp.example.com:465')
    vi.stubEnv('MAIL_FROM', 'site@immo-dupont.be')
    expect(mailConfig()).toMatchObject({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465',
      from: 'site@immo-dupont.be',
    })
  })

  it.each(['https://smtp.example.com', 'smtp://', 'smtp.example.com:587'])(
    'refuses SMTP_URL=%s without repeating it',
    (url) => {
      vi.stubEnv('SMTP_URL', url)
      expect(() => mailConfig()).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/)
    },
  )

  it('never shows the password of a refused SMTP_URL', () => {
    vi.stubEnv('SMTP_URL', 'http://user:hunter2@smtp.example.com')
    expect(() => mailConfig()).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    )
  })

  it('refuses a MAIL_FROM that is not an address', () => {
    vi.stubEnv('MAIL_FROM', 'Immo Dupont <site@immo-dupont.be>')
    expect(() => mailConfig()).toThrow(/MAIL_FROM/)
  })
})

describe('mailFrom', () => {
  it.each([
    ['Immo Dupont', 'Immo Dupont'],
    ['Immo "Le Val" & Fils, Ixelles', 'Immo "Le Val" & Fils, Ixelles'],
    ['Agence\r\nBcc: x@y.z', 'Agence Bcc: x@y.z'],
    ['Éric \\ Co', 'Éric \\ Co'],
  ])("shows %s as the name of the site's own address", (name, shown) => {
    const [parsed] = addressparser(mailFrom(name, 'no-reply@immo-dupont.be'))
    expect(parsed).toEqual({ name: shown, address: 'no-reply@immo-dupont.be' })
  })

  it('is the bare address without a name', () => {
    expect(mailFrom(null, 'no-reply@immo-dupont.be')).toBe('no-reply@immo-dupont.be')
    expect(mailFrom('  ', 'no-reply@immo-dupont.be')).toBe('no-reply@immo-dupont.be')
  })
})
