import type { Endpoint, Payload } from 'payload'

/** What a REST path names: a collection or global route (with the endpoint Payload will run), or neither. */
export type Target =
  | {
      readonly kind: 'collection'
      readonly slug: string
      readonly rest: readonly string[]
      readonly endpoint: Pick<Endpoint, 'path'> | undefined
      readonly params: Readonly<Record<string, string>>
    }
  | { readonly kind: 'global'; readonly slug: string; readonly rest: readonly string[] }
  | { readonly kind: 'other' }

/**
 * Matches an endpoint path as Payload writes them ('/', '/:id', '/versions/:id', '/access/:id?',
 * '/export.csv') against the segments after the collection's slug; the named segments, or null.
 */
export function matchPath(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) {
        if (optional && index === parts.length - 1) return params
        return null
      }
      params[part.slice(1, optional ? -1 : undefined)] = segment
    } else if (segment !== part) {
      return null
    }
  }
  return segments.length === parts.length ? params : null
}

/** The segments after /api, decoded, without the trailing slash; null when one cannot be decoded. */
export function apiSegments(pathname: string, apiRoute = '/api'): string[] | null {
  if (!pathname.startsWith(`${apiRoute}/`) && pathname !== apiRoute) return []
  try {
    return pathname.slice(apiRoute.length).split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

/** The collection or global a REST request addresses, and for a collection the endpoint Payload picks. */
export function targetOf(payload: Payload, segments: readonly string[], method: string): Target {
  const [first, second, ...others] = segments
  if (first === 'globals' && second && payload.config.globals.some((global) => global.slug === second)) {
    return { kind: 'global', slug: second, rest: others }
  }
  const collection = first ? payload.collections[first as keyof Payload['collections']] : undefined
  if (!first || !collection) return { kind: 'other' }
  const rest = segments.slice(1)
  const endpoints = collection.config.endpoints || []
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchPath(endpoint.path, rest)
    if (params) return { kind: 'collection', slug: first, rest, endpoint, params }
  }
  return { kind: 'collection', slug: first, rest, endpoint: undefined, params: {} }
}
