import { contentLocales, defaultLocale, type Locale } from '@/i18n/locales'
import { cityKey, citySearchName, reshapeProject, reshapeProperty } from './reshape'
import type { CrmSnapshot, OmnicasaCity, OmnicasaLanguage, OmnicasaProperty } from './types'

export type LocaleDocs = Partial<Record<Locale, Record<string, unknown>>>
export type LocalizedDoc = { id: number | string; locales: LocaleDocs }

export type ImportPlan = {
  propertyTypes: LocalizedDoc[]
  cities: (LocalizedDoc & { key: string })[]
  treeNodes: LocalizedDoc[]
  projects: (LocalizedDoc & { cityKey: string | null })[]
  properties: (LocalizedDoc & { cityKey: string | null; ownerCrmId: number | null })[]
  owners: { crmId: number; data: Record<string, unknown>; propertyIds: number[] }[]
  statistics: { propertyId: number; ownerCrmId: number; data: Record<string, unknown> }[]
  communications: { crmId: number; ownerCrmId: number; data: Record<string, unknown> }[]
}

const languagesWithContent = (snapshot: CrmSnapshot): OmnicasaLanguage[] =>
  contentLocales.filter(
    (l) => snapshot.languages[l].properties.length > 0 || snapshot.languages[l].cities.all.length > 0,
  )

/** Groups records of every language by id, the default language first. */
function byId<T extends { ID: number }>(snapshot: CrmSnapshot, pick: (l: OmnicasaLanguage) => T[]) {
  const map = new Map<number, Partial<Record<OmnicasaLanguage, T>>>()
  for (const language of languagesWithContent(snapshot)) {
    for (const record of pick(language)) map.set(record.ID, { ...map.get(record.ID), [language]: record })
  }
  return map
}

/**
 * City names differ per language (Bruxelles, Brussel); a city is the same one when its zip matches
 * and it stands at the same place among that zip's cities. Its key uses the default-language name.
 */
function cityKeys(snapshot: CrmSnapshot) {
  const groups = (cities: OmnicasaCity[]) => {
    const map = new Map<string, OmnicasaCity[]>()
    for (const city of cities) map.set(city.Zip, [...(map.get(city.Zip) ?? []), city])
    return map
  }
  const primary = groups(snapshot.languages[defaultLocale as OmnicasaLanguage].cities.all)
  const lookup = new Map<string, string>()
  const byKey = new Map<string, Partial<Record<OmnicasaLanguage, OmnicasaCity>>>()
  for (const language of languagesWithContent(snapshot)) {
    for (const [zip, cities] of groups(snapshot.languages[language].cities.all)) {
      cities.forEach((city, index) => {
        const reference = primary.get(zip)?.[index] ?? city
        const key = cityKey(zip, reference.Name)
        lookup.set(`${language}|${zip}|${city.Name}`, key)
        byKey.set(key, { ...byKey.get(key), [language]: city })
      })
    }
  }
  const keyFor = (language: OmnicasaLanguage, zip: string, name: string): string | null =>
    lookup.get(`${language}|${zip}|${name}`) ??
    (primary.get(zip)?.length === 1 ? cityKey(zip, primary.get(zip)![0]!.Name) : null)
  return { byKey, keyFor }
}

