import { FormCard } from '@/components/forms/FormCard'
import { VisitorForm } from '@/components/forms/VisitorForm'
import { DetailLayout } from '@/components/listing/DetailLayout'
import { getContactDetails } from '@/data/contact'
import { listSimilarProperties, type PropertyDetail } from '@/data/properties'
import { getPublicSite } from '@/data/publicOrigin'
import { getRouteTable } from '@/data/routeTable'
import { crmPhotoFor, jsonLdPhotos } from '@/domain/media/crmPhotoUrl'
import { descriptionExcerpt } from '@/domain/property/descriptionExcerpt'
import { propertyHref } from '@/domain/routes/links'
import { getRequestLocale, getTranslations } from '@/i18n/server'
import { ContactBox } from './detail/ContactBox'
import { ListingForms } from './detail/ListingForms'
import { PropertyDocuments } from './detail/PropertyDocuments'
import { PropertyJsonLd } from './detail/PropertyJsonLd'
import { PropertyLocation } from './detail/PropertyLocation'
import { SimilarProperties } from './detail/SimilarProperties'
import { PropertyFactsSection } from './facts/PropertyFactsSection'
import { marqueeText } from './marqueeText'
import { priceText } from './priceText'
import styles from './PropertyView.module.css'
import { SharePanel } from './share/SharePanel'

/**
 * A property's page in the listing detail layout: header (availability, type, place, title, price,
 * reference), the photos, then the description, facts, documents and map beside the price, contact
 * and share cards, and similar listings at the bottom. It prints as a one- or two-page brochure.
 */
export async function PropertyView({ detail }: { detail: PropertyDetail }) {
  const locale = await getRequestLocale()
  const { summary } = detail
  const [t, tPage, tForms, table, site, contact, similar] = await Promise.all([
    getTranslations('Property'),
    getTranslations('PropertyDetail.page'),
    getTranslations('Forms'),
    getRouteTable(),
    getPublicSite(),
    getContactDetails(locale),
    listSimilarProperties(summary.id, locale),
  ])
  const href = propertyHref(table, locale, summary)
  const url = `${site.siteUrl}${href}`
  // The cards' rule (data/propertySummary): a rent says its period here as on its card.
  const shownPrice = priceText(summary.price, t)
  // 'Ref: {id}' as in the search box (spec §2): the CRM's Ident is an address, not a reference.
  const reference = String(summary.id)
  const place = summary.zip && summary.cityName ? `${summary.zip} ${summary.cityName}` : summary.cityName
  const street =
    detail.street && detail.box ? tPage('box', { street: detail.street, box: detail.box }) : detail.street
  const closed = summary.availability === 'sold' || summary.availability === 'rented'

  return (
    <DetailLayout
      brochure
      jsonLd={
        <PropertyJsonLd
          url={url}
          name={summary.title}
          description={descriptionExcerpt(detail.description, { limit: 500 }) || null}
          image={jsonLdPhotos(detail.photos, site.siteUrl)}
          datePosted={detail.listedAt}
          price={summary.price.kind === 'amount' ? detail.priceAmount : null}
          goal={summary.goal}
          rentPeriod={detail.rentPeriod}
          availability={summary.availability}
          address={{ street, zip: summary.zip, city: summary.cityName, countryCode: detail.countryCode }}
          agency={{
            name: contact.name || site.agencyName,
            phone: contact.phone,
            email: contact.email,
            url: site.siteUrl,
          }}
        />
      }
      kicker={
        <>
          <span className={styles.badge} data-availability={summary.availability}>
            {t(`availability.${summary.availability}`)}
          </span>
          {summary.marquee ? (
            <span className={styles.badge} data-marquee="">
              {marqueeText(summary.marquee, t)}
            </span>
          ) : null}
          {[summary.typeName, place].filter(Boolean).join(' · ')}
        </>
      }
      title={summary.title}
      price={shownPrice}
      priceNote={<p className={styles.reference}>{t('ref', { id: reference })}</p>}
      photos={detail.photos}
      notice={
        closed ? (
          <p className={styles.closedNotice} role="note">
            {tPage(summary.availability === 'sold' ? 'soldNotice' : 'rentedNotice')}
          </p>
        ) : null
      }
      description={{ html: detail.description, heading: tPage('description'), empty: tPage('noDescription') }}
      side={{
        label: tPage('aside'),
        content: (
          <>
            <div className={styles.priceBox}>
              <p className={styles.availability}>{tPage(`availability.${summary.availability}`)}</p>
              <p className={styles.sidePrice}>{shownPrice}</p>
              <ul className={styles.keyFacts}>
                {summary.bedrooms !== null ? <li>{t('bedrooms', { count: summary.bedrooms })}</li> : null}
                {summary.livingSurface !== null ? (
                  <li>{t('livingSurface', { surface: summary.livingSurface })}</li>
                ) : null}
                <li>{t('ref', { id: reference })}</li>
              </ul>
            </div>
            <ContactBox contact={contact} reference={reference} />
            <div id="property-forms" className={styles.forms}>
              <FormCard
                form="contact-me"
                locale={locale}
                hidden={{ property: reference }}
                defaults={{ message: tForms('forms.contact-me.message', { reference }) }}
              />
            </div>
            <SharePanel url={url} title={summary.title} />
            <div className={styles.forms}>
              <VisitorForm
                form="send-to-friend"
                locale={locale}
                headingLevel="h2"
                disclosure
                hidden={{ property: reference }}
              />
            </div>
          </>
        ),
      }}
      similar={
        <SimilarProperties
          properties={similar.map((property) => ({
            ...property,
            href: propertyHref(table, locale, property),
          }))}
        />
      }
    >
      <PropertyFactsSection id={summary.id} locale={locale} />
      <ListingForms detail={detail} locale={locale} />
      <PropertyDocuments documents={detail.documents} propertyId={summary.id} locale={locale} />
      <PropertyLocation
        marker={
          detail.position
            ? {
                id: summary.id,
                ...detail.position,
                title: summary.title,
                priceText: shownPrice,
                subtitle: [summary.typeName, summary.cityName].filter(Boolean).join(' · '),
                href,
                photoUrl: summary.photo ? crmPhotoFor(summary.photo.url, 200) : null,
              }
            : null
        }
        addressLines={[street, place, detail.country].filter((line): line is string => Boolean(line))}
        tileUrl={contact.tileUrl}
        streetView={site.streetViewEnabled}
      />
    </DetailLayout>
  )
}
