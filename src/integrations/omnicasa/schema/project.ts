/** A new-build project with its constructions and units. */
import { z } from 'zod'

import {
  DocumentSchema,
  LanguageSchema,
  mediaUrl,
  optDate,
  optNum,
  optText,
  PictureSchema,
  zip,
} from './common'

/** Status: 1 available, 2 under option, 3 sold. */
export const ProjectUnitSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  TypeName: z.string().min(1),
  Floor: z.int(),
  Bedrooms: z.int().min(0),
  Surface: z.number().positive(),
  SurfaceTerrace: optNum(),
  Price: z.number().min(0),
  Status: z.literal([1, 2, 3]),
  StatusName: z.string().min(1),
  ConstructionID: z.int().positive(),
})

export const ConstructionSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Floors: z.int().min(1),
  UnitIDs: z.array(z.int().positive()),
  DeliveryDate: optDate(),
})

export const ProjectSchema = z.looseObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Language: LanguageSchema,
  Description: z.string(),
  ExternalWeb: mediaUrl().nullable().default(null),
  PublicAddress: z.boolean(),
  Street: z.string().min(1),
  HouseNumber: optText(),
  BoxNr: optText(),
  Zip: zip(),
  City: z.string().min(1),
  CountryID: z.int(),
  CountryName: z.string().min(1),
  GoogleX: z.number().min(-90).max(90).nullable().default(null),
  GoogleY: z.number().min(-180).max(180).nullable().default(null),
  SmallPictureItem: PictureSchema.nullable().default(null),
  XLargePictureItem: PictureSchema.nullable().default(null),
  SmallPictureItems: z.array(PictureSchema).default([]),
  XLargePictureItems: z.array(PictureSchema).default([]),
  Units: z.array(ProjectUnitSchema),
  Constructions: z.array(ConstructionSchema),
  Documents: z.array(DocumentSchema).default([]),
})
