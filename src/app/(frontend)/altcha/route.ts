export const dynamic = 'force-dynamic'

import { challengeResponse } from '@/antispam/challengeResponse'
import { overBudget } from '@/auth/overBudget'

/**
 * GET /altcha/: a fresh proof-of-work challenge for the forms' captcha widget
 * (src/components/forms/Captcha.client.tsx). Limited per client address (src/auth/rateBudget.ts):
 * each challenge costs a signature, and lets a bot prepare a submission.
 */
export async function GET(request: Request): Promise<Response> {
  return (await overBudget(request, 'challenge')) ?? challengeResponse()
}
