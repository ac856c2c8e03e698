import type { PropertyDocument } from '@/data/properties'
import { getTranslations } from '@/i18n/server'
import styles from './Detail.module.css'

/** The listing's documents as PDF links, or 'no documents' (spec §8). */
export async function PropertyDocuments({ documents }: { documents: PropertyDocument[] }) {
  const t = await getTranslations('PropertyDetail.documents')
  return (
    <section className={styles.section} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {documents.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document) => (
            <li key={document.id}>
              <a className={styles.document} href={document.href} target="_blank" rel="noopener">
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
                </svg>
                <span className={styles.documentName}>{document.name}</span>
                <span className={styles.documentKind}>{t('pdf')}</span>
                <span className="visually-hidden">{t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
