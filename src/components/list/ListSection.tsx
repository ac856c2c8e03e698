import { getContactDetails } from '@/data/contact'
import { getListFilterOptions, getPropertyList } from '@/data/propertyList'
import type { PropertySummary } from '@/data/propertySummary'
import {
  hasFilters,
  type ListQuery,
  listQueryString,
  parseListQuery,
  withoutFilters,
} from '@/domain/listing/listQuery'
import { listHref, propertyHref } from '@/domain/routes/links'
import type { ListName } from '@/domain/routes/systemRoutes'
import type { RouteTable } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'
import { ListFilters } from './ListFilters'
import { ListMap } from './ListMap'
import styles from './ListSection.module.css'
import { ListToolbar } from './ListToolbar'
import { NoResults } from './NoResults'
import { Pagination } from './Pagination'
import { PropertyGrid } from './PropertyGrid'

export type SearchParams = Record<string, string | string[] | undefined>

const RESULTS_ID = 'results'

/**
 * A property list (for sale, for rent, tourist rentals): filters, sort, view and page come from the
 * URL and everything is rendered on the server, so the list works without JavaScript.
 */
export async function ListSection({
  list,
  locale,
  table,
  searchParams,
}: {
  list: ListName
  locale: Locale
  table: RouteTable
  searchParams: SearchParams
}) {
  const query = parseListQuery(searchParams)
  const base = listHref(table, locale, list)
  const href = (next: ListQuery) => `${base}${listQueryString(next)}`
  const [{ items, paging }, options, contact] = await Promise.all([
    getPropertyList(list, locale, query),
    getListFilterOptions(list, locale),
    query.view === 'map' ? getContactDetails(locale) : null,
  ])
  // The page actually shown (an old link beyond the last page shows the last page).
  const shown: ListQuery = { ...query, page: paging.page }
  const clearHref = hasFilters(query) ? href(withoutFilters(query)) : null
  const itemHref = (property: PropertySummary) => propertyHref(table, locale, { ...property, list })
  return (
    <section className={`container ${styles.section}`} aria-labelledby={RESULTS_ID}>
      <ListFilters action={base} query={query} options={options} clearHref={href(withoutFilters(query))} />
      <ListToolbar query={shown} paging={paging} href={href} headingId={RESULTS_ID} />
      {items.length === 0 ? (
        <NoResults clearHref={clearHref} />
      ) : query.view === 'map' ? (
        <ListMap properties={items} href={itemHref} tileUrl={contact?.tileUrl ?? null} />
      ) : (
        <PropertyGrid
          properties={items}
          href={itemHref}
          layout={query.view}
          labelledBy={RESULTS_ID}
          leadPhoto
        />
      )}
      <Pagination query={shown} paging={paging} href={href} anchor={RESULTS_ID} />
    </section>
  )
}
