import 'server-only'

import type { Payload } from 'payload'

import { RATE_BUDGETS, type RateBucket, rateKey, type RateVerdict, rateVerdict } from './rateBudget'
import { counting, hit } from './throttle'

/**
 * Counts one request of `bucket` from `address` and says whether it may go on (src/auth/rateBudget.ts):
 * one atomic upsert in `auth_throttles`, shared by every instance, as the sign-in counters are.
 * Every request counts, refused ones too, so a client that keeps sending stays refused.
 *
 * Throws when the counters cannot be written: the caller answers "try again" rather than letting
 * an unlimited stream through (for a form, storing the lead would fail on the same database).
 */
export async function allowRequest(
  payload: Payload,
  bucket: RateBucket,
  address: string,
): Promise<RateVerdict> {
  const budget = RATE_BUDGETS[bucket]
  const key = rateKey(bucket, address)
  const { count, now } = await counting(payload, async (run, at) => ({
    count: await hit(run, key, budget, at),
    now: at,
  }))
  // Once per window, at the first refusal: enough for an operator to notice a misconfigured
  // TRUSTED_PROXY_HOPS, which would put many visitors behind one address.
  if (count.hits === budget.limit + 1) payload.logger.warn({ msg: `Rate limit reached: ${key}` })
  return rateVerdict(count, budget, now)
}
