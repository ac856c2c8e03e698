import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { getSiteBasics } from '@/data/settings'
import { defaultLocale } from '@/i18n/locales'
import { JitlessZod } from '@/security/JitlessZod.client'

import '../globals.css'

// Reads the site settings: rendered per request, never prerendered at build time (no database then).
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

// The frame is embedded, never a page of its own: kept out of search results.
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * A root layout of its own: the map frame sits outside [locale] (the proxy skips /map-frame), so it
 * gets no site frame, menu or consent dialog, only the brand colour. The page marks its content
 * with the language it was asked for.
 */
export default async function MapFrameLayout({ children }: { children: React.ReactNode }) {
  const site = await getSiteBasics()
  const brand = { '--brand': site.brandColor, height: '100%' } as React.CSSProperties
  return (
    <html lang={defaultLocale} style={brand}>
      <body style={{ height: '100%', margin: 0, background: 'var(--surface)' }}>
        <JitlessZod />
        {children}
      </body>
    </html>
  )
}
