import type { ImageLoader } from 'next/image'

import { PlainImage } from '@/components/media/PlainImage'
import { type BannerPicture, variantFor } from '@/domain/home/bannerSlides'

/**
 * The banner is taller than 3:2 on phones and portrait tablets, so a cover picture is scaled by its
 * height: at 375 × 560 px it is about 840 px wide (≈ 2.2 × the viewport), not 375.
 */
const coverSizes = '(max-width: 766px) 180vw, (max-width: 1279px) 150vw, 100vw'

type Props = {
  picture: BannerPicture
  className?: string
  /** The banner's first picture: fetched first and with high priority (the page's LCP). */
  first?: boolean
  /** A fixed display size (the logo); without it the picture fills its positioned parent. */
  size?: { width: number; height: number }
}

/**
 * next/image's srcset over widths that already exist (Payload's webp sizes, the CRM's spec §7
 * widths), so the browser picks from it and nothing is re-encoded by the image optimiser. Rendered
 * by the server (the slideshow receives it as an element), so the page ships no image script.
 */
export function BannerImage({ picture, className, first = false, size }: Props) {
  const loader: ImageLoader = ({ width }) => variantFor(picture.variants, width) ?? picture.src
  const common = {
    src: picture.src,
    alt: picture.alt,
    className,
    loader,
    unoptimized: picture.variants.length === 0,
    // Later slides are only mounted when they are two away from showing: load them now, gently.
    ...(first ? { priority: true } : { loading: 'eager' as const, fetchPriority: 'low' as const }),
  }
  return size ? (
    <PlainImage {...common} width={size.width} height={size.height} />
  ) : (
    <PlainImage {...common} fill sizes={coverSizes} />
  )
}
