import 'server-only'

import { getPropertyDetail } from '@/data/properties'
import { brusselsDay } from '@/domain/format/calendarDay'
import type { ErrorCode } from '@/domain/forms/fields'
import { stayProblem, tooManyGuests } from '@/domain/forms/holiday'
import type { FormValues } from '@/domain/forms/schemas'
import type { Locale } from '@/i18n/locales'

/**
 * The holiday request's law on the server (issue 18): the listing must be a public tourist rental,
 * the stay must not take a night its calendar has booked, and the guests must fit its capacity.
 * The booked periods are read here from the database, never from what the browser sent. Field
 * errors, or null when the request may be stored.
 */
export async function holidayRequestErrors(
  values: FormValues<'holiday-request'>,
  locale: Locale,
): Promise<Partial<Record<string, ErrorCode>> | null> {
  const detail = await getPropertyDetail(values.property, locale)
  if (!detail?.stay) return { property: 'required' }
  const errors: Partial<Record<string, ErrorCode>> = {}
  const checked = stayProblem(
    { start: values.arrival ?? '', end: values.departure ?? '' },
    detail.stay.booked,
    brusselsDay(new Date()),
  )
  if (!checked.ok) errors[checked.problem.field] = checked.problem.code
  if (tooManyGuests(values.guests ?? 0, detail.stay.maxPersons)) errors.guests = 'tooManyGuests'
  return Object.keys(errors).length > 0 ? errors : null
}
