import type { Payload } from 'payload'

import { isAdminUser } from '@/access'
import { BODY_LIMIT_BYTES, readBoundedBody, UPLOAD_LIMIT_BYTES } from './body'
import { preferenceByKey } from './preferences'
import { boundQuery } from './query'
import { refusal } from './refusal'
import { apiSegments, type Target, targetOf } from './routes'
import { type IdType, type QueryShape, whereProblem } from './where'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const MB = 1024 * 1024
const bodiless = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The one body type Payload reads besides multipart (addDataAndFileToRequest compares it exactly). */
const JSON_TYPE = 'application/json'

const idTypeOf = (payload: Payload, slug: string): IdType | undefined => {
  const collection = payload.collections[slug as keyof Payload['collections']]
  return collection ? (collection.customIDType ?? payload.db.defaultIDType) : undefined
}

function shapeOf(payload: Payload, target: Target): QueryShape | null {
  const collection = (slug: string) => {
    const config = payload.collections[slug as keyof Payload['collections']]?.config
    const idType = idTypeOf(payload, slug)
    return config && idType ? { fields: config.flattenedFields, idType } : undefined
  }
  if (target.kind === 'collection') {
    const own = collection(target.slug)
    return own ? { ...own, collection } : null
  }
  if (target.kind === 'global') {
    const global = payload.config.globals.find((each) => each.slug === target.slug)
    return global ? { fields: global.flattenedFields, idType: payload.db.defaultIDType, collection } : null
  }
  return null
}

/** Why Payload would answer 500 to this route rather than 404: an id that cannot be one, or no such route. */
function routeProblem(payload: Payload, target: Target): string | null {
  if (target.kind !== 'collection' || !target.endpoint) return null
  const collection = payload.collections[target.slug as keyof Payload['collections']]
  // Payload's e-mail verification asks for a field only collections with `verify` have.
  if (target.endpoint.path === '/verify/:id' && !collection?.config.auth?.verify) return 'Not Found'
  const id = target.params.id
  if (id !== undefined && idTypeOf(payload, target.slug) === 'number' && !/^\d+$/.test(id)) return 'Not Found'
  return null
}

/** A save of a document: a global's, or a collection's create or update (Payload's own routes). */
function writesDocument(target: Target, method: string): boolean {
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return false
  if (target.kind === 'global') return target.rest.length === 0
  return target.kind === 'collection' && (target.endpoint?.path === '/' || target.endpoint?.path === '/:id')
}

async function isStaff(payload: Payload, headers: Headers): Promise<boolean> {
  const { user } = await payload.auth({ headers })
  return isAdminUser(user)
}

/** Is this multipart body one Payload can read? Its `_payload` field went to JSON.parse unguarded (500). */
async function multipartProblem(body: ArrayBuffer, contentType: string): Promise<string | null> {
  try {
    const form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
    const data = form.get('_payload')
    if (typeof data === 'string') JSON.parse(data)
    return null
  } catch {
    return 'The multipart body or its _payload field cannot be read'
  }
}

/**
 * The request Payload's handler gets. `contentType`: the body's type when it is not the client's
 * (null: none, the body having been read here); undefined keeps the client's.
 */
function forwarded(
  request: Request,
  url: URL,
  method: string,
  body: ArrayBuffer | null,
  contentType: string | null | undefined,
): Request {
  const headers = new Headers(request.headers)
  for (const name of [
    'content-length',
    'transfer-encoding',
    'x-payload-http-method-override',
    'x-http-method-override',
  ]) {
    headers.delete(name)
  }
  if (contentType === null) headers.delete('content-type')
  else if (contentType !== undefined) headers.set('content-type', contentType)
  return new Request(url, {
    method,
    headers,
    body: body && body.byteLength > 0 ? body : null,
    signal: request.signal,
  })
}

