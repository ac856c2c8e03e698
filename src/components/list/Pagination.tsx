import { type ListQuery, withQuery } from '@/domain/listing/listQuery'
import { pageLinks } from '@/domain/listing/pageLinks'
import type { Page } from '@/domain/listing/paginate'
import { getTranslations } from '@/i18n/server'
import styles from './Pagination.module.css'

type Props = {
  query: ListQuery
  paging: Page
  href: (query: ListQuery) => string
  /** Where a page link lands: the results' heading, not the top of the filters. */
  anchor: string
}

/** Links to the other pages of the list (plain links: paging works without JavaScript). */
export async function Pagination({ query, paging, href, anchor }: Props) {
  if (paging.pageCount <= 1) return null
  const t = await getTranslations('Listing')
  const to = (page: number) => `${href(withQuery(query, { page }))}#${anchor}`
  const { page, pageCount } = paging
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 ? (
        <a href={to(page - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span> {t('previous')}
        </a>
      ) : null}
      <ol className={styles.pages}>
        {pageLinks(page, pageCount).map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                href={to(link.page)}
                className={styles.page}
                aria-label={t('page', { page: link.page })}
                aria-current={link.page === page ? 'page' : undefined}
              >
                {link.page}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <a href={to(page + 1)} rel="next" className={styles.step}>
          {t('next')} <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </nav>
  )
}
