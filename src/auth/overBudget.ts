import 'server-only'

import { payloadClient } from '@/data/payload'
import { clientAddress } from './clientAddress'
import type { RateBucket } from './rateBudget'
import { allowRequest } from './rateLimit'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * For a route handler: counts the request in `bucket` for its client address and answers 429 with
 * Retry-After when it is over budget (503 when the counters cannot be written), else null.
 */
export async function overBudget(request: Request, bucket: RateBucket): Promise<Response | null> {
  const payload = await payloadClient()
  try {
    const verdict = await allowRequest(payload, bucket, clientAddress(request.headers))
    if (verdict.allowed) return null
    return new Response('Too many requests from this address: try again in a few minutes.', {
      status: 429,
      headers: { ...noStore, 'Retry-After': String(verdict.retryAfterSeconds) },
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `A ${bucket} request could not be counted` })
    return new Response('Please try again in a minute.', {
      status: 503,
      headers: { ...noStore, 'Retry-After': '60' },
    })
  }
}
