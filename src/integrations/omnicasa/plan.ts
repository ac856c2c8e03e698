import { brusselsInstant } from '@/domain/demand/visitDays'
import { goalOf } from '@/domain/property/goal'
import { listingWebIds } from '@/domain/property/webIds'
import { contentLocales, defaultLocale, type Locale } from '@/i18n/locales'
import { type OwnerAccount, ownerAccounts } from './owners'
import { cityKey, citySearchName, reshapeProject, reshapeProperty } from './reshape'
import type { CrmScan, ListingRecords, ListingSummary, OmnicasaCity, OmnicasaLanguage } from './types'

export type LocaleDocs = Partial<Record<Locale, Record<string, unknown>>>
export type LocalizedDoc = { id: number | string; locales: LocaleDocs }

/** A listing to import; its records are read again (a chunk at a time) when it is prepared. */
export type ListingPlan = { id: number; cityKey: string | null; ownerKey: number | null }

export type ImportPlan = {
  propertyTypes: LocalizedDoc[]
  cities: (LocalizedDoc & { key: string })[]
  treeNodes: LocalizedDoc[]
  projects: (LocalizedDoc & { cityKey: string | null })[]
  properties: ListingPlan[]
  owners: OwnerAccount[]
  /** `ownerKey`: the owner account's key (OwnerAccount.crmId), not the CRM owner's own id. */
  statistics: { propertyId: number; ownerKey: number; data: Record<string, unknown> }[]
  communications: { crmId: number; ownerKey: number; data: Record<string, unknown> }[]
  /** Visit slots (issue 18): the CRM's fields only; `booked` is the site's and never written here. */
  visitSlots: { crmId: number; data: Record<string, unknown> }[]
}

const primary = defaultLocale as OmnicasaLanguage

const languagesWithContent = (scan: CrmScan): OmnicasaLanguage[] =>
  contentLocales.filter(
    (l) => scan.languages[l].listings.length > 0 || scan.languages[l].cities.all.length > 0,
  )

/** Groups records of every language by id, in the order of the languages. */
function byId<T extends { ID: number }>(languages: OmnicasaLanguage[], pick: (l: OmnicasaLanguage) => T[]) {
  const map = new Map<number, Partial<Record<OmnicasaLanguage, T>>>()
  for (const language of languages) {
    for (const record of pick(language)) map.set(record.ID, { ...map.get(record.ID), [language]: record })
  }
  return map
}

/**
 * City names differ per language (Bruxelles, Brussel); a city is the same one when its zip matches
 * and it stands at the same place among that zip's cities. Its key uses the default-language name.
 */
function cityKeys(scan: CrmScan) {
  const groups = (cities: OmnicasaCity[]) => {
    const map = new Map<string, OmnicasaCity[]>()
    for (const city of cities) map.set(city.Zip, [...(map.get(city.Zip) ?? []), city])
    return map
  }
  const main = groups(scan.languages[primary].cities.all)
  const lookup = new Map<string, string>()
  const byKey = new Map<string, Partial<Record<OmnicasaLanguage, OmnicasaCity>>>()
  for (const language of languagesWithContent(scan)) {
    for (const [zip, cities] of groups(scan.languages[language].cities.all)) {
      cities.forEach((city, index) => {
        const reference = main.get(zip)?.[index] ?? city
        const key = cityKey(zip, reference.Name)
        lookup.set(`${language}|${zip}|${city.Name}`, key)
        byKey.set(key, { ...byKey.get(key), [language]: city })
      })
    }
  }
  const keyFor = (language: OmnicasaLanguage, zip: string, name: string): string | null =>
    lookup.get(`${language}|${zip}|${name}`) ??
    (main.get(zip)?.length === 1 ? cityKey(zip, main.get(zip)![0]!.Name) : null)
  return { byKey, keyFor }
}

/** A listing's document per language, as the properties collection stores it (city and owner set when written). */
export function listingLocales(records: ListingRecords): LocaleDocs {
  const languages = contentLocales.filter((l) => records[l])
  const crmRecord = Object.fromEntries(languages.map((l) => [l, records[l]]))
  const locales: LocaleDocs = {}
  for (const language of languages) {
    locales[language] = { ...reshapeProperty(records[language]!, { cityId: null }), crmRecord }
  }
  return locales
}

