import { crmPhotoUrl, THUMBNAIL_WIDTH } from '../media/crmPhotoUrl'
import { type PropertyTypeIcon, propertyTypeIcon } from '../property/propertyTypeIcon'
import type { SearchGroup } from './searchIndex'
import { searchLinkState, searchRowDescription } from './searchRows'

/**
 * A For sale / For rent link of a type or city row; `href` is null when the link is disabled.
 * `name` is its accessible name ("Namur 5000, For sale, 12 properties").
 */
export type SuggestLink = { href: string | null; count: number | null; name: string }

type SuggestListRow = { key: string; label: string; sale: SuggestLink; rent: SuggestLink }
/** A type row with its pictogram by WebID (spec §3 "Icons by WebID"). */
export type SuggestTypeRow = SuggestListRow & { icon: PropertyTypeIcon }
export type SuggestCityRow = SuggestListRow & { zip: string }
export type SuggestPropertyRow = {
  key: string
  id: number
  href: string
  description: string
  /** Spec §2 "Ref: {id}", in the language of the answer. */
  reference: string
  /** About 200 px wide (spec §7 "Thumbnails about 200 px wide"), or null without a photo. */
  thumbnail: string | null
}

export type SuggestGroup =
  | { group: 'type'; rows: SuggestTypeRow[] }
  | { group: 'city'; rows: SuggestCityRow[] }
  | { group: 'property'; rows: SuggestPropertyRow[] }

/**
 * What GET /suggest/ answers: plain JSON the search box renders as it is, its text already in the
 * visitor's language (so the browser needs no message formatter). `announcement` is what the live
 * region says about the results ("3 results").
 */
export type Suggestions = { query: string; groups: SuggestGroup[]; announcement: string }

/** The search box's text in one language (from the Search messages). */
export type SuggestText = {
  linkName: (label: string, list: 'sale' | 'rent', count: number | null) => string
  reference: (id: number) => string
  announcement: (rows: number) => string
}

/**
 * A web type as one row (spec §2 `type={web id}`): `name` is its label, `names` every CRM type it
 * covers ('Maison', 'Appartement', 'Studio'), each of which finds it.
 */
export type SearchType = {
  webId: number
  name: string
  names?: readonly string[]
  countSale: number | null
  countRent: number | null
}
export type SearchCity = {
  name: string
  zip: string
  countSale: number | null
  countRent: number | null
  /** Its names in the site's other languages ('Gent' for Gand), also found by the search box. */
  otherNames?: string[]
}
export type SearchProperty = { id: number; title: string; photoUrl: string | null }

export type SuggestLinks<P> = {
  /** The for-sale or for-rent list with a search link query (spec §2: ?type={web id}, ?city=Name|Zip). */
  list: (
    list: 'sale' | 'rent',
    link: { typeWebId: number } | { city: { name: string; zip: string } },
  ) => string
  property: (property: P) => string
}

function link(count: number | null, href: () => string, name: (count: number | null) => string): SuggestLink {
  // Spec §2: "link disabled at count 0".
  const state = searchLinkState(count)
  const shown = state.count ?? null
  return { href: state.disabled ? null : href(), count: shown, name: name(shown) }
}

/**
 * Spec §2: type and city rows "show For sale and For rent links with optional counts"; property
 * rows "show thumbnail, type description truncated to 100 characters and 'Ref: {id}'".
 */
export function toSuggestions<T extends SearchType, C extends SearchCity, P extends SearchProperty>(
  query: string,
  groups: SearchGroup<T, C, P>[],
  links: SuggestLinks<P>,
  text: SuggestText,
): Suggestions {
  const name = (label: string, list: 'sale' | 'rent') => (count: number | null) =>
    text.linkName(label, list, count)
  const shaped = groups.map((group): SuggestGroup => {
    switch (group.group) {
      case 'type':
        return {
          group: 'type',
          rows: group.items.map((type) => ({
            key: `type:${type.webId}:${type.name}`,
            label: type.name,
            icon: propertyTypeIcon(type.webId),
            sale: link(
              type.countSale,
              () => links.list('sale', { typeWebId: type.webId }),
              name(type.name, 'sale'),
            ),
            rent: link(
              type.countRent,
              () => links.list('rent', { typeWebId: type.webId }),
              name(type.name, 'rent'),
            ),
          })),
        }
      case 'city':
        return {
          group: 'city',
          rows: group.items.map((city) => {
            const where = { city: { name: city.name, zip: city.zip } }
            // A town is named with its zip: two towns may share a name.
            const label = `${city.name} ${city.zip}`
            return {
              key: `city:${city.zip}:${city.name}`,
              label: city.name,
              zip: city.zip,
              sale: link(city.countSale, () => links.list('sale', where), name(label, 'sale')),
              rent: link(city.countRent, () => links.list('rent', where), name(label, 'rent')),
            }
          }),
        }
      case 'property':
        return {
          group: 'property',
          rows: group.items.map((property) => ({
            key: `property:${property.id}`,
            id: property.id,
            href: links.property(property),
            description: searchRowDescription(property.title),
            reference: text.reference(property.id),
            thumbnail: property.photoUrl ? crmPhotoUrl(property.photoUrl, THUMBNAIL_WIDTH) : null,
          })),
        }
    }
  })
  const rows = shaped.reduce((sum, group) => sum + group.rows.length, 0)
  return { query, groups: shaped, announcement: text.announcement(rows) }
}

/**
 * Where the search form leads when it is submitted without choosing a row (no JavaScript, or Enter
 * on the typed text): the first enabled link in the order the panel shows them, or `fallback` (the
 * for-sale list). An empty box lists every type, which is no choice, so it goes to the fallback.
 */
export function searchDestination(suggestions: Suggestions, fallback: string): string {
  if (suggestions.query.trim() === '') return fallback
  for (const group of suggestions.groups) {
    for (const row of group.rows) {
      if (group.group === 'property') return (row as SuggestPropertyRow).href
      const { sale, rent } = row as SuggestListRow
      const href = sale.href ?? rent.href
      if (href) return href
    }
  }
  return fallback
}
