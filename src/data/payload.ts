import 'server-only'

import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** The app's one Payload instance (Local API), shared by every server-side read. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