/**
 * Bounds a REST request before Payload's handler sees it (decision 029): the query through
 * `boundQuery` and `whereProblem`, the body to 1 MB (20 MB for staff's uploads) and refused with
 * 413 before it is parsed, routes that would answer 500 (ids that cannot be ids, e-mail
 * verification where there is none, a malformed multipart body) answered 400 or 404, and
 * Payload's DELETE of a preference, which fails on SQLite, replaced. Payload's "GET as a POST"
 * (the admin's relationship fields post their query as a form) is turned into the GET it stands for.
 */
export async function boundRequest(payload: Payload, request: Request): Promise<Request | Response> {
  const url = new URL(request.url)
  const segments = apiSegments(url.pathname, payload.config.routes.api)
  if (!segments) return refusal(400, 'The path cannot be decoded')
  const override =
    request.method === 'POST' &&
    (request.headers.get('x-payload-http-method-override') === 'GET' ||
      request.headers.get('x-http-method-override') === 'GET')
  const method = override ? 'GET' : request.method.toUpperCase()
  const target = targetOf(payload, segments, method)
  const problem = routeProblem(payload, target)
  if (problem) return refusal(404, problem)

  let body: ArrayBuffer | null = null
  let bodyType: string | null | undefined
  let search = url.search
  if (override || !bodiless.has(method)) {
    const uploads =
      target.kind === 'collection' &&
      Boolean(payload.collections[target.slug as keyof Payload['collections']]?.config.upload) &&
      (method === 'POST' || method === 'PATCH' || method === 'PUT') &&
      (await isStaff(payload, request.headers))
    const limit = uploads ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES
    body = await readBoundedBody(request, limit)
    if (!body) return refusal(413, `The request body is larger than ${limit / MB} MB`)
    const contentType = request.headers.get('content-type') ?? ''
    if (override) {
      if (!contentType.startsWith('application/x-www-form-urlencoded')) {
        return refusal(415, 'Send the query in the URL, or as a form')
      }
      search = `?${new TextDecoder().decode(body)}`
      body = null
      bodyType = null
    } else if (contentType.startsWith('multipart/')) {
      const malformed = await multipartProblem(body, contentType)
      if (malformed) return refusal(400, malformed)
    } else if (writesDocument(target, method) && contentType.split(';', 1)[0] !== JSON_TYPE) {
      // Payload reads a body only when its type is exactly this (or multipart): any other left its
      // data undefined, and a save with ?draft=true read a property of it (500; edge fuzz, seed
      // 1827689039 #2032). An empty one is read as Payload reads an empty JSON body.
      if (body.byteLength > 0) return refusal(415, 'Send the document as JSON, or as multipart form data')
      body = new TextEncoder().encode('{}').buffer as ArrayBuffer
      bodyType = JSON_TYPE
    }
  }

  const query = boundQuery(search, { read: method === 'GET' })
  if (!query.ok) return refusal(400, query.problem)
  const shape = shapeOf(payload, target)
  const versions = target.kind !== 'other' && target.rest[0] === 'versions'
  const whereIssue = shape ? whereProblem(query.where, shape, { versions }) : null
  if (whereIssue) return refusal(400, whereIssue)

  const key =
    target.kind === 'collection' && target.slug === 'payload-preferences' ? target.params.key : undefined
  if (key !== undefined) {
    const answer = await preferenceByKey(payload, request, method, key)
    if (answer) return answer
  }
  url.search = query.search
  return forwarded(request, url, method, body, bodyType)
}

/** Payload's REST route handler behind `boundRequest`. */
export function boundedRest<C>(payload: () => Promise<Payload>, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const bounded = await boundRequest(await payload(), request)
    if (bounded instanceof Response) return bounded
    const answer = await handler(bounded, context)
    // Payload answers 501 for collections without REST routes (payload-migrations): for a client
    // that is a path that does not exist, not a server fault.
    return answer.status === 501 ? refusal(404, 'Not Found') : answer
  }
}
