import { getImageProps, type ImageLoader } from 'next/image'
import { preload } from 'react-dom'

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

const loader: ImageLoader = ({ src, width }) => crmPhotoFor(src, width)

/**
 * A CRM photo as a plain <img> with a srcset over the image server's widths (spec §7: 100, 400,
 * 600, 1360, 1920 and the 200 px thumbnail, which are next.config's image sizes too), each
 * candidate asking for `width`, `height=auto` and `format=webp`. `getImageProps` keeps this a
 * server component that ships no JavaScript; nothing goes through Next's image optimiser.
 */
export function CrmPhotoImage({ url, alt, width, height, sizes, lead = false, className }: Props) {
  const { props } = getImageProps({
    src: url,
    alt,
    width,
    height,
    sizes,
    loader,
    loading: lead ? 'eager' : 'lazy',
    fetchPriority: lead ? 'high' : undefined,
    className,
  })
  if (lead && props.src) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps output (alt included) without the client component
  return <img {...props} />
}
