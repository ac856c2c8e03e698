import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { renderMail } from '@/mail/render'
import type { MailAgency } from '@/mail/types'

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
const resetUrl = 'https://www.immo-dupont.be/nl/login/?reset=abc123'
const mail = (
  locale: (typeof locales)[number],
  firstPassword: boolean,
  audience: 'owner' | 'staff' = 'owner',
) =>
  renderMail(
    {
      kind: 'password-reset',
      locale,
      audience,
      firstPassword,
      name: 'An Peeters',
      email: 'an@example.be',
      resetUrl,
    },
    agency,
  )

describe('the password mail', () => {
  it.each(locales)(
    'is written in %s, branded, with the link, its hour and the “ignore it” note',
    (locale) => {
      for (const [first, audience] of [
        [true, 'owner'],
        [false, 'owner'],
        [false, 'staff'],
      ] as const) {
        const { subject, text, html } = mail(locale, first, audience)
        for (const part of [subject, text, html]) expect(part).not.toMatch(/passwordReset\.|common\./)
        expect(html).toContain(`<html lang="${locale}">`)
        expect(html).toContain('background:#0b5cab')
        expect(html).toContain(`href="${resetUrl}"`)
        expect(text).toContain(resetUrl)
        expect(text).toContain('An Peeters')
        expect(text).toContain('an@example.be')
        expect(text).toContain('Avenue Louise 54')
      }
    },
  )

  it('says “set your password” to a first-time owner and “reset” otherwise', () => {
    expect(mail('en', true).subject).toBe('Set your password for the owner portal')
    expect(mail('en', false).subject).toBe('Reset your password')
    expect(mail('fr', true).subject).toMatch(/Choisissez votre mot de passe/)
    expect(mail('de', false).text).toMatch(/eine Stunde/)
    expect(mail('nl', false).text).toMatch(/één uur/)
    expect(mail('fr', false, 'staff').text).toMatch(/administration du site/)
    expect(mail('en', true).text).toMatch(/ignore this e-mail/)
  })
})
