// The plain shapes the article reads (articles.ts) hand out, and the functions that make them from
// Payload documents. No 'server-only' and no reads here: the rich-text renderer, a client
// component, uses the same shapes and mappers.

import { truncateText } from '@/domain/text/truncateText'
import type { Article, Category, Media } from '@/payload-types'

/** A Lexical editor state as Payload stores it (every rich-text field has this shape). */
export type RichTextData = NonNullable<Article['content']>

/** One pre-generated webp size of a media file (Media collection `imageSizes`). */
export type MediaVariant = { width: number; url: string }

/** An image reduced to what `<MediaImage>` needs: plain and serialisable for the data cache. */
export type MediaData = {
  id: number
  url: string
  alt: string
  width: number
  height: number
  /** Ascending by width; empty for files Payload does not resize (SVG). */
  variants: MediaVariant[]
  /** Focal point in percent, used as the object position of cropped images. */
  focal: { x: number; y: number } | null
}

export type TeamMemberData = {
  role: string | null
  email: string | null
  phone: string | null
  photo: MediaData | null
}

export type CategoryData = { id: number; name: string; slug: string }

export type ArticleData = {
  id: number
  slug: string
  title: string
  categoryId: number
  subCategoryId: number | null
  /** Plain text for cards and bios: the editor's excerpt, else the start of the content. */
  summary: string
  content: RichTextData | null
  image: MediaData | null
  /** Null unless the article presents a team member (role, contact or photo filled). */
  teamMember: TeamMemberData | null
}

// Cards cut far shorter; this only bounds what the data cache stores per article.
const SUMMARY_LIMIT = 600
// Originals without known dimensions (rare) are laid out as 3:2, the ratio cards reserve anyway.
const FALLBACK_SIZE = { width: 1500, height: 1000 }

export const relationId = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'number' ? value : value.id

export function toMediaData(value: number | Media | null | undefined): MediaData | null {
  if (!value || typeof value === 'number' || !value.url) return null
  if (value.mimeType && !value.mimeType.startsWith('image/')) return null
  const variants: MediaVariant[] = []
  for (const size of Object.values(value.sizes ?? {})) {
    if (size?.url && size.width) variants.push({ width: size.width, url: size.url })
  }
  variants.sort((a, b) => a.width - b.width)
  const known = value.width && value.height
  return {
    id: value.id,
    url: value.url,
    alt: value.alt ?? '',
    width: known ? (value.width as number) : FALLBACK_SIZE.width,
    height: known ? (value.height as number) : FALLBACK_SIZE.height,
    variants,
    focal: value.focalX != null && value.focalY != null ? { x: value.focalX, y: value.focalY } : null,
  }
}

export function toCategoryData(value: Category): CategoryData {
  return { id: value.id, name: value.name, slug: value.slug ?? '' }
}

// Lexical block nodes end a run of words; inline nodes (links, formatted text) do not.
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'list', 'quote', 'tablecell', 'tablerow'])

function collectText(node: unknown, out: string[]): void {
  if (!node || typeof node !== 'object') return
  const { type, text, children } = node as { type?: unknown; text?: unknown; children?: unknown }
  if (typeof text === 'string') out.push(text)
  if (type === 'linebreak' || type === 'tab') out.push(' ')
  if (Array.isArray(children)) for (const child of children) collectText(child, out)
  if (typeof type === 'string' && BLOCK_TYPES.has(type)) out.push(' ')
}

/** The words of a rich-text value, whitespace collapsed (for excerpts and emptiness checks). */
export function richTextToPlain(data: RichTextData | null | undefined): string {
  if (!data) return ''
  const out: string[] = []
  collectText(data.root, out)
  return out.join('').replace(/\s+/g, ' ').trim()
}

function toTeamMember(value: Article['teamMember']): TeamMemberData | null {
  const member: TeamMemberData = {
    role: value?.role?.trim() || null,
    email: value?.email?.trim() || null,
    phone: value?.phone?.trim() || null,
    photo: toMediaData(value?.photo),
  }
  return member.role || member.email || member.phone || member.photo ? member : null
}

/** An article read at depth 1 (images populated), reduced to plain data. */
export function toArticleData(doc: Article): ArticleData {
  const summary = doc.excerpt?.trim() || richTextToPlain(doc.content)
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    categoryId: relationId(doc.category) ?? 0,
    subCategoryId: relationId(doc.subCategory),
    summary: truncateText(summary.replace(/\s+/g, ' '), { limit: SUMMARY_LIMIT }),
    content: doc.content ?? null,
    image: toMediaData(doc.image),
    teamMember: toTeamMember(doc.teamMember),
  }
}
