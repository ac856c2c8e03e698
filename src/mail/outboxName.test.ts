import { describe, expect, it } from 'vitest'

import { isOutboxFileName, outboxFileName } from './outboxName'

describe('outbox file names', () => {
  it('start with the time, so that they sort in the order the mails were written', () => {
    const first = outboxFileName(new Date('2025-03-09T09:59:59.999Z'), '<zz@immo-dupont.be>')
    const second = outboxFileName(new Date('2025-03-09T10:00:00.000Z'), '<aa@immo-dupont.be>')
    expect(first).toBe('2025-03-09T09-59-59-999Z_zz@immo-dupont.be.eml')
    expect([second, first].sort()).toEqual([first, second])
  })

  it('keep only safe characters of the message id', () => {
    expect(outboxFileName(new Date(0), '<a/../b c@x>')).toBe('1970-01-01T00-00-00-000Z_a_.._b_c@x.eml')
    expect(isOutboxFileName(outboxFileName(new Date(0), '<a/../b c@x>'))).toBe(false)
    expect(outboxFileName(new Date(0), '<>')).toBe('1970-01-01T00-00-00-000Z_message.eml')
  })

  it.each([
    ['2025-03-09T09-59-59-999Z_zz@immo-dupont.be.eml', true],
    ['../2025-03-09T09-59-59-999Z_zz@x.eml', false],
    ['2025-03-09T09-59-59-999Z_zz/../../etc/passwd.eml', false],
    ['/etc/passwd', false],
    ['.2025-03-09T09-59-59-999Z_zz@x.eml.tmp', false],
    ['2025-03-09T09-59-59-999Z_zz@x.eml\u0000', false],
    ['secret', false],
  ])('%s is an outbox file name: %s', (name, valid) => {
    expect(isOutboxFileName(name)).toBe(valid)
  })
})
