import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { ConsentAndTracking } from '@/components/consent/ConsentAndTracking'
import { CarryQuery } from '@/components/frame/CarryQuery'
import { RememberLocale } from '@/components/frame/RememberLocale'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getConsentSettings } from '@/data/consent'
import { getPublicOrigin, getPublicSite } from '@/data/publicOrigin'
import { getRouteTable } from '@/data/routeTable'
import { getSiteBasics } from '@/data/settings'
import { localizedPath } from '@/domain/routes/lookup'
import { isLocale } from '@/i18n/locales'
import { requestNonce } from '@/security/nonce'

import '../globals.css'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' }

export async function generateMetadata(): Promise<Metadata> {
  // The request's own origin when it is one of the site's (canonical and hreflang are resolved on it).
  const site = await getPublicSite()
  return {
    metadataBase: new URL(site.siteUrl),
    // Pages give their whole title (data/seo.ts, domain/pageTitle): one template, the brand once.
    title: site.agencyName,
    applicationName: site.agencyName,
  }
}

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [site, origin, table, consent, nonce] = await Promise.all([
    getSiteBasics(),
    getPublicOrigin(),
    getRouteTable(),
    getConsentSettings(locale),
    requestNonce(),
  ])
  const brand = { '--brand': site.brandColor } as React.CSSProperties
  return (
    <html lang={locale} style={brand}>
      <body>
        <RememberLocale locale={locale} nonce={nonce} />
        <CarryQuery nonce={nonce} />
        {/* No message provider: client components get their text from the server as props, so
            the browser loads no message formatter (decision 016). */}
        {children}
        <PreviewBar locale={locale} siteUrl={origin} />
        <ConsentAndTracking
          locale={locale}
          nonce={nonce}
          settings={consent}
          links={{
            cookiePolicy: localizedPath(table, '/Cookie-policy/', locale),
            privacyStatement: localizedPath(table, '/Privacy-statement/', locale),
          }}
        />
      </body>
    </html>
  )
}
