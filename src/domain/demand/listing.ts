import { listingWebIds } from '../property/webIds'
import type { DemandListing } from './match'

/** What a stored property gives the matching (the CRM's fields as the Properties collection keeps them). */
export type DemandSource = {
  id: number
  listedForSale?: boolean | null
  listedForRent?: boolean | null
  typeWebId?: number | null
  /** The CRM's WebIDs list, e.g. "5,6". */
  webIds?: string | null
  zip?: string | null
  price?: { amount?: number | null; publish?: boolean | null } | null
  rooms?: {
    bedrooms?: number | null
    bathrooms?: number | null
    garages?: number | null
    parkingsInternal?: number | null
    parkingsExternal?: number | null
  } | null
}

const count = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/**
 * A property as the demand matching sees it. Its goal is the list it is for sale or for rent in (a
 * holiday let only answers no demand); its web types are the main one and every one of WebIDs, as
 * the lists count them; an unpublished price is no price; parkings inside and outside add up.
 */
export function demandListingOf(source: DemandSource): DemandListing {
  const rooms = source.rooms ?? {}
  const inside = count(rooms.parkingsInternal)
  const outside = count(rooms.parkingsExternal)
  return {
    id: source.id,
    goal: source.listedForSale ? 'buy' : source.listedForRent ? 'rent' : null,
    webIds: listingWebIds(source.typeWebId, source.webIds),
    zip: source.zip?.trim() || null,
    price: source.price?.publish === false ? null : count(source.price?.amount),
    bedrooms: count(rooms.bedrooms),
    bathrooms: count(rooms.bathrooms),
    garages: count(rooms.garages),
    parkings: inside === null && outside === null ? null : (inside ?? 0) + (outside ?? 0),
  }
}
