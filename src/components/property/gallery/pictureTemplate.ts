import { imageAttributes } from '@/components/media/PlainImage'
import type { PictureTemplate } from './types'

/**
 * The attributes next/image gives every photo in one place, and the widths of its srcset, read
 * from what it wrote for a stand-in photo. A photo's own URL and alt are added by `pictureFor`.
 */
export function pictureTemplate(
  image: Omit<Parameters<typeof imageAttributes>[0], 'src' | 'alt' | 'loader'>,
): PictureTemplate {
  const {
    src,
    srcSet,
    alt: _alt,
    ...attributes
  } = imageAttributes({
    ...image,
    src: 'photo.jpg',
    alt: '',
    loader: ({ width }) => `photo.jpg?width=${width}`,
  })
  const widths = (srcSet ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
  // pictureFor writes `url-at-width width-w` candidates and the widest as the src. Should
  // next/image ever write otherwise, the photos' attributes would not be its own: stop here.
  const expected = widths.map((width) => `photo.jpg?width=${width} ${width}w`).join(', ')
  if (srcSet !== expected || src !== `photo.jpg?width=${widths.at(-1)}`)
    throw new Error(`next/image wrote ${srcSet} and ${src}, not what pictureFor rebuilds`)
  return { attributes, widths }
}
