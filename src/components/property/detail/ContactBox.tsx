import type { ContactDetails } from '@/data/contact'
import { formatPhone } from '@/domain/format/formatPhone'
import { getTranslations } from '@/i18n/server'
import styles from './Detail.module.css'

/**
 * The agency's phone and e-mail beside the listing, with the property's reference in the e-mail's
 * subject so the agent knows which listing the visitor means.
 */
export async function ContactBox({ contact, reference }: { contact: ContactDetails; reference: string }) {
  const t = await getTranslations('PropertyDetail.contactBox')
  const subject = encodeURIComponent(t('subject', { reference }))
  return (
    <section className={styles.card} aria-labelledby="contact-box-heading">
      <h2 id="contact-box-heading" className={styles.cardHeading}>
        {t('heading')}
      </h2>
      <p className={styles.muted}>{t('intro', { agency: contact.name })}</p>
      <ul className={styles.contactLinks}>
        {contact.phone ? (
          <li>
            <a className={styles.primaryAction} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
              </svg>
              <span>
                <span className="visually-hidden">{t('phone')} </span>
                {formatPhone(contact.phone)}
              </span>
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li>
            <a className={styles.secondaryAction} href={`mailto:${contact.email}?subject=${subject}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
              </svg>
              <span>
                <span className="visually-hidden">{t('email')} </span>
                {contact.email}
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
