import type { contentLocales, Locale } from '@/i18n/locales'
import type { PhotoKind } from '@/integrations/omnicasa/media/kinds'

export type ContentLocale = (typeof contentLocales)[number]
/** Texts written in the content languages; German falls back to French. */
export type InContentLocales<T> = Record<ContentLocale, T>
/** Names and paths, which every language (German included) has of its own. */
export type InAllLocales<T> = Record<Locale, T>

/** Search-engine title (≤ 60 characters) and description (≤ 155). */
export type Seo = { title: string; description: string }

export type ImageSeed = { key: string; kind: PhotoKind; alt: InContentLocales<string> }

export type CategoryKey = 'services' | 'faq' | 'equipe' | 'home' | 'a-propos'

export type CategorySeed = {
  key: CategoryKey
  sort: number
  names: InAllLocales<string>
  /** Equal to the path of the page that shows the category, so article URLs nest under it. */
  slugs: InAllLocales<string>
}

export type ArticleText = {
  title: string
  excerpt?: string
  /** Body in the seed markup (see markdown.ts). */
  content: string
  seo?: Seo
}

export type ArticleSeed = {
  /** Unique among the seed articles; pages refer to articles by it. */
  key: string
  category: CategoryKey
  sort: number
  /** ISO date, fixed so that a reseeded database reads the same. */
  publishedAt: string
  slugs: InAllLocales<string>
  /** German has its own title (required, and shown in the breadcrumb); its text falls back to French. */
  germanTitle: string
  texts: InContentLocales<ArticleText>
  image?: ImageSeed
  teamMember?: { role: InAllLocales<string>; email: string; phone: string }
}

type Relation = { article: string } | { category: CategoryKey }

export type ModuleSeed = {
  blockType: 'single-view' | 'news-view' | 'ons-team-view' | 'collapse-view' | 'default'
  relation?: Relation
  numberItemOfRow?: number
  maxItems?: number
  background?: ImageSeed
  /** Module heading (German given too: it is a label) and rich description in the seed markup. */
  titles?: InAllLocales<string>
  descriptions?: InContentLocales<string>
}

export type PageText = {
  title?: string
  description?: string
  /** Rich-text body in the seed markup. */
  content?: string
  seo: Seo
}

export type PageSeed = {
  originalPath: string
  type: 'page' | 'login' | 'feedback'
  /** originalPath of the parent page, seeded earlier in the list. */
  parent?: string
  sort: number
  showInMenu?: boolean
  showBreadCrumb?: boolean
  showPageBanner?: boolean
  /** Robots directive, e.g. for thank-you pages that search engines should not index. */
  robots?: string
  names: InAllLocales<string>
  paths: InAllLocales<string>
  texts: InContentLocales<PageText>
  modules?: ModuleSeed[]
}
