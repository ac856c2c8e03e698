import 'server-only'

import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'

import type { CaptchaOutcome } from '@/domain/antispam/judge'
import { derivedSecret } from './secrets'
import { SeenOnce } from './seenOnce'

/**
 * ALTCHA proof of work (altcha-lib 2, "PoW v2"), self-hosted: no third party, no cookie. The
 * browser widget fetches a challenge from /altcha/, finds the counter, and posts the solution in the
 * form's `captcha` field; the server action asks verifyCaptcha.
 *
 * Deterministic mode (the library's recommended one): the server picks the counter and signs the
 * key it derives, so the work is bounded (the solver tries counters 0…counter, split over its
 * workers) and checking a solution is one HMAC. In PoW v2 the counter plays the part v1's
 * `maxnumber` did. A phone's WebCrypto does PBKDF2-SHA-256 at roughly a million iterations a
 * second per core, plus a fraction of a millisecond per attempt, so 1,000 iterations × at most
 * 2,000 counters over the 3–4 workers the widget starts is about 0.3–1 s on a phone, a tenth of
 * that on a laptop (the widget then waits to its 0.5 s minimum). Tune with real devices if needed.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 1_000
const COUNTER_MIN = 500
const COUNTER_MAX = 2_000
/** Signed into the challenge (altcha's `expiresAt`): a page left open longer fetches a new one. */
export const CAPTCHA_LIFETIME_MS = 20 * 60 * 1_000
/** A real payload is about 700 characters; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_096

const signatureSecret = derivedSecret('altcha-challenge')
const keySignatureSecret = derivedSecret('altcha-key')

/** A fresh challenge for the widget (GET /altcha/). */
export function createCaptchaChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_LIFETIME_MS),
    hmacSignatureSecret: signatureSecret,
    hmacKeySignatureSecret: keySignatureSecret,
  })
}

// The widget posts base64(JSON({ challenge: { parameters, signature }, solution })). Parameters
// keep unknown keys: the signature covers all of them. Only our own kind of challenge is accepted.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

/**
 * A solved payload passes once per process. With several instances, each could accept the same
 * payload once: a replay then costs the sender a fresh submission per instance within the 20
 * minutes, the form's other layers still judge it, and sharing a store (the database) would add a
 * write to every submission for a gain of a handful of duplicates. Bounded: a flood of solved
 * payloads pushes out the oldest rather than growing memory.
 */
const used = new SeenOnce(10_000)

/**
 * 'missing': no field or an empty one (the visitor had no JavaScript, or the widget could not run);
 * 'invalid': present but not a solution of ours (wrong, expired, tampered, or already used);
 * 'solved': a solution to an unexpired challenge we signed, seen for the first time.
 */
export async function verifyCaptcha(payload: string | null | undefined): Promise<CaptchaOutcome> {
  if (payload === null || payload === undefined || payload.trim() === '') return 'missing'
  if (payload.length > MAX_PAYLOAD_LENGTH) return 'invalid'
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
    if (!parsed.success) return 'invalid'
    const { challenge, solution } = parsed.data
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: signatureSecret,
      hmacKeySignatureSecret: keySignatureSecret,
    })
    if (!result.verified) return 'invalid'
    const fresh = used.firstUse(challenge.signature, challenge.parameters.expiresAt * 1_000)
    return fresh ? 'solved' : 'invalid'
  } catch {
    // Not base64 JSON, or a value the library refuses: not a solution either way.
    return 'invalid'
  }
}
