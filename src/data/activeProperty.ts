import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { PropertiesSelect, Property } from '@/payload-types'

/**
 * One public (active) property in a language, or undefined: the read that the detail page, its
 * facts and its similar properties each start from. Public read rules apply (overrideAccess: false).
 * The result carries the selected fields only, typed as the whole record for the callers' mappers.
 */
export async function findActiveProperty(
  payload: Payload,
  id: number,
  locale: Locale,
  select?: PropertiesSelect,
): Promise<Property | undefined> {
  const found = await payload.find({
    collection: 'properties',
    locale,
    where: { and: [{ id: { equals: id } }, { status: { equals: 'active' } }] },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    ...(select ? { select } : {}),
  })
  return found.docs[0] as Property | undefined
}
