/** Where properties are: the cities of the lists, the region/type tree and the neighbourhoods. */
import { z } from 'zod'

import { LanguageSchema, optText, zip } from './common'

/** PropertyCount: the properties of the list the city appears in (all, sale or rent). */
export const CitySchema = z.looseObject({
  Name: z.string().min(1),
  Zip: zip(),
  CountryID: z.int(),
  CountryName: z.string().min(1),
  PropertyCount: z.int().min(0),
  Language: LanguageSchema,
})

/** Language-independent region/type tree; WebID is set on type nodes only. */
export const TreeNodeSchema = z.looseObject({
  ID: z.int().positive(),
  ParentID: z.int().positive().nullable(),
  Name: z.string().min(1),
  WebID: z.int().positive().nullable(),
})

export const NeighbourhoodSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Zip: zip().nullable().default(null),
  City: optText(),
})
