import { formatPrice, type PriceLabel } from '../format/formatPrice'

/**
 * Rules of the embedded map frame's cross-window message (spec §7: "Embedded map frame receives a
 * cross-window message after 50 ms carrying JSON of propsList, messageInfo, mapType,
 * customMarker, marqueeIgnore"). The shape is checked with zod at the edge
 * (components/map/mapMessageSchema.ts); what to keep and how to word a price is decided here.
 */

/** 'properties' or 'projects': what the pins stand for (the frame names the map after it). */
export const mapTypes = ['properties', 'projects'] as const
export type MapType = (typeof mapTypes)[number]

/** One entry of propsList, once its shape is checked. */
export type MapPlaceInput = {
  id: number
  lat: number
  lng: number
  title: string
  subtitle: string
  price?: number | string | null
  priceUnit?: number | null
  marquee?: number | null
  marqueeName?: string | null
  photoUrl: string | null
  href: string
}

/** One place ready for the map: the price is a label the component words in its language. */
export type MapPlace = {
  id: number
  lat: number
  lng: number
  title: string
  subtitle: string
  price: PriceLabel
  href: string
  photoUrl: string | null
}

/**
 * A path on this site ('/fr/…'): never '//host', 'javascript:' or a full URL, so that a message
 * can only link to and show images from the site itself.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2000
}

/**
 * Only the site itself may draw on its map frame: the sender's origin must be exactly the frame's
 * own. Opaque origins ('null': data: URLs, sandboxed frames) never match.
 */
export function isOwnOrigin(eventOrigin: string, ownOrigin: string): boolean {
  return eventOrigin !== 'null' && eventOrigin !== '' && eventOrigin === ownOrigin
}

/**
 * The places to draw, in the order sent. (0, 0) is how the CRM says "no coordinates" and a second
 * entry with the same id is a duplicate: both are left out. Prices follow spec §9: a marquee in
 * `marqueeIgnore` shows its name instead of the price; price unit 7 reads 'starting from'.
 */
export function toMapPlaces(list: readonly MapPlaceInput[], marqueeIgnore: readonly number[]): MapPlace[] {
  const seen = new Set<number>()
  const places: MapPlace[] = []
  for (const p of list) {
    if ((p.lat === 0 && p.lng === 0) || seen.has(p.id)) continue
    seen.add(p.id)
    places.push({
      id: p.id,
      lat: p.lat,
      lng: p.lng,
      title: p.title,
      subtitle: p.subtitle,
      price: formatPrice(
        { price: p.price, priceUnit: p.priceUnit, marquee: p.marquee, marqueeName: p.marqueeName },
        marqueeIgnore,
      ),
      href: p.href,
      photoUrl: p.photoUrl,
    })
  }
  return places
}
