/**
 * How many requests one client address may make to the site's public form endpoints (issue 13;
 * docs/decisions/031), counted in the database so that every instance shares the counts
 * (src/auth/rateLimit.ts). A person fills in a form or two per visit, after a mistake a few more;
 * 20 in 10 minutes is several visitors behind one address. The captcha widget asks for a challenge
 * each time a form is entered, so its budget is larger.
 */
const MINUTE = 60_000

export const RATE_BUDGETS = {
  /** Every visitor form's submission, the owner's message, the newsletter's confirmation link. */
  form: { windowMs: 10 * MINUTE, limit: 20 },
  /** GET /altcha/: a proof-of-work challenge. */
  challenge: { windowMs: 10 * MINUTE, limit: 60 },
} as const

export type RateBucket = keyof typeof RATE_BUDGETS
export type RateBudget = { windowMs: number; limit: number }
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * The answer to the `hits`-th request of a window that started at `windowStart` (the count
 * includes this request): allowed up to the limit, then refused until the window ends. A window
 * that has ended counts again from one (the counter's SQL starts it anew), so the same rule holds.
 */
export function rateVerdict(
  count: { hits: number; windowStart: number },
  budget: RateBudget,
  now: number,
): RateVerdict {
  if (count.hits <= budget.limit) return { allowed: true }
  const waitMs = count.windowStart + budget.windowMs - now
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/** The counter's key: the bucket and the address (never anything the visitor typed). */
export function rateKey(bucket: RateBucket, address: string): string {
  return `rate:${bucket}:${address.trim().toLowerCase().slice(0, 64) || 'unknown'}`
}
