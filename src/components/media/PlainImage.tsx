import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'preload'> & {
  /** The page's main picture: fetched at once with high priority and preloaded from the head. */
  priority?: boolean
}

/** An <img>'s attributes as next/image computes them (srcset, sizes, loading, the space kept). */
export type ImageAttributes = ReturnType<typeof getImageProps>['props']

/**
 * next/image's attributes computed by the server. `<Image>` is a client component: a page with one
 * ships its script (about 6 kB gzipped), and Turbopack adds it to every page of the route segment
 * (decision 043). `getImageProps` gives the same attributes with no script; a client component
 * that draws pictures (the gallery) receives them as plain data.
 */
export function imageAttributes({ priority = false, ...image }: Props): ImageAttributes {
  const { props } = getImageProps({
    ...image,
    loading: priority ? 'eager' : image.loading,
    fetchPriority: priority ? 'high' : image.fetchPriority,
  })
  if (priority)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  return props
}

/** next/image's <img>, rendered by the server with no script. */
export function PlainImage(props: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps output (alt included) without the client component
  return <img {...imageAttributes(props)} />
}
