import { type Challenge, solveChallenge } from 'altcha-lib'
// WebCrypto, as the widget's worker derives keys in the browser.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { afterEach, describe, expect, it, vi } from 'vitest'

// 'server-only' throws outside a React Server Components build; these modules are plain Node here.
vi.mock('server-only', () => ({}))
vi.mock('@/env', () => ({ env: { payloadSecret: 'test-secret-of-at-least-thirty-two-chars' } }))
const { CAPTCHA_LIFETIME_MS, createCaptchaChallenge, verifyCaptcha } = await import('./captcha')

/** What the widget posts once solved: base64(JSON({ challenge: { parameters, signature }, solution })). */
async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('no solution found')
  const { parameters, signature } = challenge
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }))
}

const encode = (value: unknown) => btoa(JSON.stringify(value))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createCaptchaChallenge', () => {
  it('signs a PBKDF2 challenge in deterministic mode, expiring in 20 minutes', async () => {
    const now = Date.now()
    const { parameters, signature } = await createCaptchaChallenge(now)
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters.expiresAt).toBe(Math.floor((now + CAPTCHA_LIFETIME_MS) / 1_000))
  })
})

describe('verifyCaptcha', () => {
  it('accepts a solution once: a second use is a replay', async () => {
    const payload = await solvedPayload(await createCaptchaChallenge())
    expect(await verifyCaptcha(payload)).toBe('solved')
    expect(await verifyCaptcha(payload)).toBe('invalid')
  })

  it.each<[string, string | null | undefined]>([
    ['no field', null],
    ['undefined', undefined],
    ['an empty field', ''],
    ['only spaces', '  '],
  ])('is missing: %s', async (_, payload) => {
    expect(await verifyCaptcha(payload)).toBe('missing')
  })

  it.each<[string, string]>([
    ['not base64 JSON', 'hello'],
    ['JSON of another shape', encode({ number: 42 })],
    ['the widget in test mode', encode({ challenge: null, solution: null, test: true })],
    ['far too long', 'A'.repeat(5_000)],
  ])('is invalid: %s', async (_, payload) => {
    expect(await verifyCaptcha(payload)).toBe('invalid')
  })

  it('refuses a wrong counter and key', async () => {
    const challenge = await createCaptchaChallenge()
    const { parameters, signature } = challenge
    const wrong = { counter: 1, derivedKey: '00'.repeat(32) }
    expect(await verifyCaptcha(encode({ challenge: { parameters, signature }, solution: wrong }))).toBe(
      'invalid',
    )
  })

  it('refuses a challenge whose parameters were changed (an easier one, a later expiry)', async () => {
    const challenge = await createCaptchaChallenge()
    const payload = JSON.parse(atob(await solvedPayload(challenge)))
    payload.challenge.parameters.expiresAt += 3_600
    expect(await verifyCaptcha(encode(payload))).toBe('invalid')
  })

  it('refuses a challenge signed with another secret', async () => {
    const challenge = await createCaptchaChallenge()
    const payload = JSON.parse(atob(await solvedPayload(challenge)))
    payload.challenge.signature = 'ab'.repeat(32)
    expect(await verifyCaptcha(encode(payload))).toBe('invalid')
  })

  it('refuses an expired challenge', async () => {
    const issuedAt = Date.now() - CAPTCHA_LIFETIME_MS - 1_000
    const payload = await solvedPayload(await createCaptchaChallenge(issuedAt))
    expect(await verifyCaptcha(payload)).toBe('invalid')
  })

  it('accepts a challenge until it expires', async () => {
    const issuedAt = Date.now() - CAPTCHA_LIFETIME_MS + 60_000
    const payload = await solvedPayload(await createCaptchaChallenge(issuedAt))
    expect(await verifyCaptcha(payload)).toBe('solved')
  })
})
