import Link from 'next/link'
import type React from 'react'

import { PlainImage } from '@/components/media/PlainImage'
import type { FrameGlobals } from '@/data/frame'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './Footer.module.css'
import { FooterAgency } from './FooterAgency'

type FooterProps = {
  locale: Locale
  globals: FrameGlobals
  content: React.ReactNode[]
  links: { cookiePolicy: string; privacyStatement: string; disclaimer: string }
}

/**
 * Spec §2: configurable columns (title, intro, full text, images), each only when public, and the
 * copyright line; beside them the agency's identity, which Belgian estate agents must publish
 * (company and VAT number, BIV/IPI licence).
 */
export async function Footer({ locale, globals, content, links }: FooterProps) {
  const t = await getTranslations({ locale, namespace: 'Footer' })
  const { footer, agency } = globals
  const year = new Date().getFullYear()
  const copyright = footer.copyright
    ? footer.copyright.replaceAll('{year}', String(year))
    : t('copyright', { year: String(year), name: agency.name ?? '' })
  const legal = [
    { href: links.disclaimer, label: t('disclaimer') },
    { href: links.privacyStatement, label: t('privacyStatement') },
    { href: links.cookiePolicy, label: t('cookiePolicy') },
  ]

  return (
    <footer className={styles.footer}>
      <div
        className={`container ${styles.top}`}
        style={{ '--columns': Math.max(footer.columns.length, 1) } as React.CSSProperties}
      >
        <FooterAgency locale={locale} agency={agency} socialLinks={globals.socialLinks} />
        {footer.columns.map((column) => (
          <section
            key={column.index}
            className={styles.column}
            aria-labelledby={column.title ? `footer-column-${column.index}` : undefined}
          >
            {column.title ? (
              <h2 id={`footer-column-${column.index}`} className={styles.heading}>
                {column.title}
              </h2>
            ) : null}
            {column.intro ? <p className={styles.intro}>{column.intro}</p> : null}
            {content[column.index] ? <div className={styles.richText}>{content[column.index]}</div> : null}
            {column.images.length > 0 ? (
              <div className={styles.images}>
                {column.images.map((image) => (
                  <PlainImage
                    key={image.src}
                    className={styles.image}
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                    sizes="200px"
                    unoptimized
                  />
                ))}
              </div>
            ) : null}
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>{copyright}</p>
          <nav aria-label={t('legal')}>
            <ul className={styles.legal}>
              {legal.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.legalLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {/* Opens the cookie preferences; shown by the consent controller, which handles it. */}
              <li>
                <button
                  type="button"
                  className={`${styles.legalLink} ${styles.legalButton}`}
                  data-consent-open=""
                  aria-haspopup="dialog"
                  hidden
                >
                  {t('cookieSettings')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
