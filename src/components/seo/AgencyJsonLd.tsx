import { getContactDetails } from '@/data/contact'
import { getFrameGlobals } from '@/data/frame'
import { getPublicSite } from '@/data/publicOrigin'
import { getAgencyShareImage } from '@/data/shareImage'
import { homeHref } from '@/domain/routes/internalLinks'
import { realEstateAgentJsonLd, searchUrlTemplate, webSiteJsonLd } from '@/domain/seo/agencyJsonLd'
import type { Locale } from '@/i18n/locales'
import { JsonLd } from './JsonLd'

// The site's own icon (src/app/icon.png, drawn in docs/brand/icon.svg): the agency's mark when the
// header has no logo.
const SITE_ICON = '/icon.png'

/**
 * The agency (RealEstateAgent: address, phone, e-mail, opening hours, logo) and the site
 * (WebSite with the search box's SearchAction), for search engines; on the home and contact pages.
 */
export async function AgencyJsonLd({ locale }: { locale: Locale }) {
  const [site, contact, frame, image] = await Promise.all([
    getPublicSite(),
    getContactDetails(locale),
    getFrameGlobals(locale),
    getAgencyShareImage(locale),
  ])
  const absolute = (path: string) => new URL(path, site.siteUrl).toString()
  const home = absolute(homeHref(locale))
  return (
    <>
      <JsonLd
        data={realEstateAgentJsonLd({
          name: contact.name || site.agencyName,
          legalName: contact.legalName,
          url: home,
          logo: absolute(frame.header.logo?.src ?? SITE_ICON),
          image: absolute(image.url),
          phone: contact.phone,
          email: contact.email,
          address: { street: contact.street, zip: contact.zip, city: contact.city, country: contact.country },
          position: contact.position,
          openingHours: contact.openingHours,
          vatNumber: contact.vatNumber,
          sameAs: frame.socialLinks.map((link) => link.url),
        })}
      />
      <JsonLd
        data={webSiteJsonLd({
          name: site.agencyName,
          url: home,
          language: `${locale}-BE`,
          searchUrlTemplate: searchUrlTemplate(site.siteUrl, locale),
        })}
      />
    </>
  )
}
