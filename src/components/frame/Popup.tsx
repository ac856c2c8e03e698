import type { FrameGlobals } from '@/data/frame'
import { safeHref } from '@/domain/linkTarget'
import { PopupDialog } from './PopupDialog.client'

/**
 * Spec §2 "promotional popup when popup config isPublished = yes". An unpublished popup renders
 * nothing, so its script is never sent.
 */
export function Popup({ popup }: { popup: FrameGlobals['popup'] }) {
  if (popup.isPublished !== 'yes') return null
  if (!popup.title && !popup.description && !popup.image) return null
  return (
    <PopupDialog
      isPublished={popup.isPublished}
      delay={popup.delay}
      title={popup.title}
      description={popup.description}
      link={safeHref(popup.link)}
      image={popup.image}
    />
  )
}
