import Link from 'next/link'

import type { BreadcrumbItem } from '@/domain/routes/types'
import { serializeJsonLd } from '@/domain/seo/jsonLd'
import { requestNonce } from '@/security/nonce'
import styles from './Breadcrumbs.module.css'
import { Icon } from './icons'

type BreadcrumbsProps = {
  items: BreadcrumbItem[]
  /** Href of the home page; the trail starts there unless the caller already did. */
  home: string
  homeLabel: string
  /** e.g. https://www.maisonlumiere.be: structured data needs absolute URLs. */
  origin: string
  label: string
}

/** Structured data for search engines (schema.org BreadcrumbList), escaped by serializeJsonLd. */
function jsonLd(trail: BreadcrumbItem[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: new URL(item.href, origin).toString() } : {}),
    })),
  }
  return serializeJsonLd(data)
}

/** The trail to this page (spec §2: a property's list page, then its title); the last item is the page. */
export async function Breadcrumbs({ items, home, homeLabel, origin, label }: BreadcrumbsProps) {
  if (items.length === 0) return null
  const nonce = await requestNonce()
  const trail = items[0]?.href === home ? items : [{ label: homeLabel, href: home }, ...items]
  const lastIndex = trail.length - 1
  return (
    <nav aria-label={label} className={`container ${styles.nav}`}>
      <ol className={styles.list}>
        {trail.map((item, index) => (
          <li key={`${index}:${item.label}`} className={styles.item}>
            {index > 0 ? <Icon name="chevronRight" size={14} className={styles.separator} /> : null}
            {index === lastIndex || !item.href ? (
              <span aria-current={index === lastIndex ? 'page' : undefined} className={styles.current}>
                {item.label}
              </span>
            ) : (
              <Link href={item.href} className={styles.link}>
                {index === 0 && item.href === home ? (
                  <Icon name="home" size={15} className={styles.home} />
                ) : null}
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: jsonLd(trail, origin) }}
      />
    </nav>
  )
}
