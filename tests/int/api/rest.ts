import { handleEndpoints } from 'payload'

import { boundedRest } from '@/api/rest'
import type { TestPayload } from '../../helpers/payload'

export type RestAnswer = { status: number; body: string }

export type RestCall = (
  path: string,
  options?: { token?: string | null; method?: string; json?: unknown; init?: RequestInit },
) => Promise<RestAnswer>

/**
 * The site's /api route in process: Payload's REST handler behind src/api/rest.ts, as
 * src/app/(payload)/api/[...slug]/route.ts serves it, with a bearer token when given.
 */
export function restClient(t: TestPayload): RestCall {
  const route = boundedRest(
    async () => t.payload,
    (request: Request) =>
      handleEndpoints({ config: t.payload.config, payloadInstanceCacheKey: t.key, request }),
  )
  return async (path, { token = null, method = 'GET', json, init = {} } = {}) => {
    const headers = new Headers(init.headers)
    if (token) headers.set('Authorization', `JWT ${token}`)
    if (json !== undefined) headers.set('Content-Type', 'application/json')
    const request = new Request(`http://localhost:3000/api${path}`, {
      method,
      ...init,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    })
    const response = await route(request, undefined)
    return { status: response.status, body: await response.text() }
  }
}
