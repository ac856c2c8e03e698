export const dynamic = 'force-dynamic'

import { NextResponse } from 'next/server'

import { createCaptchaChallenge } from '@/antispam/captcha'

/**
 * GET /altcha/: a fresh proof-of-work challenge for the forms' captcha widget
 * (src/components/forms/Captcha.client.tsx). Never stored by a cache: every challenge is random,
 * signed, expires in 20 minutes and is accepted once.
 */
export async function GET(): Promise<NextResponse> {
  return NextResponse.json(await createCaptchaChallenge(), {
    headers: { 'Cache-Control': 'no-store' },
  })
}
