import type { VisitSlotGroups } from '@/components/forms/types'
import { VisitorForm } from '@/components/forms/VisitorForm'
import { getVisitDays } from '@/data/visitSlots'
import { dayLabel } from '@/domain/demand/visitDays'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './Detail.module.css'

type Props = { propertyId: number; locale: Locale }

/**
 * Spec §1 "book an appointment" (issue 18): the listing's visit slots by day, on the agency's
 * clock and in the visitor's language; a full one is shown as full and cannot be picked. A listing
 * without slots ahead shows no form: the contact box beside it still asks the agent for a visit.
 */
export async function VisitBooking({ propertyId, locale }: Props) {
  const days = await getVisitDays(propertyId)
  if (days.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Forms' })
  const groups: VisitSlotGroups = days.map((day) => ({
    legend: dayLabel(day.day, locale),
    options: day.slots.map((slot) => {
      const time = `${slot.start} – ${slot.end}`
      return {
        value: String(slot.id),
        label: slot.full ? t('forms.contact-appointment.full', { time }) : time,
        disabled: slot.full,
      }
    }),
  }))
  return (
    <div className={styles.listingForm}>
      <VisitorForm
        form="contact-appointment"
        locale={locale}
        headingLevel="h2"
        disclosure
        hidden={{ property: String(propertyId) }}
        visitSlots={groups}
      />
    </div>
  )
}
