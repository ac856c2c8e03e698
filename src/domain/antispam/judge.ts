/**
 * The verdict on a visitor's form submission from its anti-spam signals. The layers and why a
 * submission without JavaScript is kept for review are explained in src/antispam/formGuard.ts.
 */

/** Faster than this from render to submit, no person filled the form: a bot posted it. */
export const MIN_FILL_MS = 3_000
/**
 * A token older than this probably came with a cached or long-open page, not with a bot: the
 * submission is kept for review rather than refused (a bot could replay a token, but not a fresh
 * one, and the other layers still apply).
 */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1_000

/** What the captcha check said (src/antispam/captcha.ts verifyCaptcha). */
export type CaptchaOutcome = 'solved' | 'missing' | 'invalid'

/** What the form token said once its signature was checked (src/antispam/formToken.ts). */
export type TokenReading = { kind: 'missing' } | { kind: 'forged' } | { kind: 'valid'; renderedAt: number }

export type Verdict = 'accept' | 'review' | 'spam' | 'reject-captcha'

/** Why: every signal that was not clean, for the staff's review and the logs. */
export type GuardReason =
  | 'honeypot-filled'
  | 'submitted-too-fast'
  | 'token-missing'
  | 'token-forged'
  | 'token-stale'
  | 'token-from-future'
  | 'captcha-missing'
  | 'captcha-invalid'

export type Judgement = { verdict: Verdict; reasons: GuardReason[] }

export type Signals = {
  token: TokenReading
  /** The honeypot field's value as posted (null: the field was absent). */
  honeypot: string | null
  captcha: CaptchaOutcome
  now: number
}

/**
 * Spam when a bot gave itself away (honeypot filled, or posted within 3 s of the render without
 * solving the captcha; with it, too fast is kept for review); a
 * captcha that is present but wrong is refused so the visitor can send again (the form keeps the
 * input and the widget solves a new challenge); anything merely missing or old is kept for review,
 * never dropped; otherwise accepted. Every reason found is listed, whatever the verdict.
 */
export function judge({ token, honeypot, captcha, now }: Signals): Judgement {
  const reasons: GuardReason[] = []
  if (honeypot !== null && honeypot.trim() !== '') reasons.push('honeypot-filled')

  if (token.kind === 'missing') reasons.push('token-missing')
  else if (token.kind === 'forged') reasons.push('token-forged')
  else {
    const age = now - token.renderedAt
    // A time ahead of ours comes from another instance's clock (only we can sign): not a bot.
    if (age < 0) reasons.push('token-from-future')
    else if (age < MIN_FILL_MS) reasons.push('submitted-too-fast')
    else if (age > MAX_TOKEN_AGE_MS) reasons.push('token-stale')
  }

  if (captcha === 'missing') reasons.push('captcha-missing')
  else if (captcha === 'invalid') reasons.push('captcha-invalid')

  // Too fast is a bot's mark only without a solved captcha: a person whose browser fills in a
  // short form can send it within 3 s, and the proof of work says a browser ran the page.
  const tooFastBot = reasons.includes('submitted-too-fast') && captcha !== 'solved'
  const verdict: Verdict =
    reasons.includes('honeypot-filled') || tooFastBot
      ? 'spam'
      : reasons.includes('captcha-invalid')
        ? 'reject-captcha'
        : reasons.length > 0
          ? 'review'
          : 'accept'
  return { verdict, reasons }
}
