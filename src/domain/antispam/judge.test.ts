import { describe, expect, it } from 'vitest'

import {
  type CaptchaOutcome,
  type GuardReason,
  judge,
  MAX_TOKEN_AGE_MS,
  MIN_FILL_MS,
  type TokenReading,
  type Verdict,
} from './judge'

const now = Date.UTC(2025, 5, 1, 12, 0, 0)
const renderedAgo = (ms: number): TokenReading => ({ kind: 'valid', renderedAt: now - ms })
const minute = 60_000

describe('judge: the time trap (under 3 s after render: review with a solved captcha, spam without)', () => {
  it.each<[string, TokenReading, Verdict, GuardReason[]]>([
    ['at the render itself', renderedAgo(0), 'review', ['submitted-too-fast']],
    ['after 1 s (a browser that fills the form in)', renderedAgo(1_000), 'review', ['submitted-too-fast']],
    ['1 ms before 3 s', renderedAgo(MIN_FILL_MS - 1), 'review', ['submitted-too-fast']],
    ['exactly 3 s', renderedAgo(MIN_FILL_MS), 'accept', []],
    ['after 2 minutes', renderedAgo(2 * minute), 'accept', []],
    ['after exactly 24 h', renderedAgo(MAX_TOKEN_AGE_MS), 'accept', []],
    ['"older than 24 h → review, not spam"', renderedAgo(MAX_TOKEN_AGE_MS + 1), 'review', ['token-stale']],
    ['a week-old cached page', renderedAgo(7 * MAX_TOKEN_AGE_MS), 'review', ['token-stale']],
    ['from another instance with a clock ahead', renderedAgo(-2_000), 'review', ['token-from-future']],
  ])('%s', (_, token, verdict, reasons) => {
    expect(judge({ token, honeypot: '', captcha: 'solved', now })).toEqual({ verdict, reasons })
  })
})

describe('judge: the token ("missing/forged → review")', () => {
  it.each<[string, TokenReading, GuardReason]>([
    ['no token field', { kind: 'missing' }, 'token-missing'],
    ['a forged or damaged token', { kind: 'forged' }, 'token-forged'],
  ])('%s', (_, token, reason) => {
    expect(judge({ token, honeypot: null, captcha: 'solved', now })).toEqual({
      verdict: 'review',
      reasons: [reason],
    })
  })
})

describe('judge: the honeypot ("filled → spam")', () => {
  it.each<[string, string | null, Verdict]>([
    ['absent field', null, 'accept'],
    ['empty', '', 'accept'],
    ['only spaces (blank after trimming is empty)', '   ', 'accept'],
    ['a URL', 'https://cheap-pills.example', 'spam'],
    ['a single character', 'x', 'spam'],
  ])('%s', (_, honeypot, verdict) => {
    expect(judge({ token: renderedAgo(minute), honeypot, captcha: 'solved', now }).verdict).toBe(verdict)
  })
})

describe('judge: the captcha', () => {
  it.each<[string, CaptchaOutcome, Verdict, GuardReason[]]>([
    ['solved', 'solved', 'accept', []],
    ['"missing → review" (a visitor without JavaScript)', 'missing', 'review', ['captcha-missing']],
    ['"invalid → reject-captcha"', 'invalid', 'reject-captcha', ['captcha-invalid']],
  ])('%s', (_, captcha, verdict, reasons) => {
    expect(judge({ token: renderedAgo(minute), honeypot: '', captcha, now })).toEqual({ verdict, reasons })
  })
})

describe('judge: several signals at once (spam first, then a captcha to redo, then review)', () => {
  it.each<[string, Parameters<typeof judge>[0], Verdict, GuardReason[]]>([
    [
      'honeypot and a wrong captcha: spam',
      { token: renderedAgo(minute), honeypot: 'x', captcha: 'invalid', now },
      'spam',
      ['honeypot-filled', 'captcha-invalid'],
    ],
    [
      'too fast without a captcha: spam',
      { token: renderedAgo(500), honeypot: '', captcha: 'missing', now },
      'spam',
      ['submitted-too-fast', 'captcha-missing'],
    ],
    [
      'old page and a wrong captcha: the visitor sends again',
      { token: renderedAgo(2 * MAX_TOKEN_AGE_MS), honeypot: '', captcha: 'invalid', now },
      'reject-captcha',
      ['token-stale', 'captcha-invalid'],
    ],
    [
      'no JavaScript and no token: review',
      { token: { kind: 'missing' }, honeypot: null, captcha: 'missing', now },
      'review',
      ['token-missing', 'captcha-missing'],
    ],
  ])('%s', (_, signals, verdict, reasons) => {
    expect(judge(signals)).toEqual({ verdict, reasons })
  })
})