export function planImport(snapshot: CrmSnapshot): ImportPlan {
  const cities = cityKeys(snapshot)
  const ownerOf = new Map<number, number>()
  for (const owner of snapshot.owners) for (const id of owner.PropertyIDs) ownerOf.set(id, owner.ID)

  const properties = [...byId(snapshot, (l) => snapshot.languages[l].properties)].map(([id, records]) => {
    const first = (records[defaultLocale as OmnicasaLanguage] ??
      Object.values(records)[0]) as OmnicasaProperty
    const locales: LocaleDocs = {}
    for (const [language, raw] of Object.entries(records) as [OmnicasaLanguage, OmnicasaProperty][]) {
      const data = reshapeProperty(raw, { cityId: null })
      locales[language] = { ...data, crmRecord: records }
    }
    return {
      id,
      locales,
      cityKey: cities.keyFor('fr', first.Zip, first.City),
      ownerCrmId: ownerOf.get(id) ?? null,
    }
  })

  // Counts shown on For sale / For rent links (spec §2: disabled at 0), from the listings themselves,
  // tallied in one pass (a count per town and type over every listing was quadratic).
  const tally = (keyOf: (doc: Record<string, unknown>, cityKey: string | null) => unknown) => {
    const sale = new Map<unknown, number>()
    const rent = new Map<unknown, number>()
    for (const p of properties) {
      const doc = p.locales[defaultLocale] ?? Object.values(p.locales)[0]!
      const key = keyOf(doc, p.cityKey)
      if (doc.listedForSale === true) sale.set(key, (sale.get(key) ?? 0) + 1)
      if (doc.listedForRent === true) rent.set(key, (rent.get(key) ?? 0) + 1)
    }
    return { sale: (key: unknown) => sale.get(key) ?? 0, rent: (key: unknown) => rent.get(key) ?? 0 }
  }
  const perCity = tally((_, cityKey) => cityKey)
  const perType = tally((doc) => doc.propertyType)

  const planCities = [...cities.byKey].map(([key, records]) => {
    const locales: LocaleDocs = {}
    for (const [language, city] of Object.entries(records) as [OmnicasaLanguage, OmnicasaCity][]) {
      locales[language] = {
        key,
        name: city.Name,
        zip: city.Zip,
        searchName: citySearchName((records[defaultLocale as OmnicasaLanguage] ?? city).Name),
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

  const propertyTypes = [...byId(snapshot, (l) => snapshot.languages[l].propertyTypes)].map(
    ([id, records]) => {
      const locales: LocaleDocs = {}
      for (const [language, type] of Object.entries(records)) {
        locales[language as Locale] = {
          id,
          webId: type.WebID,
          name: type.Name,
          showOrder: type.ShowOrder,
          sale: type.Sale,
          rent: type.Rent,
          countSale: perType.sale(id),
          countRent: perType.rent(id),
          crmRecord: records,
        }
      }
      return { id, locales }
    },
  )

  const projects = [...byId(snapshot, (l) => snapshot.languages[l].projects)].map(([id, records]) => {
    const first = Object.values(records)[0]!
    const locales: LocaleDocs = {}
    for (const [language, raw] of Object.entries(records)) {
      locales[language as Locale] = { ...reshapeProject(raw, null), crmRecord: records }
    }
    return { id, locales, cityKey: cities.keyFor('fr', first.Zip, first.City) }
  })

  return {
    propertyTypes,
    cities: planCities,
    treeNodes: snapshot.treeNodes.map((node) => ({
      id: node.ID,
      locales: {
        [defaultLocale]: { id: node.ID, parentId: node.ParentID, name: node.Name, webId: node.WebID },
      },
    })),
    projects,
    properties,
    owners: snapshot.owners.map((owner) => ({
      crmId: owner.ID,
      propertyIds: owner.PropertyIDs.filter((id) => properties.some((p) => p.id === id)),
      data: {
        email: owner.Email,
        firstName: owner.FirstName,
        lastName: owner.LastName,
        phone: owner.Phone,
        language: owner.Language,
      },
    })),
    statistics: snapshot.statistics.map((stat) => ({
      propertyId: stat.PropertyID,
      ownerCrmId: stat.OwnerID,
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
    communications: snapshot.communications.map((item) => ({
      crmId: item.ID,
      ownerCrmId: item.OwnerID,
      data: {
        crmId: item.ID,
        property: item.PropertyID,
        date: new Date(item.Date).toISOString(),
        type: item.TypeName,
        contact: item.Contact,
        subject: item.Subject,
        comment: item.Comment,
        status: item.StatusName,
      },
    })),
  }
}
