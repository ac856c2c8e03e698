import { VisitorForm } from '@/components/forms/VisitorForm'
import { HolidayRental } from '@/components/holiday/HolidayRental'
import type { PropertyDetail } from '@/data/properties'
import { formatEuro } from '@/domain/format/formatEuro'
import { purchaseAdvance, rentalTerms } from '@/domain/forms/rentalTerms'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './Detail.module.css'
import { VisitBooking } from './VisitBooking'

type Props = { detail: PropertyDetail; locale: Locale }

/**
 * Spec §1 "book an appointment; submit a purchase offer; submit a rent application", with spec
 * §9's figures: the 10 % advance at signing for a sale, the rental confirmation's income,
 * occupants and sums at signing for a monthly rental. A visit is booked first (issue 18; not on
 * tourist rentals, which have their own request). Nothing is offered on a listing that is sold or
 * rented.
 */
export async function ListingForms({ detail, locale }: Props) {
  const { summary } = detail
  if (summary.availability === 'sold' || summary.availability === 'rented') return null
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const hidden = { property: String(summary.id) }
  // Issue 18: a tourist rental shows its calendar and takes holiday requests.
  if (detail.stay) return <HolidayRental stay={detail.stay} propertyId={summary.id} locale={locale} />

  if (summary.goal === 'sale') {
    const advance = detail.priceAmount ? formatEuro(purchaseAdvance(detail.priceAmount)) : null
    return (
      <>
        <VisitBooking propertyId={summary.id} locale={locale} />
        <div className={styles.listingForm}>
          <VisitorForm form="purchase-offer" locale={locale} headingLevel="h2" disclosure hidden={hidden}>
            <div className={styles.terms}>
              <p>
                {advance
                  ? t('forms.purchase-offer.advance', { amount: advance })
                  : t('forms.purchase-offer.advanceNoPrice')}
              </p>
              <p>{t('forms.purchase-offer.binding')}</p>
            </div>
          </VisitorForm>
        </div>
      </>
    )
  }

  if (summary.list !== 'rent' || detail.rentPeriod === 'week') return null
  const terms = rentalTerms(detail.rental)
  const euro = (amount: number) => formatEuro(amount) ?? ''
  return (
    <>
      <VisitBooking propertyId={summary.id} locale={locale} />
      <div className={styles.listingForm}>
        <VisitorForm form="rent-application" locale={locale} headingLevel="h2" disclosure hidden={hidden}>
          {terms ? (
            <div className={styles.terms}>
              <h3 className={styles.termsHeading}>{t('forms.rent-application.terms')}</h3>
              <dl className={styles.termsList}>
                <dt>{t('forms.rent-application.minimumIncome')}</dt>
                <dd>{euro(terms.minimumIncome)}</dd>
                <dt>{t('forms.rent-application.maximumPersons')}</dt>
                <dd>{terms.maximumPersons}</dd>
              </dl>
              <h3 className={styles.termsHeading}>{t('forms.rent-application.dueAtSigning')}</h3>
              <dl className={styles.termsList}>
                <dt>{t('forms.rent-application.firstRent')}</dt>
                <dd>{euro(terms.dueAtSigning.firstRent)}</dd>
                {terms.dueAtSigning.firstCharges > 0 ? (
                  <>
                    <dt>{t('forms.rent-application.firstCharges')}</dt>
                    <dd>{euro(terms.dueAtSigning.firstCharges)}</dd>
                  </>
                ) : null}
                {terms.dueAtSigning.inventoryShare > 0 ? (
                  <>
                    <dt>{t('forms.rent-application.inventoryShare')}</dt>
                    <dd>{euro(terms.dueAtSigning.inventoryShare)}</dd>
                  </>
                ) : null}
                <dt>{t('forms.rent-application.deposit')}</dt>
                <dd>{euro(terms.dueAtSigning.deposit)}</dd>
                <dt className={styles.termsTotal}>{t('forms.rent-application.total')}</dt>
                <dd className={styles.termsTotal}>{euro(terms.dueAtSigning.total)}</dd>
              </dl>
            </div>
          ) : null}
        </VisitorForm>
      </div>
    </>
  )
}
