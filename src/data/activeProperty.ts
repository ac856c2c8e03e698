import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { payloadClient } from './payload'
import { readPublicViews } from './readModel'

/**
 * One public (active) property in a language, or undefined: the read that the detail page, its
 * facts start from. It reads the property's public view, the whole public record in that language
 * that the import stores in one column, instead of the hundred-odd columns and child tables of
 * the record: one small query at any catalogue size (see readModel).
 */
export async function findActiveProperty(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<Property | undefined> {
  return (await readPublicViews(payload, [id], locale)).get(id)
}

/** findActiveProperty once per request: the detail and its facts start from the same read. */
export const activeProperty = cache(
  async (id: number, locale: Locale): Promise<Property | undefined> =>
    findActiveProperty(await payloadClient(), id, locale),
)
