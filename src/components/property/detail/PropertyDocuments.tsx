import { VisitorForm } from '@/components/forms/VisitorForm'
import type { PropertyDocument } from '@/data/properties'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { DOCUMENT_LINK_DAYS } from '@/leads/documentLinks'
import styles from './Detail.module.css'

type Props = {
  documents: PropertyDocument[]
  locale: Locale
  /** A listing's documents are sent by e-mail; without it (a project's) they are linked. */
  propertyId?: number
}

/**
 * The documents by name, or 'no documents' (spec §8). A listing's are released after the visitor
 * leaves contact details (spec §6): the form below sends them by e-mail as links valid for a week.
 * A project's (price list, brochure) are public and open as PDF.
 */
export async function PropertyDocuments({ documents, propertyId, locale }: Props) {
  const t = await getTranslations('PropertyDetail.documents')
  return (
    <section className={`${styles.section} ${styles.documentsSection}`} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {documents.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : propertyId === undefined ? (
        <ul className={styles.documents}>
          {documents.map((document) => (
            <li key={document.id}>
              <a
                className={`${styles.document} ${styles.documentLink}`}
                href={document.href}
                target="_blank"
                rel="noopener"
              >
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
      ) : (
        <>
          <ul className={styles.documents}>
            {documents.map((document) => (
              <li key={document.id} className={styles.document}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
                </svg>
                <span className={styles.documentName}>{document.name}</span>
                <span className={styles.documentKind}>{t('pdf')}</span>
              </li>
            ))}
          </ul>
          <div className={styles.documentForm}>
            <VisitorForm
              form="document-request"
              locale={locale}
              headingLevel="h3"
              disclosure
              introValues={{ days: DOCUMENT_LINK_DAYS }}
              hidden={{ property: String(propertyId) }}
            />
          </div>
        </>
      )}
    </section>
  )
}
