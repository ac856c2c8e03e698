import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/webp'],
    deviceSizes: [400, 600, 1360, 1920],
    imageSizes: [100, 200],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/crm-media/**' }],
  },
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')
const payloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// withPayload sends Accept-CH / Critical-CH on every route, which makes Chromium restart the first
// navigation of every public page. The admin's colour-scheme hint is only needed under /admin.
export default {
  ...payloadConfig,
  headers: async () => [
    { source: '/:path*', headers: securityHeaders },
    {
      source: '/admin/:path*',
      headers: [
        { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
        { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
        { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      ],
    },
  ],
} satisfies NextConfig
