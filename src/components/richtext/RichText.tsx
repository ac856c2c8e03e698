import type {
  SerializedAutoLinkNode,
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import {
  type JSXConverter,
  type JSXConverters,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media/MediaImage'
import { type RichTextData, richTextToPlain, toMediaData } from '@/data/articleShapes'
import { shiftedHeadingLevel } from '@/domain/text/headingShift'
import { getTranslations } from '@/i18n/server'
import type { Media } from '@/payload-types'
import { listItem } from './listItem'
import styles from './RichText.module.css'
import { internalDocPath, resolveRichTextHref } from './richTextLinks'

type HeadingLevel = 2 | 3 | 4 | 5 | 6

type Props = {
  data: RichTextData | null | undefined
  /** Original site path (e.g. '/contact-demand/') to the localized path, from the route table. */
  linkHref?: (originalPath: string) => string
  /** The level the content's top heading takes, so it nests under the heading around it. */
  headingLevel?: HeadingLevel
  /** Rendered width of embedded images. */
  imageSizes?: string
  className?: string
}

const hasUpload = (data: RichTextData): boolean => JSON.stringify(data.root).includes('"type":"upload"')

export const isRichTextEmpty = (data: RichTextData | null | undefined): boolean =>
  !data || (!richTextToPlain(data) && !hasUpload(data))

const levelOf = (tag: string): number => Number(tag.slice(1)) || 2

function topHeadingLevel(data: RichTextData): number | null {
  const levels = data.root.children.flatMap((node) =>
    node.type === 'heading' && typeof node.tag === 'string' ? [levelOf(node.tag)] : [],
  )
  return levels.length ? Math.min(...levels) : null
}

/**
 * Payload's Lexical JSON rendered on the server with Payload's JSX converters (plain functions, no
 * 'use client'), so prose ships no JavaScript. Links are translated, unsafe ones dropped, headings
 * shifted under the surrounding heading, images served through the media sizes.
 */
export async function RichText({ data, linkHref, headingLevel = 2, imageSizes, className }: Props) {
  if (!data || isRichTextEmpty(data)) return null
  const t = await getTranslations('Modules')
  const top = topHeadingLevel(data) ?? headingLevel

  const anchor = (url: string | null | undefined, newTab: boolean, children: ReactNode): ReactNode => {
    const link = resolveRichTextHref(url, linkHref)
    if (!link) return <>{children}</>
    if (link.href.startsWith('/') && !link.external) return <Link href={link.href}>{children}</Link>
    const opensTab = newTab && link.external
    return (
      <a
        href={link.href}
        {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(link.external && !opensTab ? { rel: 'noopener' } : {})}
      >
        {children}
        {opensTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
      </a>
    )
  }

  const link: JSXConverter<SerializedLinkNode> = ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const url = node.fields.linkType === 'internal' ? internalDocPath(node.fields.doc) : node.fields.url
    return anchor(url, Boolean(node.fields.newTab), children)
  }
  const autolink: JSXConverter<SerializedAutoLinkNode> = ({ node, nodesToJSX }) =>
    anchor(node.fields.url, Boolean(node.fields.newTab), nodesToJSX({ nodes: node.children }))
  const heading: JSXConverter<SerializedHeadingNode> = ({ node, nodesToJSX }) => {
    const Tag = `h${shiftedHeadingLevel(levelOf(node.tag), top, headingLevel)}` as 'h2'
    return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
  }
  const upload: JSXConverter<SerializedUploadNode> = ({ node }) => {
    const doc = typeof node.value === 'object' ? (node.value as unknown as Media) : null
    const media = toMediaData(doc)
    if (media) {
      return (
        <figure className={styles.figure}>
          <MediaImage media={media} sizes={imageSizes ?? '(min-width: 1280px) 760px, 100vw'} />
          {doc?.caption ? <figcaption>{doc.caption}</figcaption> : null}
        </figure>
      )
    }
    return doc?.url ? <a href={doc.url}>{doc.filename ?? doc.alt}</a> : null
  }

  const converters = ({ defaultConverters }: { defaultConverters: JSXConverters }): JSXConverters => ({
    ...defaultConverters,
    link,
    autolink,
    heading,
    upload,
    listitem: listItem,
    // Relationship and block nodes have no public rendering; Payload would print "unknown node".
    unknown: () => null,
  })

  return (
    <LexicalRichText
      data={data as Parameters<typeof LexicalRichText>[0]['data']}
      converters={converters}
      className={[styles.prose, className].filter(Boolean).join(' ')}
    />
  )
}
