import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './NewsletterBand.module.css'
import { VisitorForm } from './VisitorForm'

/**
 * The newsletter sign-up above the footer of every page (issue 15): the address is confirmed
 * by a link in an e-mail (double opt-in) before anything is sent to it.
 */
export async function NewsletterBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Forms' })
  return (
    <section className={styles.band} aria-labelledby="newsletter-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="newsletter-heading" className={styles.heading}>
            {t('forms.sign-newsletter.heading')}
          </h2>
          <p className={styles.intro}>{t('forms.sign-newsletter.intro')}</p>
        </div>
        <div className={styles.form}>
          <VisitorForm form="sign-newsletter" locale={locale} id="newsletter" bare />
        </div>
      </div>
    </section>
  )
}
