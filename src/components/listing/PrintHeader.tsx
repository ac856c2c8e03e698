import { Logo } from '@/components/frame/Logo'
import { getContactDetails } from '@/data/contact'
import { getFrameGlobals } from '@/data/frame'
import { formatPhone } from '@/domain/format/formatPhone'
import { homeHref } from '@/domain/routes/internalLinks'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './DetailLayout.module.css'

/**
 * The brochure's letterhead (spec §1 "print"): the agency's logo with its address, phone and
 * e-mail from the site settings. Shown on paper only; on screen the site's header says the same.
 */
export async function PrintHeader({ locale }: { locale: Locale }) {
  const [t, tHeader, frame, contact] = await Promise.all([
    getTranslations('Contact'),
    getTranslations('Header'),
    getFrameGlobals(locale),
    getContactDetails(locale),
  ])
  const name = contact.name || frame.agency.name || tHeader('home')
  const address = [contact.street, contact.zipCity].filter(Boolean).join(', ')
  return (
    <div className={styles.letterhead}>
      <Logo logo={frame.header.logo} name={name} href={homeHref(locale)} homeLabel={tHeader('home')} />
      <dl className={styles.agency}>
        {address ? (
          <div>
            <dt>{t('address')}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {contact.phone ? (
          <div>
            <dt>{t('phone')}</dt>
            <dd>{formatPhone(contact.phone)}</dd>
          </div>
        ) : null}
        {contact.email ? (
          <div>
            <dt>{t('email')}</dt>
            <dd>{contact.email}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}
