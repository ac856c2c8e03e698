/*
 * Payload REST API: Payload's generated handlers, each behind src/api/rest.ts, which bounds the
 * query and the body and answers malformed requests itself (decision 029).
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { boundedRest } from '@/api/rest'

// As Payload's own handler asks for it (createPayloadRequest): this process runs the job queues.
const payload = () => getPayload({ config, cron: true })

export const GET = boundedRest(payload, REST_GET(config))
export const POST = boundedRest(payload, REST_POST(config))
export const DELETE = boundedRest(payload, REST_DELETE(config))
export const PATCH = boundedRest(payload, REST_PATCH(config))
export const PUT = boundedRest(payload, REST_PUT(config))
export const OPTIONS = boundedRest(payload, REST_OPTIONS(config))
