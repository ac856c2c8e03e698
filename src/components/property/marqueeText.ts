import type { MarqueeBadge, MarqueeLabel } from '@/domain/property/marqueeBadge'

/** A marquee badge's words: the CRM's MarqueeName as the agency wrote it, or the site's label. */
export function marqueeText(badge: MarqueeBadge, label: (key: `marquee.${MarqueeLabel}`) => string): string {
  return badge.kind === 'name' ? badge.text : label(`marquee.${badge.label}`)
}
