import { PropertyTypeIcon } from '@/components/property/PropertyTypeIcon'
import type { ListFilterOptions } from '@/data/propertyList'
import { DEFAULT_LIST_QUERY, hasFilters, type ListQuery } from '@/domain/listing/listQuery'
import { type PropertyTypeIcon as IconName, propertyTypeIcon } from '@/domain/property/propertyTypeIcon'
import { getRequestLocale, getTranslations } from '@/i18n/server'
import styles from './ListFilters.module.css'

type Props = {
  /** The list's own URL: the form is a plain GET to it, so it works before (or without) JavaScript. */
  action: string
  query: ListQuery
  options: ListFilterOptions
  /** The list without filters (sort and view kept). */
  clearHref: string
}

const BEDROOM_CHOICES = [1, 2, 3, 4, 5]
const TYPE_ICONS: IconName[] = ['residential', 'commercial', 'industrial', 'land', 'retail']

/** The filters a visitor expects: type, town, price range, bedrooms; all of them end up in the URL. */
export async function ListFilters({ action, query, options, clearHref }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Listing'), getRequestLocale()])
  // A shared search link may name a type or town absent from the list (or spelt in another
  // language); it stays selectable so that the form shows what the list is filtered on.
  const types =
    query.typeWebId === undefined || options.types.some((type) => type.webId === query.typeWebId)
      ? options.types
      : [...options.types, { webId: query.typeWebId, names: [String(query.typeWebId)] }]
  const typeNames = new Intl.ListFormat(locale, { type: 'conjunction' })
  const cities =
    !query.city || options.cities.some((city) => city.zip === query.city?.zip)
      ? options.cities
      : [...options.cities, query.city]
  const cityValue =
    options.cities.find((city) => city.zip === query.city?.zip && city.name === query.city?.name) ??
    options.cities.find((city) => city.zip === query.city?.zip) ??
    query.city
  // On a phone the form would fill the first screen: it folds behind a button there, open when the
  // list is filtered. From tablet width up it is always shown (see the stylesheet).
  return (
    <details className={styles.panel} open={hasFilters(query) || undefined}>
      <summary className={styles.toggle}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
          <path
            d="M4 6h16M7 12h10M10 18h4"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
        {t('filters')}
      </summary>
      <form className={styles.form} action={action} method="get" role="search" aria-label={t('filters')}>
        <div className={styles.field}>
          <label htmlFor="list-type">{t('type')}</label>
          {/*
            A native select cannot draw a picture in its options: the chosen type's pictogram sits
            in the field, picked by the stylesheet from the selected option (:has, no script).
          */}
          <span className={styles.typeSelect}>
            {TYPE_ICONS.map((icon) => (
              <PropertyTypeIcon key={icon} icon={icon} className={styles.typeIcon} />
            ))}
            <select id="list-type" name="type" defaultValue={query.typeWebId ?? ''}>
              <option value="">{t('anyType')}</option>
              {types.map((type) => (
                <option key={type.webId} value={type.webId} data-icon={propertyTypeIcon(type.webId)}>
                  {typeNames.format(type.names)}
                </option>
              ))}
            </select>
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor="list-city">{t('city')}</label>
          <select
            id="list-city"
            name="city"
            defaultValue={cityValue ? `${cityValue.name}|${cityValue.zip}` : ''}
          >
            <option value="">{t('anyCity')}</option>
            {cities.map((city) => (
              <option key={`${city.name}|${city.zip}`} value={`${city.name}|${city.zip}`}>
                {t('cityOption', { name: city.name, zip: city.zip })}
              </option>
            ))}
          </select>
        </div>
        {(
          [
            ['min', t('minPrice'), query.minPrice],
            ['max', t('maxPrice'), query.maxPrice],
          ] as const
        ).map(([name, label, value]) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`list-${name}`}>{label}</label>
            <input
              id={`list-${name}`}
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={value ?? ''}
            />
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="list-beds">{t('bedrooms')}</label>
          <select id="list-beds" name="beds" defaultValue={query.minBedrooms ?? ''}>
            <option value="">{t('anyBedrooms')}</option>
            {BEDROOM_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t('minBedrooms', { count })}
              </option>
            ))}
          </select>
        </div>
        {/* Sort and view survive a new search; defaults stay out of the URL. */}
        {query.sort !== DEFAULT_LIST_QUERY.sort ? (
          <input type="hidden" name="sort" value={query.sort} />
        ) : null}
        {query.view !== DEFAULT_LIST_QUERY.view ? (
          <input type="hidden" name="view" value={query.view} />
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {t('search')}
          </button>
          {hasFilters(query) ? (
            <a href={clearHref} className={styles.clear}>
              {t('clear')}
            </a>
          ) : null}
        </div>
      </form>
    </details>
  )
}
