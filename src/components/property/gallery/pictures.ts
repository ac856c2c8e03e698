import type { ImageAttributes } from '@/components/media/PlainImage'
import { crmPhotoFor } from '@/domain/media/crmPhotoUrl'
import type { PictureTemplate } from './types'

/**
 * A CRM photo's <img> attributes from its place's template: the srcset over the template's widths
 * and the src at the widest, each asked for as next/image asks through `crmPhotoLoader`. Built on
 * the server and again on the client from the same data, so hydration finds what was rendered.
 */
export function pictureFor(template: PictureTemplate, url: string, alt: string): ImageAttributes {
  const widest = template.widths[template.widths.length - 1] ?? 0
  return {
    ...template.attributes,
    alt,
    srcSet: template.widths.map((width) => `${crmPhotoFor(url, width)} ${width}w`).join(', '),
    src: crmPhotoFor(url, widest),
  }
}
