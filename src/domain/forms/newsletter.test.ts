import { describe, expect, it } from 'vitest'

import { newsletterStatus } from './newsletter'

describe('newsletterStatus', () => {
  it.each([
    ['a confirmed sign-up', { form: 'sign-newsletter', data: { confirmedAt: '2026-11-01' } }, 'subscribed'],
    ['an unconfirmed sign-up', { form: 'sign-newsletter', data: {} }, 'pending'],
    [
      'a contact form with the box ticked',
      { form: 'site-contact', data: { newsletter: true } },
      'subscribed',
    ],
    ['a contact form without it', { form: 'site-contact', data: { newsletter: false } }, null],
    ['a form without the box', { form: 'testimonial', data: null }, null],
    [
      'a withdrawn sign-up',
      { form: 'sign-newsletter', data: { confirmedAt: '2026-11-01' }, newsletterWithdrawnAt: '2026-11-27' },
      'withdrawn',
    ],
    [
      'a withdrawn opt-in box',
      { form: 'contact-me', data: { newsletter: true }, newsletterWithdrawnAt: '2026-11-27' },
      'withdrawn',
    ],
    ['spam', { form: 'sign-newsletter', status: 'spam', data: { confirmedAt: '2026-11-01' } }, null],
  ])('%s', (_name, lead, expected) => {
    expect(newsletterStatus(lead)).toBe(expected)
  })
})
