import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The app's one Payload instance (Local API), shared by every server-side read. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
