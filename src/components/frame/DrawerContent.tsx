import type { Agency } from '@/data/frame'
import { formatPhone } from '@/domain/format/formatPhone'
import type { Alternates, MenuItem } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './DrawerContent.module.css'
import { DrawerMenu } from './DrawerMenu'
import { FreeEvaluationLink } from './FreeEvaluationLink'
import { Icon } from './icons'
import { LanguageLinks } from './LanguageLinks'

type DrawerContentProps = {
  locale: Locale
  menu: MenuItem[]
  alternates: Alternates
  languages: Locale[]
  cta: { href: string; label: string } | null
  agency: Agency
}

/** What the drawer holds: the menu, the call to action, the languages and how to reach the agency. */
export async function DrawerContent({
  locale,
  menu,
  alternates,
  languages,
  cta,
  agency,
}: DrawerContentProps) {
  const [t, tFrame] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Frame' }),
  ])
  return (
    <>
      <DrawerMenu items={menu} label={t('mainMenu')} newTabHint={tFrame('opensInNewTab')} />
      {cta ? <FreeEvaluationLink href={cta.href} label={cta.label} variant="block" /> : null}
      {languages.length > 1 ? (
        <div className={styles.section}>
          <p className={styles.sectionTitle} aria-hidden="true">
            {t('languages')}
          </p>
          <LanguageLinks
            current={locale}
            languages={languages}
            alternates={alternates}
            label={t('languages')}
            variant="drawer"
          />
        </div>
      ) : null}
      {agency.phone || agency.email ? (
        <ul className={styles.contact} aria-label={t('contact')}>
          {agency.phone ? (
            <li>
              <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>
                <Icon name="phone" size={18} />
                {formatPhone(agency.phone)}
              </a>
            </li>
          ) : null}
          {agency.email ? (
            <li>
              <a href={`mailto:${agency.email}`}>
                <Icon name="email" size={18} />
                {agency.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  )
}
