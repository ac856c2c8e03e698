import type React from 'react'

import { PropertyPhotos } from '@/components/property/gallery/PropertyPhotos'
import type { DetailPhoto } from '@/data/properties'
import { parseDescription } from '@/domain/property/descriptionBlocks'
import { getRequestLocale, getTranslations } from '@/i18n/server'
import { DescriptionBody } from './DescriptionBody'
import styles from './DetailLayout.module.css'
import { PrintButton } from './PrintButton.client'
import { PrintHeader } from './PrintHeader'

type Props = {
  /** Structured data for search engines (a JSON-LD script), first in the article. */
  jsonLd: React.ReactNode
  /** The line above the title (badges, type, place); left out when null. */
  kicker: React.ReactNode
  title: string
  /** The price as the cards word it; left out when null. */
  price: string | null
  /** Beside the price: the reference, or the units left. */
  priceNote: React.ReactNode
  photos: DetailPhoto[]
  /** The CRM's HTML description, its heading, and what shows when there is none. */
  description: { html: string | null | undefined; heading: string; empty: string }
  /** Above the description (a sold or rented notice). */
  notice?: React.ReactNode
  /** The page's own sections, under the description. */
  children: React.ReactNode
  /** A side column (price, contact, share), beside the main one on wide screens, under it on phones. */
  side?: { label: string; content: React.ReactNode }
  /** Similar listings, at the bottom. */
  similar: React.ReactNode
  /**
   * Printed as a brochure (spec §1 "print"): the listing alone under the agency's letterhead,
   * without the site's frame, with a button that prints it.
   */
  brochure?: boolean
}

/**
 * The detail page of a listing, property or project: the header (kicker, title, price), the
 * photos, the description and the page's own sections, with or without a side column, and similar
 * listings at the bottom. Both pages look alike because they are this one layout.
 */
export async function DetailLayout({
  jsonLd,
  kicker,
  title,
  price,
  priceNote,
  photos,
  description,
  notice,
  children,
  side,
  similar,
  brochure = false,
}: Props) {
  const blocks = parseDescription(description.html)
  const locale = brochure ? await getRequestLocale() : null
  const tPrint = brochure ? await getTranslations('PropertyDetail.print') : null
  const main = (
    <>
      {notice}
      <section className={styles.description} aria-labelledby="description-heading">
        <h2 id="description-heading" className={styles.heading}>
          {description.heading}
        </h2>
        {blocks.length > 0 ? (
          <DescriptionBody blocks={blocks} />
        ) : (
          <p className={styles.muted}>{description.empty}</p>
        )}
      </section>
      {children}
    </>
  )
  return (
    <article className={`container ${styles.detail}${brochure ? ` ${styles.brochure}` : ''}`}>
      {jsonLd}
      {locale ? <PrintHeader locale={locale} /> : null}
      <header className={styles.head}>
        {kicker === null ? null : <p className={styles.kicker}>{kicker}</p>}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.headLine}>
          {price === null ? null : <p className={styles.price}>{price}</p>}
          {priceNote}
          {tPrint ? <PrintButton label={tPrint('button')} /> : null}
        </div>
      </header>

      <PropertyPhotos photos={photos} title={title} />

      {side ? (
        <div className={styles.layout}>
          <div className={styles.main}>{main}</div>
          <aside className={styles.side} aria-label={side.label}>
            {side.content}
          </aside>
        </div>
      ) : (
        main
      )}

      {similar}
    </article>
  )
}
