import { VisitorForm } from '@/components/forms/VisitorForm'
import type { PropertyDetail } from '@/data/properties'
import { calendarMonths } from '@/domain/demand/calendar'
import { brusselsDay } from '@/domain/format/calendarDay'
import { MAX_GUESTS } from '@/domain/forms/holiday'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { AvailabilityCalendar } from './AvailabilityCalendar'
import styles from './HolidayRental.module.css'

/** Months the calendar shows from the current one: a season ahead. */
const MONTHS = 6

type Props = { stay: NonNullable<PropertyDetail['stay']>; propertyId: number; locale: Locale }

/**
 * A tourist rental's availability and its request form (issue 18): the calendar of the nights the
 * CRM has booked, from this month on (the agency's day, Europe/Brussels), then the holiday-request
 * form, whose dates the server checks against the same periods.
 */
export async function HolidayRental({ stay, propertyId, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail.calendar' })
  const months = calendarMonths(brusselsDay(new Date()), MONTHS, stay.booked)
  return (
    <section className={styles.section} aria-labelledby="availability-heading">
      <h2 id="availability-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.legend} aria-label={t('legend')}>
        <li>
          <span className={styles.swatch} aria-hidden="true">
            12
          </span>
          {t('free')}
        </li>
        <li>
          <span className={styles.swatch} data-booked="" aria-hidden="true">
            12
          </span>
          {t('booked')}
        </li>
        <li>
          <span className={styles.swatch} data-today="" aria-hidden="true">
            12
          </span>
          {t('today')}
        </li>
      </ul>
      <AvailabilityCalendar
        id="availability"
        months={months}
        locale={locale}
        texts={{ booked: t('booked'), today: t('today'), previous: t('previous'), next: t('next') }}
      />
      <div className={styles.form}>
        <VisitorForm
          form="holiday-request"
          locale={locale}
          headingLevel="h3"
          hidden={{ property: String(propertyId) }}
          introValues={{ guests: stay.maxPersons ?? MAX_GUESTS }}
        />
      </div>
    </section>
  )
}
