import { FormCard } from '@/components/forms/FormCard'
import { ContactMap } from '@/components/lazy.client'
import { getContactDetails } from '@/data/contact'
import { formatPhone } from '@/domain/format/formatPhone'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './ContactSection.module.css'

/** The contact form beside the agency's address, phone, e-mail, hours and legal numbers, then a map. */
export async function ContactSection({ locale }: { locale: Locale }) {
  const [t, details] = await Promise.all([getTranslations('Contact'), getContactDetails(locale)])
  const address = [details.street, details.zipCity].filter(Boolean).join(', ')
  const phone = details.phone ? formatPhone(details.phone) : null
  const directions = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
  return (
    <div className={`container ${styles.contact}`}>
      <FormCard form="site-contact" locale={locale} />
      <section className={styles.card} aria-labelledby="contact-details">
        <h2 id="contact-details" className={styles.heading}>
          {t('heading')}
        </h2>
        <dl className={styles.list}>
          <dt>{t('address')}</dt>
          <dd>
            <address>
              {details.name}
              <br />
              {details.street}
              <br />
              {details.zipCity}
            </address>
          </dd>
          {phone ? (
            <>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${details.phone?.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </>
          ) : null}
          {details.email ? (
            <>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </dd>
            </>
          ) : null}
          {details.openingHours.length > 0 ? (
            <>
              <dt>{t('hours')}</dt>
              <dd>
                {details.openingHours.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </dd>
            </>
          ) : null}
        </dl>
        <p className={styles.legal}>
          {details.bivNumber ? `${t('biv')} ${details.bivNumber}` : null}
          {details.vatNumber ? ` · ${t('vat')} ${details.vatNumber}` : null}
        </p>
      </section>
      <div className={styles.mapBox}>
        {details.position ? (
          <ContactMap
            position={details.position}
            tileUrl={details.tileUrl}
            label={t('map')}
            fallback={t('mapUnavailable', { address })}
          />
        ) : null}
        <a className={styles.directions} href={directions} target="_blank" rel="noopener noreferrer">
          {t('directions')}
        </a>
      </div>
    </div>
  )
}
