import 'server-only'

// The shared frame's data: the globals it shows (header, top bar, footer, popup, agency details),
// kept per process and language, and the links it makes from the route table.
import { homeHref } from '@/domain/routes/internalLinks'
import { localizedPath } from '@/domain/routes/lookup'
import { menuTree } from '@/domain/routes/navigation'
import type { Alternates, RouteTable } from '@/domain/routes/types'
import { isLocale, type Locale, locales } from '@/i18n/locales'
import type { Footer, Header, Media, Popup, SiteSetting, TopBar, User } from '@/payload-types'
import { processMemo } from './cache/processMemo'
import { payloadClient } from './payload'
import { previewer } from './preview'
import { getPublicOrigin } from './publicOrigin'
import { getSiteBasics } from './settings'

export type FramePosition = Header['logoPosition']
type MediaSize = keyof NonNullable<Media['sizes']>

/** An image ready for next/image: one of the media library's webp widths, with its real size. */
export type FrameImage = { src: string; width: number; height: number; alt: string }

type TopBarRow = NonNullable<TopBar['left']>[number]
export type TopBarIcon = NonNullable<TopBarRow['icon']>
export type TopBarItem = {
  id: string
  label: string
  link: string | null
  icon: TopBarIcon
  colour: string | null
}

export type FooterColumn = {
  /** Position in the global's columns: the index of its rendered rich text in `footerContent`. */
  index: number
  title: string | null
  intro: string | null
  images: FrameImage[]
}

export type SocialLink = NonNullable<SiteSetting['socialLinks']>[number]

export type Agency = {
  name: string | null
  legalName: string | null
  street: string | null
  houseNumber: string | null
  zip: string | null
  city: string | null
  phone: string | null
  email: string | null
  vatNumber: string | null
  bivNumber: string | null
}

export type FrameGlobals = {
  header: {
    logo: FrameImage | null
    logoPosition: FramePosition
    menuPosition: FramePosition
    languageSwitcherPosition: FramePosition
    freeEvaluation: { show: boolean; label: string | null }
  }
  /** Only the published items; `enabled` false or both groups empty means no top bar. */
  topBar: { enabled: boolean; left: TopBarItem[]; right: TopBarItem[] }
  footer: { columns: FooterColumn[]; copyright: string | null }
  popup: {
    isPublished: Popup['isPublished']
    delay: number | null
    title: string | null
    description: string | null
    link: string | null
    image: FrameImage | null
  }
  agency: Agency
  socialLinks: SocialLink[]
  brandColor: string | null
  /** Languages offered to visitors (site settings, `use` on). */
  languages: Locale[]
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** Spec §2: a footer column is shown "only if its public flag is true or "true"". */
export const isPublicFlag = (value: unknown): boolean => value === true || value === 'true'

/**
 * Payload prefixes upload URLs with its server URL; the site serves them itself, so a path keeps
 * them working behind any host name (and inside next.config's localPatterns).
 */
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/)/, '')

/** The smallest generated width at least `size` wide, else the largest there is, else the original. */
function toImage(media: number | Media | null | undefined, size: MediaSize): FrameImage | null {
  if (!media || typeof media !== 'object') return null
  const order: MediaSize[] = ['w100', 'w200', 'w400', 'w600', 'w1360', 'w1920']
  const candidates = order.slice(order.indexOf(size)).concat(order.slice(0, order.indexOf(size)).reverse())
  for (const name of candidates) {
    const variant = media.sizes?.[name]
    if (variant?.url && variant.width && variant.height)
      return {
        src: sitePath(variant.url),
        width: variant.width,
        height: variant.height,
        alt: media.alt ?? '',
      }
  }
  if (!media.url || !media.width || !media.height) return null
  return { src: sitePath(media.url), width: media.width, height: media.height, alt: media.alt ?? '' }
}

function toTopBarItems(rows: TopBar['left']): TopBarItem[] {
  return (rows ?? [])
    .filter((row) => row.status === 'published' && (text(row.label) || (row.icon && row.icon !== 'none')))
    .map((row, index) => ({
      id: row.id ?? `item-${index}`,
      label: text(row.label) ?? '',
      link: text(row.link),
      icon: row.icon ?? 'none',
      colour: text(row.colour),
    }))
}

