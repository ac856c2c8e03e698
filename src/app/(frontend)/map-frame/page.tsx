import { NextIntlClientProvider } from 'next-intl'

import { MapFrameReceiver } from '@/components/map/MapFrameReceiver.client'
import { getContactDetails } from '@/data/contact'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The embedded map frame (spec §7): it draws the places another page of the site posts to it.
 * `?lang=` picks the language of its few words; the tiles come from the site settings.
 */
export default async function MapFramePage({ searchParams }: Props) {
  const { lang } = await searchParams
  const locale = typeof lang === 'string' && isLocale(lang) ? lang : defaultLocale
  const [property, projects, details] = await Promise.all([
    getTranslations({ locale, namespace: 'Property' }),
    getTranslations({ locale, namespace: 'Projects' }),
    getContactDetails(locale),
  ])
  const messages = {
    Property: {
      priceOnRequest: property.raw('priceOnRequest'),
      price: property.raw('price'),
    },
    Projects: { map: projects.raw('map') },
  }
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <main lang={locale} style={{ height: '100%' }}>
        <MapFrameReceiver tileUrl={details.tileUrl} />
      </main>
    </NextIntlClientProvider>
  )
}
