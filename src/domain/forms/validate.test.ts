import { describe, expect, it } from 'vitest'

import { isPhone, parseAmount } from './fields'
import { type RawForm, validateForm } from './validate'

const person = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne@example.be',
  phone: '0475 12 34 56',
}

describe('validateForm', () => {
  it('accepts a complete site contact and trims what it stores', () => {
    const result = validateForm('site-contact', {
      ...person,
      firstName: '  Anne ',
      message: 'Bonjour',
      contactSlots: ['morning', 'evening'],
      newsletter: 'on',
    })
    expect(result).toEqual({
      ok: true,
      values: {
        ...person,
        message: 'Bonjour',
        contactSlots: ['morning', 'evening'],
        contactDevice: undefined,
        newsletter: true,
      },
    })
  })

  it.each([
    // Spec §5: required fields, and 'email address is not valid'.
    ['site-contact', { ...person, firstName: '   ', message: 'x' }, 'firstName', 'required'],
    ['site-contact', { ...person, email: 'anne@gmail', message: 'x' }, 'email', 'email'],
    ['site-contact', { ...person, email: 'anne gmail.com', message: 'x' }, 'email', 'email'],
    ['site-contact', { ...person, phone: '12', message: 'x' }, 'phone', 'phone'],
    ['site-contact', { ...person, phone: 'call me', message: 'x' }, 'phone', 'phone'],
    ['site-contact', { ...person, title: 'dr', message: 'x' }, 'title', 'choice'],
    ['site-contact', { ...person, title: '', message: 'x' }, 'title', 'required'],
    ['site-contact', { ...person, message: 'x', contactSlots: ['night'] }, 'contactSlots', 'choice'],
    ['site-contact', { ...person, message: 'x'.repeat(5001) }, 'message', 'tooLong'],
    ['site-contact', { ...person }, 'message', 'required'],
    // Spec §5: "valuation address required".
    ['contact-demand', { ...person, street: '', zip: '1000', city: 'Bruxelles' }, 'street', 'required'],
    ['contact-demand', { ...person, street: 'Rue Haute', zip: '', city: 'Bruxelles' }, 'zip', 'required'],
    // Spec §5: "friend's email required and valid".
    [
      'send-to-friend',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.be',
        friendFirstName: 'C',
        friendLastName: 'D',
        friendEmail: '',
        property: '12',
      },
      'friendEmail',
      'required',
    ],
    [
      'send-to-friend',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.be',
        friendFirstName: 'C',
        friendLastName: 'D',
        friendEmail: 'c@',
        property: '12',
      },
      'friendEmail',
      'email',
    ],
    [
      'send-to-friend',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.be',
        friendFirstName: 'C',
        friendLastName: 'D',
        friendEmail: 'A@b.be',
        property: '12',
      },
      'friendEmail',
      'sameEmail',
    ],
    ['contact-me', { ...person, property: 'abc' }, 'property', 'required'],
    [
      'purchase-offer',
      { ...person, street: 'a', zip: '1000', city: 'b', offeredPrice: '', property: '1' },
      'offeredPrice',
      'required',
    ],
    [
      'purchase-offer',
      { ...person, street: 'a', zip: '1000', city: 'b', offeredPrice: 'beaucoup', property: '1' },
      'offeredPrice',
      'number',
    ],
    [
      'rent-application',
      { ...person, monthlyIncome: '3000', persons: '', property: '1' },
      'persons',
      'required',
    ],
    [
      'rent-application',
      { ...person, monthlyIncome: '3000', persons: '2', startDate: '2027-02-30', property: '1' },
      'startDate',
      'date',
    ],
    ['testimonial', { name: 'Anne', comment: 'Super', website: 'not a url at all' }, 'website', 'url'],
  ] as const)('%s: %o → %s %s', (form, raw, field, code) => {
    const result = validateForm(form, raw as RawForm)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(code)
  })

  it('ignores fields a form does not know and values of the wrong type', () => {
    const result = validateForm('sign-newsletter', { email: 'a@b.be', isAdmin: 'true' })
    expect(result).toEqual({
      ok: true,
      values: { email: 'a@b.be', firstName: undefined, lastName: undefined },
    })
    const forged = validateForm('sign-newsletter', { email: ['a@b.be', 'c@d.be'] })
    expect(forged.ok).toBe(false)
  })

  it('drops NUL characters (PostgreSQL refuses them in text)', () => {
    const result = validateForm('sign-newsletter', { email: 'a@b.be', firstName: 'An\u0000ne' })
    expect(result.ok && result.values.firstName).toBe('Anne')
  })

  it('reads an offered price as a Belgian writes it', () => {
    const result = validateForm('purchase-offer', {
      ...person,
      street: 'a',
      zip: '1000',
      city: 'b',
      offeredPrice: '€ 345.000',
      property: '7',
    })
    expect(result.ok && result.values.offeredPrice).toBe(345000)
  })

  it('completes a website without its scheme', () => {
    const result = validateForm('testimonial', { name: 'Anne', comment: 'Merci', website: 'www.dupont.be' })
    expect(result.ok && result.values.website).toBe('https://www.dupont.be')
  })
})

describe('isPhone', () => {
  it.each([
    ['0475 12 34 56', true],
    ['02/345.67.89', true],
    ['+32 475 12 34 56', true],
    ['(02) 345 67 89', true],
    ['1234567', false],
    ['02 345 67 8', false],
    ['+32 475 12 34 56 78 90 12', false],
    ['0475-12-34-56 ext', false],
  ])('%s → %s', (value, expected) => expect(isPhone(value)).toBe(expected))
})

describe('parseAmount', () => {
  it.each([
    ['350000', 350000],
    ['350 000', 350000],
    ['350.000', 350000],
    ['350.000,50', 350000.5],
    ['1250,5', 1250.5],
    ['€ 1 250', 1250],
    ['3,5,0', null],
    ['35.00', null],
    ['-5', null],
    ['', null],
  ])('%s → %s', (value, expected) => expect(parseAmount(value)).toBe(expected))
})
