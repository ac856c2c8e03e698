import Link from 'next/link'

import type { OwnerProperty } from '@/data/ownerPortal'
import {
  pageTimeline,
  type parseTimelineQuery,
  type TimelineItem,
  type TimelineKind,
} from '@/domain/owner/timeline'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import own from './OwnerArea.module.css'

const PAGE_SIZE = 10
const kinds: (TimelineKind | 'all')[] = ['all', 'communication', 'visit', 'online-media']

type Props = {
  items: TimelineItem[]
  properties: OwnerProperty[]
  query: ReturnType<typeof parseTimelineQuery>
  locale: Locale
  hrefFor: (params: { history?: string | null; page?: number | null }) => string
}

/**
 * Spec §2 owner history: communications, visits and online-media figures as one timeline (date,
 * type, contact, subject, comment, status), filtered by kind and paged with plain links, so it
 * works without JavaScript and each view has its own URL.
 */
export async function OwnerHistory({ items, properties, query, locale, hrefFor }: Props) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  const view = pageTimeline(items, {
    kind: query.kind,
    propertyId: query.propertyId,
    page: query.page,
    pageSize: PAGE_SIZE,
  })
  const titleOf = new Map(properties.map((p) => [p.id, p.summary.title]))
  const number = new Intl.NumberFormat(`${locale}-BE`)
  const date = new Intl.DateTimeFormat(`${locale}-BE`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Brussels',
  })
  const dayOf = (iso: string) => date.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso))
  const label = (kind: TimelineKind | 'all') =>
    kind === 'all' ? t('dashboard.historyAll') : t(`dashboard.kinds.${kind}`)

  return (
    <section id="owner-history" aria-labelledby="owner-history-heading" className={own.block}>
      <h2 id="owner-history-heading">{t('dashboard.history')}</h2>
      <nav aria-label={t('dashboard.filterLabel')} className={own.filters}>
        {kinds.map((kind) => (
          <Link
            key={kind}
            href={hrefFor({ history: kind === 'all' ? null : kind, page: null })}
            className={own.filter}
            aria-current={query.kind === kind ? 'true' : undefined}
          >
            {label(kind)} <span className={own.count}>{view.counts[kind]}</span>
          </Link>
        ))}
      </nav>
      {view.items.length === 0 ? (
        <p className={own.muted}>{t('dashboard.noHistory')}</p>
      ) : (
        <ol className={own.timeline}>
          {view.items.map((item) => (
            <li key={item.key} className={own.event} data-kind={item.kind}>
              <div className={own.eventHead}>
                <time dateTime={item.date}>{dayOf(item.date)}</time>
                <span className={own.kind}>
                  {item.kind === 'online-media'
                    ? t('dashboard.kind.online-media')
                    : (item.type ?? t(`dashboard.kind.${item.kind}`))}
                </span>
                {item.status ? <span className={own.status}>{item.status}</span> : null}
              </div>
              {item.kind === 'online-media' && item.media ? (
                <ul className={own.mediaLines}>
                  {item.media.map((row) => (
                    <li key={row.portal}>
                      <strong>{row.portal}</strong>{' '}
                      {t('dashboard.mediaLine', {
                        views: number.format(row.views),
                        detailViews: number.format(row.detailViews),
                        contactRequests: number.format(row.contactRequests),
                        favourites: number.format(row.favourites),
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                <>
                  {item.subject ? <p className={own.eventTitle}>{item.subject}</p> : null}
                  {item.comment ? <p className={own.eventText}>{item.comment}</p> : null}
                </>
              )}
              <p className={own.eventMeta}>
                {[
                  item.contact,
                  item.propertyId !== null && titleOf.has(item.propertyId)
                    ? titleOf.get(item.propertyId)
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {view.pages > 1 ? (
        <nav aria-label={t('dashboard.pages', { page: view.page, pages: view.pages })} className={own.pager}>
          {view.page > 1 ? (
            <Link
              href={hrefFor({ history: query.kind === 'all' ? null : query.kind, page: view.page - 1 })}
              className={own.link}
              rel="prev"
            >
              {t('dashboard.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('dashboard.pages', { page: view.page, pages: view.pages })}</span>
          {view.page < view.pages ? (
            <Link
              href={hrefFor({ history: query.kind === 'all' ? null : query.kind, page: view.page + 1 })}
              className={own.link}
              rel="next"
            >
              {t('dashboard.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
