import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { payloadClient } from './payload'
import { readPublicViews } from './readModel'

/**
 * One public (active) property in a language, or undefined, read once per request: the detail
 * page and its facts start from it. It is the property's public view, the whole public record in
 * that language that the import stores in one column, instead of the hundred-odd columns and
 * child tables of the record: one small query at any catalogue size (see readModel).
 */
export const activeProperty = cache(async (id: number, locale: Locale): Promise<Property | undefined> =>
  (await readPublicViews(await payloadClient(), [id], locale)).get(id),
)
