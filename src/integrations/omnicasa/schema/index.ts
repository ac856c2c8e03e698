import { z } from 'zod'

// Zod schemas for the Omnicasa snapshot (data/crm/*.json), one per kind of record. Field names are
// the CRM's own web-API names (PascalCase) so a live client can feed the same schemas.
//
// Objects are *loose* (z.looseObject): an unknown extra field is kept, not rejected. Omnicasa adds
// fields over time and a live GetPropertyList call returns whatever DisplayFields asks for; such
// additions must not break an import, and keeping them lets reshape() opt in later. Known fields
// are strict: wrong types, missing required fields and values outside an enum are errors.
//
// Conventions of the snapshot (the live client must normalise to them):
// - numbers are JSON numbers, yes/no answers are JSON booleans; null means "not communicated";
// - detail fields may be absent in the feed and then read as null (`.default(null)`);
// - dates are ISO local Belgian time: 'YYYY-MM-DDTHH:mm:ss' (no zone) or 'YYYY-MM-DD';
// - GoogleX is the latitude and GoogleY the longitude (WGS84), as Omnicasa names them;
// - ID/Name pairs (HeatingID + HeatingName …): the ID is the CRM code, the Name its text in the
//   record's Language.
//
// One file per kind of record; this module is the one the rest of the code imports.
import { date, LanguageSchema } from './common'

export * from './appointment'
export { crmLanguages, DocumentSchema, LanguageSchema, PictureSchema } from './common'
export * from './owner'
export * from './places'
export * from './project'
export * from './property'

/** SnapshotDate: the day the snapshot was taken; statistics end on it. */
export const ManifestSchema = z.looseObject({
  SnapshotDate: date(),
  GeneratedBy: z.string().min(1),
  ContentLanguages: z.array(LanguageSchema).min(1),
})
