import { describe, expect, it } from 'vitest'

import { crmPhotoLoader } from '@/components/media/CrmPhotoImage'
import { imageAttributes } from '@/components/media/PlainImage'
import { pictureFor } from './pictures'
import { pictureTemplate } from './pictureTemplate'

// A CRM URL with a parameter of its own and a small width it came with (crmPhotoUrl keeps the one
// and replaces the other), and a plain one.
const PHOTOS = [
  'https://crm.example/photos/48213/2-living.jpg?version=3&width=200',
  '/crm-media/photos/property/48213/3-dining.jpg',
]

describe('a gallery picture from its template', () => {
  it("is the slide's <img> next/image writes for that photo", () => {
    const slide = { fill: true, sizes: '(max-width: 1303px) 100vw, 1240px', loading: 'lazy' } as const
    const template = pictureTemplate(slide)
    for (const url of PHOTOS)
      expect(pictureFor(template, url, 'Séjour')).toEqual(
        imageAttributes({ ...slide, src: url, alt: 'Séjour', loader: crmPhotoLoader }),
      )
  })

  it("is the thumbnail's <img> next/image writes for that photo", () => {
    const thumb = { width: 200, height: 133, sizes: '120px', loading: 'lazy' } as const
    const template = pictureTemplate(thumb)
    expect(template.widths.length).toBeGreaterThan(1)
    for (const url of PHOTOS)
      expect(pictureFor(template, url, '')).toEqual(
        imageAttributes({ ...thumb, src: url, alt: '', loader: crmPhotoLoader }),
      )
  })
})
