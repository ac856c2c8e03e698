import { describe, expect, it } from 'vitest'

import { validateForm } from './validate'

// Issue 18: the unsubscribe form asks for an address and what it should stop (at least one).
describe('the unsubscribe form', () => {
  it.each([
    [{ email: 'anne@example.be', remove: 'newsletter' }, ['newsletter']],
    [{ email: ' anne@example.be ', remove: ['newsletter', 'alerts'] }, ['newsletter', 'alerts']],
    [{ email: 'anne@example.be', remove: ['alerts'] }, ['alerts']],
  ])('accepts %j', (raw, remove) => {
    expect(validateForm('unsubscribe', raw)).toEqual({
      ok: true,
      values: { email: 'anne@example.be', remove },
    })
  })

  it.each([
    [{ email: 'anne@example.be' }, { remove: 'noTopic' }],
    [{ email: 'anne@example.be', remove: '' }, { remove: 'noTopic' }],
    [{ email: 'anne@example.be', remove: 'everything' }, { remove: 'choice' }],
    [{ email: '', remove: 'alerts' }, { email: 'required' }],
    [
      { email: 'anne.example.be', remove: [] },
      { email: 'email', remove: 'noTopic' },
    ],
  ])('refuses %j', (raw, errors) => {
    expect(validateForm('unsubscribe', raw)).toEqual({ ok: false, errors })
  })
})
