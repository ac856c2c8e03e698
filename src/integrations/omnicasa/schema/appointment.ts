/** Visit slots the agency opens on a listing, as Omnicasa's appointment API gives them for the web. */
import { z } from 'zod'

import { dateTime } from './common'

export const AppointmentStatusSchema = z.enum(['scheduled', 'cancelled'])

/** One visit slot: when, for how many visitors at most, and whether it still holds. Times are Belgian local time. */
export const AppointmentSchema = z
  .looseObject({
    ID: z.int().positive(),
    PropertyID: z.int().positive(),
    StartDate: dateTime(),
    EndDate: dateTime(),
    Capacity: z.int().min(1).max(50),
    Status: AppointmentStatusSchema,
  })
  .refine((slot) => slot.EndDate > slot.StartDate, {
    message: 'EndDate must be after StartDate',
    path: ['EndDate'],
  })
