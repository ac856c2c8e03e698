import type { ImageLoader } from 'next/image'

import { PlainImage } from '@/components/media/PlainImage'
import type { MediaData } from '@/data/articleShapes'

type Props = {
  media: MediaData
  /** The rendered width per viewport, so the browser picks the right webp size. */
  sizes: string
  /** The first image a visitor sees loads at once; every other one waits until it nears the viewport. */
  eager?: boolean
  className?: string
  /** Background and decorative images: empty alt, so screen readers skip them. */
  decorative?: boolean
}

/** The smallest pre-generated webp at least `width` wide, else the largest there is. */
export function mediaVariantUrl(media: MediaData, width: number): string {
  const fit = media.variants.find((variant) => variant.width >= width) ?? media.variants.at(-1)
  return fit?.url ?? media.url
}

/**
 * An image of the media collection, served from the webp sizes Payload generated on upload (spec
 * §7 widths). `getImageProps` builds the srcset from next.config's sizes (the same widths) through
 * a loader that picks those files, so no image is re-encoded per request; rendering a plain <img>
 * keeps this a server component that ships no JavaScript (PlainImage). Width and height reserve
 * the space; an `eager` image is the page's main one, preloaded with high priority.
 */
export function MediaImage({ media, sizes, eager = false, className, decorative = false }: Props) {
  const loader: ImageLoader = ({ width }) => mediaVariantUrl(media, width)
  const hasVariants = media.variants.length > 0
  return (
    <PlainImage
      src={media.url}
      alt={decorative ? '' : media.alt}
      width={media.width}
      height={media.height}
      sizes={sizes}
      loader={hasVariants ? loader : undefined}
      unoptimized={!hasVariants}
      className={className}
      style={media.focal ? { objectPosition: `${media.focal.x}% ${media.focal.y}%` } : undefined}
      {...(eager ? { priority: true } : { loading: 'lazy' as const })}
    />
  )
}
