import { z } from 'zod'

import { defaultLocale, locales } from '@/i18n/locales'

// A search box query is a reference, a type or a town: 100 characters is far more than any of them.
const MAX_QUERY_LENGTH = 100

const schema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).default(''),
  locale: z.enum(locales).default(defaultLocale),
})

export type SuggestQuery = z.infer<typeof schema>

/** The `q` and `locale` parameters of the search box's requests, or null when they are not valid. */
export function parseSuggestQuery(url: string): SuggestQuery | null {
  const params = new URL(url).searchParams
  const parsed = schema.safeParse({
    q: params.get('q') ?? undefined,
    locale: params.get('locale') ?? undefined,
  })
  return parsed.success ? parsed.data : null
}
