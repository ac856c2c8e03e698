import type React from 'react'

import { priceText } from '@/components/property/priceText'
import { getHomeBanner } from '@/data/homeBanner'
import type { PropertySummary } from '@/data/propertySummary'
import { type BannerType, resolveBanner } from '@/domain/home/bannerSlides'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { BannerCaption } from './BannerCaption'
import { BannerImage } from './BannerImage'
import { BannerSlideshow } from './BannerSlideshow.client'
import slideshowStyles from './BannerSlideshow.module.css'
import { BannerVideo } from './BannerVideo.client'
import styles from './HomeBanner.module.css'
import { SearchBlock } from './SearchBlock'
import { type SlideCaptionText, toSlideshowSlides } from './slides'

export type HomeBannerHrefs = {
  forSale: string
  forRent: string
  /** The name is passed too, for a URL with the project's slug; `(id) => …` is fine as well. */
  project: (id: number, name: string) => string
  /** The summary is passed too (slug, canonical list, city), for the listing's canonical URL. */
  property: (id: number, summary: PropertySummary) => string
}

type Props = {
  locale: Locale
  hrefs: HomeBannerHrefs
  /** The text search box, once property browsing provides it; shown when the CMS enables it. */
  searchSlot?: React.ReactNode
}

const titleId = 'home-banner-title'

/**
 * The home banner in the type chosen in the admin (spec §2): image, gallery, video, properties or
 * projects, each falling back to the image when it has nothing to show, with the search block over
 * it. Slide links are computed here, so the client parts receive plain data only.
 */
export async function HomeBanner({ locale, hrefs, searchSlot }: Props) {
  const [data, tBanner, tProperty] = await Promise.all([
    getHomeBanner(locale),
    getTranslations('Banner'),
    getTranslations('Property'),
  ])
  const banner = resolveBanner(data)
  const text: SlideCaptionText = {
    project: tBanner('project'),
    price: (label) => priceText(label, tProperty),
  }
  const slideshowType = data.type as Exclude<BannerType, 'image' | 'video'>

  const slides = banner.kind === 'slideshow' ? toSlideshowSlides(banner.slides, hrefs, text) : []
  const still =
    banner.kind === 'image'
      ? { picture: banner.image, caption: null }
      : slides.length === 1
        ? slides[0]
        : null

  let backdrop: React.ReactNode = null
  if (still) {
    // One picture needs no slideshow script.
    backdrop = (
      <div className={styles.still}>
        <BannerImage picture={still.picture} className={styles.picture} first />
        {still.caption ? <BannerCaption caption={still.caption} /> : null}
      </div>
    )
  } else if (banner.kind === 'video') {
    backdrop = (
      <BannerVideo
        video={banner.video}
        labels={{ play: tBanner('playVideo'), pause: tBanner('pauseVideo') }}
      />
    )
  } else if (slides.length > 1) {
    const numbers = slides.map((_, index) => index + 1)
    backdrop = (
      <BannerSlideshow
        label={tBanner(`carousel.${slideshowType}`)}
        slides={slides.map(({ picture, ...slide }, index) => ({
          ...slide,
          image: <BannerImage picture={picture} className={slideshowStyles.picture} first={index === 0} />,
        }))}
        labels={{
          play: tBanner('play'),
          pause: tBanner('pause'),
          previous: tBanner('previous'),
          next: tBanner('next'),
          goTo: numbers.map((index) => tBanner('goTo', { index })),
          slide: numbers.map((index) => tBanner('slide', { index, total: slides.length })),
        }}
      />
    )
  }

  return (
    <section
      className={styles.banner}
      data-kind={still ? 'image' : banner.kind}
      data-captions={slides.some((slide) => slide.caption) || undefined}
      aria-labelledby={titleId}
    >
      {/* The search block comes first in reading and tab order; the backdrop is painted under it. */}
      <div className={`container ${styles.content}`}>
        <SearchBlock
          titleId={titleId}
          block={data.searchBlock}
          counts={data.counts}
          hrefs={hrefs}
          searchSlot={data.searchBlock.showSearchBox ? searchSlot : null}
        />
      </div>
      <div className={styles.backdrop}>{backdrop}</div>
    </section>
  )
}
