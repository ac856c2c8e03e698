/** One marker of a property or project map (list map view, map frame): plain, serialisable. */
export type MapMarker = {
  id: number
  lat: number
  lng: number
  title: string
  /** Already formatted: a price, 'price on request' or a marquee label. */
  priceText: string
  /** Type and city, e.g. 'Maison · Gand'. */
  subtitle: string
  href: string
  /** A small photo (about 200 px wide), or null. */
  photoUrl: string | null
}