export function planImport(scan: CrmScan): ImportPlan {
  const languages = languagesWithContent(scan)
  const cities = cityKeys(scan)
  const listings = [...byId(languages, (l) => scan.languages[l].listings)].map(([id, records]) => {
    // The default language's record decides the town and the counts, else the first language's.
    const first = (records[primary] ?? Object.values(records)[0]) as ListingSummary
    return { id, first, cityKey: cities.keyFor(primary, first.Zip, first.City) }
  })
  const listingIds = new Set(listings.map((l) => l.id))
  const { accounts, accountOf } = ownerAccounts(scan.owners, listingIds)
  const ownerOf = new Map<number, number>()
  for (const owner of scan.owners)
    for (const id of owner.PropertyIDs) ownerOf.set(id, accountOf.get(owner.ID)!)

  // Counts shown on For sale / For rent links (spec §2: disabled at 0), from the listings themselves,
  // tallied in one pass (a count per town and type over every listing was quadratic).
  const tally = (keysOf: (listing: (typeof listings)[number]) => readonly unknown[]) => {
    const sale = new Map<unknown, number>()
    const rent = new Map<unknown, number>()
    for (const listing of listings) {
      const counts = goalOf(listing.first.Goal) === 'sale' ? sale : rent
      for (const key of keysOf(listing)) counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return { sale: (key: unknown) => sale.get(key) ?? 0, rent: (key: unknown) => rent.get(key) ?? 0 }
  }
  const perCity = tally((listing) => [listing.cityKey])
  // A type's count is its web type's (spec §2: a type's link opens `type={web id}`), every web type
  // of a listing's WebIDs included ("5,6" counts under both).
  const perWebType = tally((listing) => listingWebIds(listing.first.WebID, listing.first.WebIDs))

  const planCities = [...cities.byKey].map(([key, records]) => {
    const locales: LocaleDocs = {}
    for (const [language, city] of Object.entries(records) as [OmnicasaLanguage, OmnicasaCity][]) {
      locales[language] = {
        key,
        name: city.Name,
        zip: city.Zip,
        searchName: citySearchName((records[primary] ?? city).Name),
        countryId: city.CountryID,
        countryName: city.CountryName,
        propertyCount: city.PropertyCount,
        countSale: perCity.sale(key),
        countRent: perCity.rent(key),
        crmRecord: records,
      }
    }
    return { id: key, key, locales }
  })

  const propertyTypes = [...byId(languages, (l) => scan.languages[l].propertyTypes)].map(([id, records]) => {
    const locales: LocaleDocs = {}
    for (const [language, type] of Object.entries(records)) {
      locales[language as Locale] = {
        id,
        webId: type.WebID,
        name: type.Name,
        showOrder: type.ShowOrder,
        sale: type.Sale,
        rent: type.Rent,
        countSale: perWebType.sale(type.WebID),
        countRent: perWebType.rent(type.WebID),
        crmRecord: records,
      }
    }
    return { id, locales }
  })

  const projects = [...byId(languages, (l) => scan.languages[l].projects)].map(([id, records]) => {
    const first = Object.values(records)[0]!
    const locales: LocaleDocs = {}
    for (const [language, raw] of Object.entries(records)) {
      locales[language as Locale] = { ...reshapeProject(raw, null), crmRecord: records }
    }
    return { id, locales, cityKey: cities.keyFor(primary, first.Zip, first.City) }
  })

  return {
    propertyTypes,
    cities: planCities,
    treeNodes: scan.treeNodes.map((node) => ({
      id: node.ID,
      locales: {
        [defaultLocale]: { id: node.ID, parentId: node.ParentID, name: node.Name, webId: node.WebID },
      },
    })),
    projects,
    properties: listings.map(({ id, cityKey }) => ({ id, cityKey, ownerKey: ownerOf.get(id) ?? null })),
    owners: accounts,
    statistics: scan.statistics.map((stat) => ({
      propertyId: stat.PropertyID,
      ownerKey: accountOf.get(stat.OwnerID)!,
      data: {
        property: stat.PropertyID,
        visits: stat.Visits.map((v) => ({ date: v.Date, source: v.Source, count: v.Count })),
        onlineMedia: stat.OnlineMedia.map((m) => ({
          portal: m.Portal,
          views: m.Views,
          detailViews: m.DetailViews,
          contactRequests: m.ContactRequests,
          favourites: m.Favourites,
        })),
      },
    })),
    communications: scan.communications.map((item) => ({
      crmId: item.ID,
      ownerKey: accountOf.get(item.OwnerID)!,
      data: {
        crmId: item.ID,
        property: item.PropertyID,
        date: new Date(item.Date).toISOString(),
        type: item.TypeName,
        kind: item.Type,
        contact: item.Contact,
        subject: item.Subject,
        comment: item.Comment,
        status: item.StatusName,
      },
    })),
    // The CRM's agenda also holds visits of listings it does not publish: those are not offered
    // (and a slot of a listing that leaves the site is withdrawn with it).
    visitSlots: scan.appointments
      .filter((slot) => listingIds.has(slot.PropertyID))
      .map((slot) => ({
        crmId: slot.ID,
        data: {
          crmId: slot.ID,
          property: slot.PropertyID,
          // Validated as local date-times; brusselsInstant only refuses those.
          startsAt: brusselsInstant(slot.StartDate.slice(0, 19)),
          endsAt: brusselsInstant(slot.EndDate.slice(0, 19)),
          capacity: slot.Capacity,
          status: slot.Status,
        },
      })),
  }
}
