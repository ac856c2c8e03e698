import 'server-only'

import { createCaptchaChallenge } from './captcha'

/**
 * The answer of GET /altcha/ within its budget: a challenge as JSON that no cache keeps (every
 * challenge is random, signed, expires in 20 minutes and is accepted once).
 */
export async function challengeResponse(): Promise<Response> {
  return Response.json(await createCaptchaChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
