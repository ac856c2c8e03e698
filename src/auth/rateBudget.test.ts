import { describe, expect, it } from 'vitest'

import { RATE_BUDGETS, rateKey, rateVerdict } from './rateBudget'

const MINUTE = 60_000
const start = Date.parse('2026-11-27T10:00:00Z')

describe('rateVerdict', () => {
  const budget = { windowMs: 10 * MINUTE, limit: 20 }
  it.each([
    // [hits in the window including this one, minutes since the window started, expected]
    [1, 0, { allowed: true }],
    [20, 9, { allowed: true }],
    [21, 0, { allowed: false, retryAfterSeconds: 600 }],
    [21, 4, { allowed: false, retryAfterSeconds: 360 }],
    [500, 9.99, { allowed: false, retryAfterSeconds: 1 }],
  ] as const)('request %i, %f minutes into the window', (hits, minutes, expected) => {
    expect(rateVerdict({ hits, windowStart: start }, budget, start + minutes * MINUTE)).toEqual(expected)
  })

  it('never asks to wait less than a second', () => {
    expect(rateVerdict({ hits: 21, windowStart: start }, budget, start + 10 * MINUTE - 1)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    })
  })
})

describe('RATE_BUDGETS', () => {
  it('lets a visitor send 20 forms in 10 minutes and the captcha widget ask 60 challenges', () => {
    expect(RATE_BUDGETS.form).toEqual({ windowMs: 10 * MINUTE, limit: 20 })
    expect(RATE_BUDGETS.challenge).toEqual({ windowMs: 10 * MINUTE, limit: 60 })
  })
})

describe('rateKey', () => {
  it.each([
    ['form', '203.0.113.7', 'rate:form:203.0.113.7'],
    ['challenge', ' 2001:DB8::1 ', 'rate:challenge:2001:db8::1'],
    ['form', '', 'rate:form:unknown'],
  ] as const)('%s from %j', (bucket, address, key) => {
    expect(rateKey(bucket, address)).toBe(key)
  })
})
