import Link from 'next/link'
import type React from 'react'

import { SearchBox } from '@/components/search/SearchBox'
import type { HomeBannerData } from '@/data/homeBanner'
import { isLocale } from '@/i18n/locales'
import { getRequestLocale, getTranslations } from '@/i18n/server'
import { BannerImage } from './BannerImage'
import styles from './SearchBlock.module.css'

type Props = {
  titleId: string
  block: HomeBannerData['searchBlock']
  counts: HomeBannerData['counts']
  hrefs: { forSale: string; forRent: string }
  searchSlot?: React.ReactNode
}

const LOGO_HEIGHT = 64

/**
 * Spec §2: over the banner, the "property search block with optional title, description, logo;
 * text search box; For sale / For rent buttons optionally with counts".
 */
export async function SearchBlock({ titleId, block, counts, hrefs, searchSlot }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Home'), getRequestLocale()])
  const logo = block.logo
  const actions = [
    { key: 'sale', href: hrefs.forSale, label: t('forSale'), count: counts.sale },
    { key: 'rent', href: hrefs.forRent, label: t('forRent'), count: counts.rent },
  ]
  return (
    <div className={styles.block}>
      {logo ? (
        <BannerImage
          picture={logo}
          className={styles.logo}
          size={{ width: Math.round((LOGO_HEIGHT * logo.width) / logo.height), height: LOGO_HEIGHT }}
        />
      ) : null}
      <h1 id={titleId} className={styles.title}>
        {block.title ?? t('tagline')}
      </h1>
      {block.description ? <p className={styles.description}>{block.description}</p> : null}
      {/* The text search box (spec §2), unless the CMS turns it off; a caller may bring its own. */}
      {block.showSearchBox && isLocale(locale) ? (
        <div className={styles.search}>{searchSlot ?? <SearchBox locale={locale} />}</div>
      ) : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <Link key={action.key} href={action.href} className={styles.action}>
            {action.label}
            {block.showCounts ? (
              <>
                <span className={styles.count} aria-hidden="true">
                  {action.count}
                </span>
                <span className="visually-hidden">{`(${t('listingCount', { count: action.count })})`}</span>
              </>
            ) : null}
          </Link>
        ))}
      </div>
    </div>
  )
}
