import { z } from 'zod'

import {
  isSitePath,
  type MapPlace,
  type MapPlaceInput,
  type MapType,
  mapTypes,
  toMapPlaces,
} from '@/domain/map/mapMessage'

/** The map frame's message checked at the window edge; the rules themselves are in domain/mapMessage. */

const sitePath = z.string().refine(isSitePath)

const placeSchema = z.object({
  id: z.number().int().positive(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  title: z.string().trim().min(1).max(300),
  subtitle: z.string().trim().max(300).default(''),
  price: z.union([z.number(), z.string().max(40), z.null()]).optional(),
  priceUnit: z.number().int().nullable().optional(),
  marquee: z.number().int().nullable().optional(),
  marqueeName: z.string().max(100).nullable().optional(),
  photoUrl: sitePath.nullable().default(null),
  href: sitePath,
}) satisfies z.ZodType<MapPlaceInput, unknown>

const MAX_PLACES = 500

const messageSchema = z.object({
  propsList: z.array(z.unknown()).max(MAX_PLACES),
  messageInfo: z.object({ label: z.string().trim().max(200).optional() }).default({}),
  mapType: z.enum(mapTypes).default('properties'),
  /** A site image drawn instead of the numbered pin, or null for the pin. */
  customMarker: sitePath.nullable().default(null),
  marqueeIgnore: z.array(z.number().int()).max(100).default([]),
})

/** What an embedding page posts (MapFrame.client.tsx): the legacy field names of spec §3. */
export type MapMessage = {
  propsList: z.input<typeof placeSchema>[]
  messageInfo?: { label?: string }
  mapType?: MapType
  customMarker?: string | null
  marqueeIgnore?: number[]
}

export type ParsedMapMessage = {
  places: MapPlace[]
  label: string | null
  mapType: MapType
  customMarker: string | null
}

/**
 * The message as sent (a JSON string, as the legacy embed posts it, or the object itself), or
 * null when it is not a map message. A place that fails validation is left out rather than
 * refusing the whole map.
 */
export function parseMapMessage(data: unknown): ParsedMapMessage | null {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      return null
    }
  }
  const message = messageSchema.safeParse(value)
  if (!message.success) return null
  const { propsList, messageInfo, mapType, customMarker, marqueeIgnore } = message.data
  const valid = propsList.flatMap((item) => {
    const parsed = placeSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
  return {
    places: toMapPlaces(valid, marqueeIgnore),
    label: messageInfo.label || null,
    mapType,
    customMarker,
  }
}