function toFooterColumns(columns: Footer['columns']): FooterColumn[] {
  return (columns ?? []).flatMap((column, index) =>
    isPublicFlag(column.public)
      ? [
          {
            index,
            title: text(column.title),
            intro: text(column.intro),
            images: (column.images ?? []).flatMap((image) => toImage(image, 'w400') ?? []),
          },
        ]
      : [],
  )
}

function toAgency(agency: SiteSetting['agency']): Agency {
  return {
    name: text(agency?.name),
    legalName: text(agency?.legalName),
    street: text(agency?.street),
    houseNumber: text(agency?.houseNumber),
    zip: text(agency?.zip),
    city: text(agency?.city),
    phone: text(agency?.phone),
    email: text(agency?.email),
    vatNumber: text(agency?.vatNumber),
    bivNumber: text(agency?.bivNumber),
  }
}

/** Everything the shared frame shows (spec §2 Shared frame), in the visitor's language. */
export async function getFrameGlobals(locale: Locale): Promise<FrameGlobals> {
  const preview = await previewer()
  return preview ? loadFrameGlobals(locale, preview) : frameGlobals(locale)
}

const frameGlobals = processMemo(
  'frame-globals',
  ['global:header', 'global:top-bar', 'global:footer', 'global:popup', 'global:site-settings', 'media'],
  (locale: Locale) => loadFrameGlobals(locale, null),
)

/** The published globals, or in a staff preview their latest drafts (never kept). */
async function loadFrameGlobals(locale: Locale, preview: User | null): Promise<FrameGlobals> {
  const payload = await payloadClient()
  const read = { locale, overrideAccess: false } as const
  const drafts = preview ? ({ draft: true, user: preview } as const) : {}
  const [header, topBar, footer, popup, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 1, ...read, ...drafts }),
    payload.findGlobal({ slug: 'top-bar', depth: 0, ...read, ...drafts }),
    payload.findGlobal({ slug: 'footer', depth: 1, ...read, ...drafts }),
    payload.findGlobal({ slug: 'popup', depth: 1, ...read, ...drafts }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, ...read }),
  ])
  return {
    header: {
      logo: toImage(header.logo, 'w400'),
      logoPosition: header.logoPosition ?? 'left',
      menuPosition: header.menuPosition ?? 'centre',
      languageSwitcherPosition: header.languageSwitcherPosition ?? 'right',
      freeEvaluation: {
        show: header.freeEvaluation?.show !== false,
        label: text(header.freeEvaluation?.label),
      },
    },
    topBar: {
      enabled: topBar.enabled === true,
      left: toTopBarItems(topBar.left),
      right: toTopBarItems(topBar.right),
    },
    footer: { columns: toFooterColumns(footer.columns), copyright: text(footer.copyright) },
    popup: {
      isPublished: popup.isPublished ?? 'no',
      delay: popup.delay ?? null,
      title: text(popup.title),
      description: text(popup.description),
      link: text(popup.link),
      image: toImage(popup.media, 'w600'),
    },
    agency: toAgency(settings.agency),
    socialLinks: (settings.socialLinks ?? []).filter((link) => text(link.url)),
    brandColor: text(settings.agency?.brandColor),
    languages: (settings.languages ?? [])
      .filter((row) => row.use !== false)
      .map((row) => row.code)
      .filter(isLocale),
  }
}

/** The route-table-derived parts of the frame: menu, language links and the fixed links. */
export async function frameLinks(
  table: RouteTable,
  locale: Locale,
  currentKey?: string,
  alternates?: Alternates | null,
) {
  const [site, origin] = await Promise.all([getSiteBasics(), getPublicOrigin()])
  const link = (originalPath: string) => localizedPath(table, originalPath, locale)
  const home = Object.fromEntries(locales.map((l) => [l, homeHref(l)])) as Alternates
  return {
    menu: menuTree(table, locale, currentKey),
    // A page without a counterpart in another language (404, 410) switches to that language's home.
    alternates: alternates ?? home,
    languages: site.languages,
    // The breadcrumbs' JSON-LD: on the request's origin when it is one of the site's.
    origin,
    links: {
      home: homeHref(locale),
      freeEvaluation: link('/contact-demand/'),
      cookiePolicy: link('/Cookie-policy/'),
      privacyStatement: link('/Privacy-statement/'),
      disclaimer: link('/Disclaimer/'),
    },
  }
}
