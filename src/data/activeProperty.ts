import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { payloadClient } from './payload'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One public (active) property in a language, or undefined: the read that the detail page, its
 * facts and its similar properties each start from. It reads the property's public view, the
 * whole public record in that language that the import stores in one column, instead of the
 * hundred-odd columns and child tables of the record: one small query at any catalogue size.
 * Public read rules apply (overrideAccess: false).
 */
export async function findActiveProperty(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<Property | undefined> {
  const found = await payload.find({
    collection: 'properties',
    locale,
    where: { and: [{ id: { equals: id } }, { status: { equals: 'active' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { publicView: true },
  })
  const doc = found.docs[0]
  if (!doc) return undefined
  if (!isRecord(doc.publicView)) {
    throw new Error(`Property ${id} has no public view: run \`npm run import\` to write it.`)
  }
  return { ...doc.publicView, id: doc.id, status: 'active' } as unknown as Property
}

/** findActiveProperty once per request: the detail and its facts start from the same read. */
export const activeProperty = cache(
  async (id: number, locale: Locale): Promise<Property | undefined> =>
    findActiveProperty(await payloadClient(), id, locale),
)
