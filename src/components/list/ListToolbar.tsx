import type React from 'react'

import { LIST_SORTS, LIST_VIEWS, type ListQuery, type ListView, withQuery } from '@/domain/listing/listQuery'
import type { Page } from '@/domain/listing/paginate'
import { getTranslations } from '@/i18n/server'
import styles from './ListToolbar.module.css'

type Props = {
  query: ListQuery
  paging: Page
  /** The URL of the list with these settings. */
  href: (query: ListQuery) => string
  headingId: string
}

const viewIcons: Record<ListView, React.ReactNode> = {
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  list: <path d="M4 5h4v4H4zM11 7h9M4 15h4v4H4zM11 17h9" />,
  map: <path d="m3 6 6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" />,
}

/**
 * The paging title (spec §9: page, of, object count), the sort and the view. Both are plain links,
 * so they work without JavaScript and the back button goes back to the previous sort or view.
 */
export async function ListToolbar({ query, paging, href, headingId }: Props) {
  const t = await getTranslations('Listing')
  const tLists = await getTranslations('Lists')
  return (
    <div className={styles.toolbar}>
      <h2 id={headingId} className={styles.title}>
        {paging.total === 0
          ? tLists('count', { count: 0 })
          : t('pagingTitle', { page: paging.page, pageCount: paging.pageCount, total: paging.total })}
      </h2>
      <div className={styles.controls}>
        <details className={styles.sort}>
          <summary className={styles.sortSummary}>
            {t('sortCurrent', { sort: t(`sort.${query.sort}`) })}
          </summary>
          <ul className={styles.sortMenu} aria-label={t('sortLabel')}>
            {LIST_SORTS.map((sort) => (
              <li key={sort}>
                <a
                  href={href(withQuery(query, { sort }))}
                  aria-current={sort === query.sort ? 'true' : undefined}
                  className={styles.sortLink}
                >
                  {t(`sort.${sort}`)}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <ul className={styles.views} aria-label={t('viewLabel')}>
          {LIST_VIEWS.map((view) => (
            <li key={view}>
              <a
                href={href(withQuery(query, { view }))}
                aria-current={view === query.view ? 'true' : undefined}
                className={styles.view}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                    {viewIcons[view]}
                  </g>
                </svg>
                {t(`view.${view}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
