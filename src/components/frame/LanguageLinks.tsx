import type { Alternates } from '@/domain/routes/types'
import { type Locale, localeLabels } from '@/i18n/locales'
import styles from './LanguageLinks.module.css'

type LanguageLinksProps = {
  current: Locale
  languages: Locale[]
  alternates: Alternates
  label: string
  variant: 'bar' | 'drawer'
}

/**
 * The language switcher: plain links to this page in each offered language, so it works without
 * JavaScript and search engines follow it. A full page load on purpose: the layout, messages and
 * <html lang> all change with the language.
 */
export function LanguageLinks({ current, languages, alternates, label, variant }: LanguageLinksProps) {
  if (languages.length < 2) return null
  return (
    <nav aria-label={label} className={styles.nav} data-variant={variant}>
      <ul className={styles.list}>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={alternates[code]}
              data-language-href={alternates[code]}
              hrefLang={code}
              lang={code}
              title={localeLabels[code]}
              className={styles.link}
              aria-current={code === current ? 'true' : undefined}
            >
              <span className={styles.code}>{code.toUpperCase()}</span>
              <span className={variant === 'drawer' ? styles.name : 'visually-hidden'}>
                {' '}
                {localeLabels[code]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
