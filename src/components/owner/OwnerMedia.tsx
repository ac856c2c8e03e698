import type { OnlineMedia, OwnerProperty } from '@/data/ownerPortal'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import own from './OwnerArea.module.css'

/** The portals' figures of the properties shown (several are added up per portal). */
export function mediaByPortal(properties: readonly OwnerProperty[]): OnlineMedia[] {
  const byPortal = new Map<string, OnlineMedia>()
  for (const property of properties) {
    for (const row of property.media) {
      const sum = byPortal.get(row.portal) ?? {
        portal: row.portal,
        views: 0,
        detailViews: 0,
        contactRequests: 0,
        favourites: 0,
      }
      sum.views += row.views
      sum.detailViews += row.detailViews
      sum.contactRequests += row.contactRequests
      sum.favourites += row.favourites
      byPortal.set(row.portal, sum)
    }
  }
  return [...byPortal.values()].sort((a, b) => b.views - a.views || a.portal.localeCompare(b.portal))
}

/** Spec §2 "online media": what each portal reports for the listing over the period. */
export async function OwnerMedia({ properties, locale }: { properties: OwnerProperty[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  const rows = mediaByPortal(properties)
  if (rows.length === 0) return null
  const number = new Intl.NumberFormat(`${locale}-BE`)
  return (
    <section aria-labelledby="owner-media" className={own.panel}>
      <h3 id="owner-media">{t('dashboard.media')}</h3>
      <p className={own.muted}>{t('dashboard.mediaIntro')}</p>
      <div className={own.tableScroll}>
        <table className={own.table}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.portal')}</th>
              <th scope="col">{t('dashboard.views')}</th>
              <th scope="col">{t('dashboard.detailViews')}</th>
              <th scope="col">{t('dashboard.contactRequests')}</th>
              <th scope="col">{t('dashboard.favourites')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.portal}>
                <th scope="row">{row.portal}</th>
                <td>{number.format(row.views)}</td>
                <td>{number.format(row.detailViews)}</td>
                <td>{number.format(row.contactRequests)}</td>
                <td>{number.format(row.favourites)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
