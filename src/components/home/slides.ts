import type { BannerSlide } from '@/data/homeBanner'
import type { PropertySummary } from '@/data/propertySummary'
import type { PriceLabel } from '@/domain/format/formatPrice'
import type { BannerPicture } from '@/domain/home/bannerSlides'
import type { SlideshowSlide } from './BannerSlideshow.client'

/** The caption's words: the kicker of a project slide, and a property's price as its card words it. */
export type SlideCaptionText = { project: string; price: (label: PriceLabel) => string }

type Hrefs = {
  project: (id: number, name: string) => string
  property: (id: number, summary: PropertySummary) => string
}

/** A slide before its picture is rendered: the slideshow receives the <img> itself. */
export type SlideData = Omit<SlideshowSlide, 'image'> & { picture: BannerPicture }

/** Banner slides as the slideshow shows them: caption texts and links already resolved. */
export function toSlideshowSlides(slides: BannerSlide[], hrefs: Hrefs, text: SlideCaptionText): SlideData[] {
  return slides.map(({ key, picture, listing }) => {
    if (!listing) return { key, picture, caption: null }
    if (listing.kind === 'project') {
      return {
        key,
        picture,
        caption: {
          href: hrefs.project(listing.id, listing.title),
          kicker: text.project,
          title: listing.title,
          detail: listing.city,
        },
      }
    }
    return {
      key,
      picture,
      caption: {
        href: hrefs.property(listing.summary.id, listing.summary),
        kicker: listing.summary.cityName,
        title: listing.summary.title,
        detail: text.price(listing.summary.price),
      },
    }
  })
}
