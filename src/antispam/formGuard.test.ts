import { describe, expect, it, vi } from 'vitest'

import type { CaptchaOutcome, Verdict } from '@/domain/antispam/judge'

vi.mock('server-only', () => ({}))
vi.mock('@/env', () => ({ env: { payloadSecret: 'test-secret-of-at-least-thirty-two-chars' } }))
// The captcha has its own tests; here the posted value names the outcome it stands for.
vi.mock('./captcha', () => ({
  verifyCaptcha: async (payload: string | null): Promise<CaptchaOutcome> =>
    payload === 'good' ? 'solved' : payload ? 'invalid' : 'missing',
}))
const { CAPTCHA_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken, judgeFormData, judgeSubmission } =
  await import('./formGuard')

const renderedAt = Date.UTC(2025, 5, 1, 12, 0, 0)
const minute = 60_000
const hour = 60 * minute

describe('issueFormToken', () => {
  it('carries the render time in clear, signed', () => {
    expect(issueFormToken(renderedAt)).toMatch(/^v1\.1748779200000\.[A-Za-z0-9_-]{43}$/)
  })
})

describe('judgeSubmission', () => {
  const token = issueFormToken(renderedAt)
  const forgedTime = token.replace('1748779200000', String(renderedAt - hour))
  const otherKey = `v1.${renderedAt}.${'A'.repeat(43)}`
  type Row = [string, string | null, string | null, string | null, number, Verdict]

  it.each<Row>([
    // name, token, honeypot, captcha ('good' solves), ms after the render, verdict
    ['a person with JavaScript', token, '', 'good', 2 * minute, 'accept'],
    ['a person without JavaScript', token, '', null, minute, 'review'],
    ['a wrong captcha', token, '', 'bad', minute, 'reject-captcha'],
    ['a filled honeypot', token, 'http://x.example', 'good', minute, 'spam'],
    [
      'posted 2 s after the render, with a solved captcha (a browser fills in)',
      token,
      '',
      'good',
      2_000,
      'review',
    ],
    ['posted 2 s after the render, without a captcha', token, '', null, 2_000, 'spam'],
    ['a page cached for two days', token, '', 'good', 48 * hour, 'review'],
    ['no token', null, '', 'good', minute, 'review'],
    ['a token with its time moved back', forgedTime, '', 'good', 5_000, 'review'],
    ['a token signed with another key', otherKey, '', 'good', minute, 'review'],
  ])('%s', async (_, token, honeypot, captcha, after, verdict) => {
    const now = renderedAt + after
    expect((await judgeSubmission({ token, honeypot, captcha, now })).verdict).toBe(verdict)
  })

  it('says why', async () => {
    expect(
      await judgeSubmission({ token: forgedTime, honeypot: 'x', captcha: null, now: renderedAt }),
    ).toEqual({
      verdict: 'spam',
      reasons: ['honeypot-filled', 'token-forged', 'captcha-missing'],
    })
  })

  it('counts a file posted in place of a text field as absent', async () => {
    const file = new File(['x'], 'x.txt')
    expect(await judgeSubmission({ token: file, honeypot: file, captcha: file, now: renderedAt })).toEqual({
      verdict: 'review',
      reasons: ['token-missing', 'captcha-missing'],
    })
  })
})

describe('judgeFormData', () => {
  it('reads the hidden fields by their names', async () => {
    const form = new FormData()
    form.set('firstName', 'An')
    form.set(FORM_TOKEN_FIELD, issueFormToken(renderedAt))
    form.set(HONEYPOT_FIELD, '')
    form.set(CAPTCHA_FIELD, 'good')
    expect(await judgeFormData(form, renderedAt + minute)).toEqual({ verdict: 'accept', reasons: [] })
  })

  it('uses field names no visitor form uses ("website" is the testimonial form\'s)', () => {
    expect([FORM_TOKEN_FIELD, HONEYPOT_FIELD, CAPTCHA_FIELD]).toEqual([
      'form_token',
      'website_url',
      'captcha',
    ])
  })
})
