import type { ResolvedModule } from '@/data/modules'

/** Localized URL of an article's page, or null when it has none (built by the page from the route table). */
export type ArticleHref = (article: { id: number; slug: string; categoryId: number }) => string | null

/** Original site path (e.g. '/contact-demand/') to its localized path. */
export type LinkHref = (originalPath: string) => string

/** What RenderModules gives every module view. */
export type ModuleViewProps = {
  module: ResolvedModule
  /** h1 only for the one module allowed to carry the page's heading. */
  headingLevel: 'h1' | 'h2'
  /** Id of the module heading, which labels the module's section. */
  headingId: string
  articleHref: ArticleHref
  linkHref: LinkHref
  /** This module holds the page's first image: it loads at once, every other one lazily. */
  eagerImage: boolean
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
export type SubHeadingTag = Exclude<HeadingTag, 'h1'>

/** The heading tag one level below `level` (cards under a module title), never deeper than h6. */
export function childHeading(level: HeadingTag, hasTitle = true): SubHeadingTag {
  const depth = Number(level.slice(1)) + (hasTitle ? 1 : 0)
  return `h${Math.min(6, Math.max(2, depth))}` as SubHeadingTag
}
