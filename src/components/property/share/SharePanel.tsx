import { getTranslations } from '@/i18n/server'
import styles from './Share.module.css'
import { ShareActions } from './ShareActions.client'

const icons = {
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8.5 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.3-.5-2.5-1.7-3-3l1-1-1-2z',
  facebook: 'M14 8h2V4.5h-2.5A3.5 3.5 0 0 0 10 8v2H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3V8.5c0-.3.2-.5.5-.5z',
} as const

/** Share this property: system share sheet, copy link, e-mail, WhatsApp, Facebook. */
export async function SharePanel({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('PropertyDetail.share')
  const links = [
    {
      key: 'email' as const,
      label: t('email'),
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(t('emailBody', { title, url }))}`,
      external: false,
    },
    {
      key: 'whatsapp' as const,
      label: t('whatsapp'),
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      external: true,
    },
    {
      key: 'facebook' as const,
      label: t('facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      external: true,
    },
  ]
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <ul className={styles.list}>
        <ShareActions
          url={url}
          title={title}
          texts={{ share: t('native'), copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
        />
        {links.map((link) => (
          <li key={link.key}>
            <a
              className={`${styles.action} ${styles.tile}`}
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d={icons[link.key]} />
              </svg>
              {link.label}
              {link.external ? <span className="visually-hidden"> {t('newTab')}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
