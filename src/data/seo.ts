import 'server-only'

import type { Metadata } from 'next'

import { pageTitle, pageTitleWithoutBrand } from '@/domain/frame/pageTitle'
import type { Alternates } from '@/domain/routes/types'
import { type ShareImage, shareImageTags } from '@/domain/seo/shareImage'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import type { Page } from '@/payload-types'
import { getPublicSite } from './publicOrigin'
import { mediaShareImage } from './shareImage'

type Seo = NonNullable<Page['meta']>

const ogLocale: Record<Locale, string> = { fr: 'fr_BE', nl: 'nl_BE', en: 'en_GB', de: 'de_BE' }

export type SeoInput = {
  locale: Locale
  /** Page heading: the default for every title. */
  title: string
  description?: string | null
  /** This page in every language; the current language's entry is the canonical URL. */
  alternates: Alternates | null
  meta?: Seo | null
  /** The page's share picture (a listing's first photo, else the agency's); CMS SEO images win. */
  image: ShareImage
  /** The site's public origin: share image URLs are absolute on it, as canonical URLs are. */
  siteUrl: string
  /** The agency's name: the brand every title ends with, once. */
  siteName: string
  /** Pages that must not be indexed (thank-you pages, login, 404/410). */
  noindex?: boolean
}

/**
 * Title, description, canonical, hreflang alternates with x-default, Open Graph, Twitter,
 * verification and robots for one page (issue 3 §6). CMS SEO fields win when `isActiveSEO` is on;
 * otherwise the page's own heading and description are used.
 */
export function buildMetadata(input: SeoInput): Metadata {
  const { locale, meta, alternates } = input
  const useMeta = meta?.isActiveSEO === true
  const given = (useMeta && (meta?.pageTitle || meta?.title)) || input.title
  // domain/pageTitle is the one title template: absolute, so no layout template adds the brand again.
  const title = pageTitle(given, input.siteName)
  // Open Graph and Twitter name the site beside the title: there the page's own name is enough.
  const shareTitle = pageTitleWithoutBrand(given, input.siteName)
  const description = (useMeta && meta?.description) || input.description || undefined
  const ogImage = mediaShareImage(meta?.og?.image) ?? input.image
  const share = shareImageTags(ogImage, input.siteUrl, shareTitle)
  const twitter = shareImageTags(mediaShareImage(meta?.twitter?.image) ?? ogImage, input.siteUrl, shareTitle)
  const canonical = alternates?.[locale]
  const verification: Metadata['verification'] = {
    ...(meta?.googleVerification ? { google: meta.googleVerification } : {}),
    other: {
      ...(meta?.facebookVerification ? { 'facebook-domain-verification': meta.facebookVerification } : {}),
      ...(meta?.nortonSafeWeb ? { 'norton-safeweb-site-verification': meta.nortonSafeWeb } : {}),
    },
  }
  return {
    title: { absolute: title },
    description,
    alternates: alternates
      ? {
          canonical,
          languages: {
            ...Object.fromEntries(locales.map((code) => [code, alternates[code]])),
            'x-default': alternates[defaultLocale],
          },
        }
      : undefined,
    robots: input.noindex ? { index: false, follow: true } : (meta?.robots ?? undefined),
    verification,
    openGraph: {
      type: (meta?.og?.type as 'website' | 'article' | undefined) || 'website',
      title: meta?.og?.title || shareTitle,
      description: meta?.og?.description || description,
      url: meta?.og?.url || canonical,
      siteName: input.siteName,
      locale: ogLocale[locale],
      images: share.openGraph,
    },
    twitter: {
      card: twitter.twitter.card,
      title: meta?.twitter?.title || shareTitle,
      description: meta?.twitter?.description || description,
      site: meta?.twitter?.site || undefined,
      images: twitter.twitter.images,
    },
  }
}

/**
 * A 404's or a 410's title in the visitor's language ("Page introuvable · Agency"). Next.js itself
 * marks a response with either status noindex.
 */
export async function missingPageMetadata(locale: Locale, status: 404 | 410): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Errors' }), getPublicSite()])
  const title = t(status === 410 ? 'goneTitle' : 'notFoundTitle')
  return { title: { absolute: pageTitle(title, site.agencyName) } }
}
