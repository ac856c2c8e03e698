import 'server-only'

import { headers } from 'next/headers'

import { NONCE_HEADER } from './headers'

/**
 * This request's Content-Security-Policy nonce, set by src/proxy.ts, for the inline scripts the
 * site writes itself (Next.js puts it on its own). Undefined outside a proxied request.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined
}
