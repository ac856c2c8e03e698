import { PlainImage } from '@/components/media/PlainImage'
import type { FrameGlobals } from '@/data/frame'
import { safeHref } from '@/domain/frame/linkTarget'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { PopupDialog } from './PopupDialog.client'

/**
 * Spec §2 "promotional popup when popup config isPublished = yes". An unpublished popup renders
 * nothing, so its script is never sent.
 */
export async function Popup({ popup, locale }: { popup: FrameGlobals['popup']; locale: Locale }) {
  if (popup.isPublished !== 'yes') return null
  if (!popup.title && !popup.description && !popup.image) return null
  const [t, tFrame] = await Promise.all([
    getTranslations({ locale, namespace: 'Popup' }),
    getTranslations({ locale, namespace: 'Frame' }),
  ])
  return (
    <PopupDialog
      isPublished={popup.isPublished}
      delay={popup.delay}
      title={popup.title}
      description={popup.description}
      link={safeHref(popup.link)}
      image={
        popup.image ? (
          <PlainImage
            src={popup.image.src}
            width={popup.image.width}
            height={popup.image.height}
            alt={popup.image.alt}
            sizes="(max-width: 560px) 100vw, 560px"
            loading="lazy"
            unoptimized
          />
        ) : null
      }
      labels={{
        dialog: t('label'),
        close: t('close'),
        more: t('more'),
        opensInNewTab: tFrame('opensInNewTab'),
      }}
    />
  )
}
