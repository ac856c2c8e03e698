import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('@/env', () => ({ env: { payloadSecret: 'test-secret-of-at-least-thirty-two-chars' } }))
const { challengeResponse } = await import('./challengeResponse')
const { verifyCaptcha } = await import('./captcha')

describe('GET /altcha/ within its budget', () => {
  it('answers a fresh challenge as JSON that no cache keeps', async () => {
    const first = await challengeResponse()
    const second = await challengeResponse()
    expect(first.headers.get('Cache-Control')).toBe('no-store')
    expect(first.headers.get('Content-Type')).toContain('application/json')
    const [a, b] = await Promise.all([first.json(), second.json()])
    expect(a.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1_000 })
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce)
  })

  it('gives a challenge the browser can solve and the server then accepts once', async () => {
    const challenge = (await (await challengeResponse()).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    const payload = btoa(JSON.stringify({ challenge, solution }))
    expect(await verifyCaptcha(payload)).toBe('solved')
    expect(await verifyCaptcha(payload)).toBe('invalid')
  })
})
