import { RenderModules } from '@/blocks/RenderModules'
import { AgencyJsonLd } from '@/components/seo/AgencyJsonLd'
import { TestimonialsSection } from '@/components/testimonials/TestimonialsSection'
import type { PropertySummary } from '@/data/propertySummary'
import type { RouteModel } from '@/data/routeModel'
import { internalLinks } from '@/domain/routes/internalLinks'
import { articleHref, listHref, projectHref, propertyHref } from '@/domain/routes/links'
import type { Locale } from '@/i18n/locales'
import { HomeBanner } from './HomeBanner'
import { LatestOffers } from './LatestOffers'

type Props = { model: Extract<RouteModel, { view: 'entry' }>; locale: Locale }

/**
 * Home (spec §2): the banner with the search block, the article block, the latest four offers; and
 * the agency's and the site's structured data.
 */
export function HomeView({ model, locale }: Props) {
  const { table, page } = model
  const linkHref = internalLinks(table, locale)
  const property = (_id: number, summary: PropertySummary) => propertyHref(table, locale, summary)
  return (
    <>
      <AgencyJsonLd locale={locale} />
      <HomeBanner
        locale={locale}
        hrefs={{
          forSale: listHref(table, locale, 'sale'),
          forRent: listHref(table, locale, 'rent'),
          project: (id: number, name: string) => projectHref(table, locale, { id, name }),
          property,
        }}
      />
      {page?.modules?.length ? (
        <RenderModules
          modules={page.modules}
          locale={locale}
          hasPageHeading
          eagerFirstImage={false}
          articleHref={({ id }) => articleHref(table, locale, id)}
          linkHref={linkHref}
        />
      ) : null}
      <LatestOffers locale={locale} propertyHref={property} listHref={listHref(table, locale, 'sale')} />
      <TestimonialsSection locale={locale} />
    </>
  )
}
