import type { Endpoint } from 'payload'

import { readAuthData } from './requestData'

export type LoginCollection = 'users' | 'owners'

/**
 * POST /api/<collection>/login, in place of Payload's (issue 13; docs/decisions/031): failures are
 * counted per client address and per address and account (src/auth/throttle.ts), never per
 * account alone, so a stranger cannot keep a staff member out; an unknown e-mail costs the same
 * time and gets the same 401 as a wrong password. Otherwise it answers as Payload's own handler
 * does (same JSON, same `payload-token` cookie), so the admin's login screen works unchanged.
 *
 * Placed first in the collection's endpoints, it comes before the built-in login
 * (payload/dist/collections/config/sanitize.js appends those; the router takes the first match).
 */
export function loginEndpoint(collection: LoginCollection): Endpoint {
  return {
    path: '/login',
    method: 'post',
    handler: async (req) => {
      const data = await readAuthData(req)
      // Loaded here, not at the top: payload.config.ts imports the collections, and the Payload CLI
      // must be able to read the config without the server-only throttle.
      const { signInThroughApi } = await import('./apiSignIn')
      return signInThroughApi(req, collection, data ?? {})
    },
  }
}
