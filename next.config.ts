import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { ACTION_BODY_LIMIT_BYTES } from './src/domain/forms/actionEnvelope'
import { locales } from './src/i18n/locales'
import { monacoBase } from './src/monaco/version'
import { baseHeaders, LOCALE_HEADER } from './src/security/headers'
import { HSTS } from './src/security/transport'

const revalidatedImage = {
  key: 'Cache-Control',
  value: 'public, max-age=86400, stale-while-revalidate=604800',
}

const nextConfig: NextConfig = {
  // A second instance on one machine runs from its own copy of the build (tests/system).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The spec's paths end with a slash (/fr/a-vendre/). Payload's admin and API clients follow this
  // setting too (withPayload passes it on), so they call the slashed URLs directly.
  trailingSlash: true,
  // Made by the proxy instead, so that the redirect carries the security headers (Next sends its
  // own without them); the rule is the same (src/security/paths.ts, docs/decisions/030).
  skipTrailingSlashRedirect: true,
  // Visitor forms post to server actions (the proxy refuses larger bodies with 413 first).
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES } },
  turbopack: {
    rules: {
      // The admin's code editor (Monaco, in JSON fields) loads from the site, not from a CDN: the
      // offline machine has no CDN, and a Content-Security-Policy need not name one (decision 020).
      '*.js': [
        {
          condition: {
            all: [
              'foreign',
              { path: /@payloadcms[\\/]ui[\\/]dist[\\/]/ },
              { content: /cdn\.jsdelivr\.net\/npm\/monaco-editor@/ },
            ],
          },
          loaders: [{ loader: path.resolve('scripts/lib/monacoFromSite.cjs'), options: { vs: monacoBase } }],
        },
      ],
    },
  },
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
  // A page path without a language is served in the one the proxy chose (src/proxy.ts); a rewrite
  // here, unlike the proxy's, names no internal path in the response.
  rewrites: async () => ({
    beforeFiles: locales.map((locale) => ({
      source: '/:path*',
      has: [{ type: 'header' as const, key: LOCALE_HEADER, value: locale }],
      destination: `/${locale}/:path*`,
    })),
    afterFiles: [],
    fallback: [],
  }),
  headers: async () => [
    // Every response (docs/decisions/030); the proxy replaces the policy of pages with theirs.
    { source: '/:path*', headers: [...baseHeaders] },
    // HSTS where the proxy does not run (the REST API, Next's assets) when a TLS-terminating proxy
    // says the request came over HTTPS. Trusted even without TRUSTED_PROXY_HOPS: a browser ignores
    // the header on a plain HTTP response (RFC 6797 §8.1), so a forged one gains nothing.
    ...['/api/:path*', '/_next/:path*'].map((source) => ({
      source,
      has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'strict-transport-security', value: HSTS }],
    })),
    // Images whose URL does not change with their content (decision 028). An uploaded file's name
    // can come back with other bytes (a file deleted or replaced frees its name, and the next upload
    // of that name takes it), and the EPC labels under /images/ change with a deploy, so neither is
    // immutable: a day fresh, then a week in which a stale copy is shown while it is refetched in the
    // background (for /images/ Next's ETag makes that a 304). The icon's link carries a content hash
    // (`/icon.png?icon.<hash>.png`), but a header rule cannot tell it from a bare /icon.png, which
    // Next sends with max-age=0, so the icons get the same day. CRM photos (/crm-media/photos/) send their
    // own `immutable` header: their URL fixes their bytes. /_next/static is Next's own, immutable.
    { source: '/api/media/file/:file*', headers: [revalidatedImage] },
    { source: '/images/:file*', headers: [revalidatedImage] },
    { source: '/icon.png', headers: [revalidatedImage] },
    { source: '/apple-icon.png', headers: [revalidatedImage] },
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
