/** What every kind of record shares: its language, the kinds of field values, pictures and documents. */
import { z } from 'zod'

export const LanguageSchema = z.enum(['fr', 'nl', 'en', 'de'])
export const crmLanguages = LanguageSchema.options

/** 0 = sale, 1 = rent (Omnicasa also knows 2 = take-over; the agency does not use it). */
export const GoalSchema = z.literal([0, 1])

export const dateTime = () => z.iso.datetime({ local: true })
export const date = () => z.iso.date()
export const zip = () => z.string().regex(/^\d{4}$/, 'expected a 4-digit postcode')
export const mediaUrl = () =>
  z.string().regex(/^(\/|https?:\/\/)\S+$/, 'expected a site path or an http(s) URL')
export const optInt = () => z.int().min(0).nullable().default(null)
export const optNum = () => z.number().min(0).nullable().default(null)
export const optText = () => z.string().nullable().default(null)
export const optBool = () => z.boolean().nullable().default(null)
export const optCode = () => z.int().nullable().default(null)
export const optDate = () => date().nullable().default(null)

export const PictureSchema = z.looseObject({
  ID: z.int(),
  Url: mediaUrl(),
  Width: z.int().positive(),
  Height: z.int().positive(),
  Name: optText(),
})

/** What a document is; drives its icon and the request-documents form. */
export const DocumentTypeSchema = z.enum([
  'EPC',
  'Plan',
  'TechnicalSheet',
  'Asbestos',
  'Planning',
  'RentalTerms',
  'PriceList',
  'Brochure',
  'Specifications',
])

/** Lines: the text the document shows, one paragraph per line, so a PDF can be rendered from the snapshot. */
export const DocumentSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Url: mediaUrl(),
  Type: DocumentTypeSchema,
  Lines: z.array(z.string()).default([]),
})
