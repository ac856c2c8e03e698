import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { SearchBox as SearchBoxClient } from './SearchBox.client'

/** The text search box (spec §2) in a language; its results come from GET /suggest/. */
export async function SearchBox({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return (
    <SearchBoxClient
      locale={locale}
      // Handled by src/app/(frontend)/suggest/go/route.ts, outside the language-prefixed pages.
      action="/suggest/go/"
      text={{
        label: t('label'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        instructions: t('instructions'),
        results: t('results'),
        noResults: t('noResults'),
        unavailable: t('unavailable'),
        groups: { type: t('groups.type'), city: t('groups.city'), property: t('groups.property') },
        forSale: t('forSale'),
        forRent: t('forRent'),
      }}
    />
  )
}
