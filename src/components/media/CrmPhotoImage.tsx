import type { ImageLoader } from 'next/image'

import { PlainImage } from '@/components/media/PlainImage'
import { crmPhotoFor } from '@/domain/media/crmPhotoUrl'

type Props = {
  /** The CRM photo's own URL (without size parameters). */
  url: string
  alt: string
  /** The size the layout reserves (the photo's aspect ratio). */
  width: number
  height: number
  /** The rendered width per viewport, so the browser picks the right candidate. */
  sizes: string
  /** The page's main image: fetched at once with high priority and preloaded; otherwise lazily. */
  lead?: boolean
  className?: string
}

/** next/image's loader for a CRM photo: the image server's URL for that width. */
export const crmPhotoLoader: ImageLoader = ({ src, width }) => crmPhotoFor(src, width)

/**
 * A CRM photo as a plain <img> with a srcset over the image server's widths (spec §7: 100, 400,
 * 600, 1360, 1920 and the 200 px thumbnail, which are next.config's image sizes too), each
 * candidate asking for `width`, `height=auto` and `format=webp`, rendered by the server with no
 * script (PlainImage); nothing goes through Next's image optimiser.
 */
export function CrmPhotoImage({ url, alt, width, height, sizes, lead = false, className }: Props) {
  return (
    <PlainImage
      src={url}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loader={crmPhotoLoader}
      className={className}
      {...(lead ? { priority: true } : { loading: 'lazy' as const })}
    />
  )
}
