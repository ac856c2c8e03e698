import { getTranslations } from '@/i18n/server'
import styles from './NoResults.module.css'

/** Spec §8: "no results were found for your search", with the way back to the whole list. */
export async function NoResults({ clearHref }: { clearHref: string | null }) {
  const [tLists, t] = await Promise.all([getTranslations('Lists'), getTranslations('Listing')])
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className={styles.icon}>
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5M8 10.5h5" />
        </g>
      </svg>
      <p className={styles.message}>{tLists('empty')}</p>
      {clearHref ? (
        <>
          <p className={styles.hint}>{t('noResultsHint')}</p>
          <a href={clearHref} className={styles.clear}>
            {t('clear')}
          </a>
        </>
      ) : null}
    </div>
  )
}
