import type { OwnerProperty } from '@/data/ownerPortal'
import { onlineMediaRows } from '@/domain/owner/timeline'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import own from './OwnerArea.module.css'

/** Spec §2 "online media": what each portal reports for the listing over the period. */
export async function OwnerMedia({ properties, locale }: { properties: OwnerProperty[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  // Several properties: their rows added up per portal, the most viewed first.
  const rows = onlineMediaRows(properties.flatMap((property) => property.media))
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
