/** The owners of properties, their statistics and their history with the agency. */
import { z } from 'zod'

import { date, dateTime, LanguageSchema, optText } from './common'

export const OwnerSchema = z.looseObject({
  ID: z.int().positive(),
  Title: z.enum(['Mr', 'Ms', 'Miss']),
  FirstName: z.string().min(1),
  LastName: z.string().min(1),
  Email: z.email(),
  Phone: z.string().min(1),
  Language: LanguageSchema,
  PropertyIDs: z.array(z.int().positive()).min(1),
})

export const VisitSchema = z.looseObject({
  Date: date(),
  Source: z.string().min(1),
  Count: z.int().min(0),
})

/** Portal figures over the statistics period: list views, detail views, contact requests, favourites. */
export const OnlineMediaSchema = z.looseObject({
  Portal: z.string().min(1),
  Views: z.int().min(0),
  DetailViews: z.int().min(0),
  ContactRequests: z.int().min(0),
  Favourites: z.int().min(0),
})

/** Visits per day and source for one owned property, From..To inclusive. */
export const PropertyStatisticsSchema = z.looseObject({
  PropertyID: z.int().positive(),
  OwnerID: z.int().positive(),
  From: date(),
  To: date(),
  Visits: z.array(VisitSchema),
  OnlineMedia: z.array(OnlineMediaSchema),
})

export const CommunicationTypeSchema = z.enum([
  'visit',
  'phone',
  'email',
  'offer',
  'report',
  'meeting',
  'letter',
])
export const CommunicationStatusSchema = z.enum(['done', 'planned', 'cancelled', 'awaiting-reply'])

/** Owner history; texts are in the owner's Language. */
export const CommunicationSchema = z.looseObject({
  ID: z.int().positive(),
  OwnerID: z.int().positive(),
  PropertyID: z.int().positive().nullable(),
  Language: LanguageSchema,
  Date: dateTime(),
  Type: CommunicationTypeSchema,
  TypeName: z.string().min(1),
  Contact: z.string().min(1),
  Subject: z.string().min(1),
  Comment: optText(),
  Status: CommunicationStatusSchema,
  StatusName: z.string().min(1),
})
