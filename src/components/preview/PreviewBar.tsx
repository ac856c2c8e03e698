import { previewer } from '@/data/preview'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './PreviewBar.module.css'
import { RefreshOnSave } from './RefreshOnSave.client'

type Props = { locale: Locale; siteUrl: string }

/**
 * In a staff preview only (src/data/preview.ts): says that drafts are shown, offers the way out,
 * and refreshes the page each time the admin saves (autosave included) when the page is the
 * admin's live preview.
 */
export async function PreviewBar({ locale, siteUrl }: Props) {
  if (!(await previewer())) return null
  const t = await getTranslations({ locale, namespace: 'Frame' })
  return (
    <div className={styles.bar} role="status" data-staff-preview="">
      <span>{t('previewNotice')}</span>
      {/* A plain link: the exit is a route handler, which <Link> would prefetch (and so end the
          preview as soon as the bar is shown). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a className={styles.exit} href="/preview/exit/" data-preview-exit="">
        {t('previewExit')}
      </a>
      <RefreshOnSave serverUrl={siteUrl} />
    </div>
  )
}
