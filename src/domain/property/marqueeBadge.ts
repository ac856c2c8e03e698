import { parseNumber } from '../values/parseNumber'

/** The marquee codes the site has its own words for (spec §3: "label code seen with 1, 3, 4, 14"). */
export const marqueeLabels = { 1: 'option', 3: 'new', 4: 'priceReduced', 14: 'underCompromise' } as const
export type MarqueeLabel = (typeof marqueeLabels)[keyof typeof marqueeLabels]

/** A listing's marquee as a badge: the CRM's MarqueeName, or a label the component translates. */
export type MarqueeBadge = { kind: 'name'; text: string } | { kind: 'label'; label: MarqueeLabel }

export interface MarqueeInput {
  marquee?: unknown
  marqueeName?: string | null
}

/**
 * Spec §3 Marquee and MarqueeName: the label the agency puts on a listing ('Nouveau', 'Option',
 * 'Prix réduit'), shown as a badge on cards and the detail. The CRM's own name wins (the agency
 * chose it); without one a known code gets the site's translated label, an unknown code nothing.
 *
 * Spec §9: "Marquee ids in an ignore list show the marquee name instead of the price": such a
 * name is already in the price slot (see formatPrice), so it is not shown a second time as a badge.
 * 0 is the CRM's "no marquee".
 */
export function marqueeBadge(
  input: MarqueeInput,
  marqueeIgnore: readonly number[] = [],
): MarqueeBadge | null {
  const code = parseNumber(input.marquee)
  if (code === null || code <= 0) return null
  const name = input.marqueeName?.trim()
  if (name) return marqueeIgnore.includes(code) ? null : { kind: 'name', text: name }
  const label = (marqueeLabels as Partial<Record<number, MarqueeLabel>>)[code]
  return label ? { kind: 'label', label } : null
}
