import type { Agency, SocialLink } from '@/data/frame'
import { formatPhone } from '@/domain/format/formatPhone'
import { linkTarget, safeHref } from '@/domain/frame/linkTarget'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './Footer.module.css'
import { Icon } from './icons'

const platformNames: Record<SocialLink['platform'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
}

type FooterAgencyProps = { locale: Locale; agency: Agency; socialLinks: SocialLink[] }

/** Who runs the site and how to reach them, with the legal mentions of a Belgian estate agent. */
export async function FooterAgency({ locale, agency, socialLinks }: FooterAgencyProps) {
  const [t, tFrame] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Frame' }),
  ])
  const street = [agency.street, agency.houseNumber].filter(Boolean).join(' ')
  const town = [agency.zip, agency.city].filter(Boolean).join(' ')
  const social = socialLinks.flatMap((link) => {
    const href = safeHref(link.url)
    return href ? [{ ...link, href }] : []
  })
  return (
    <section className={styles.agency} aria-label={t('agency')}>
      {agency.name ? <p className={styles.agencyName}>{agency.name}</p> : null}
      <address className={styles.address}>
        {street ? <span>{street}</span> : null}
        {town ? <span>{town}</span> : null}
        {agency.phone ? (
          <a className={styles.contactLink} href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>
            <Icon name="phone" size={16} />
            <span className="visually-hidden">{t('phone')} </span>
            {formatPhone(agency.phone)}
          </a>
        ) : null}
        {agency.email ? (
          <a className={styles.contactLink} href={`mailto:${agency.email}`}>
            <Icon name="email" size={16} />
            <span className="visually-hidden">{t('email')} </span>
            {agency.email}
          </a>
        ) : null}
      </address>
      {agency.legalName || agency.vatNumber || agency.bivNumber ? (
        <p className={styles.mentions}>
          {agency.legalName ? <span>{agency.legalName}</span> : null}
          {agency.vatNumber ? <span>{t('vat', { number: agency.vatNumber })}</span> : null}
          {agency.bivNumber ? <span>{t('biv', { number: agency.bivNumber })}</span> : null}
        </p>
      ) : null}
      {social.length > 0 ? (
        <ul className={styles.social} aria-label={t('social')}>
          {social.map((link) => (
            <li key={link.id ?? link.href}>
              <a className={styles.socialLink} href={link.href} {...linkTarget(link.href)}>
                <Icon name={link.platform} size={20} />
                <span className="visually-hidden">
                  {t('followUs', { platform: platformNames[link.platform] })}
                  {linkTarget(link.href).target ? ` (${tFrame('opensInNewTab')})` : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
