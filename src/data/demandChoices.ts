import 'server-only'

import { belgianProvinces, belgianRegions, parseZoneKey, zoneKey } from '@/domain/demand/criteria'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { processValue } from './cache/processMemo'
import { payloadClient } from './payload'
import { getSearchIndex } from './search'

type Option = { value: string; label: string }

/** Where the demand map draws a town: the middle of its listings, to about a kilometre. */
export type TownCentre = { lat: number; lng: number }

/** What the demand register offers, in a language: the search box's types, the regions, provinces and towns. */
export type DemandChoices = {
  types: Option[]
  regions: Option[]
  provinces: Option[]
  towns: Option[]
  /** The towns' circles on the map, by zone key; a town with no placed listing has none (it stays in the list). */
  townCentres: Record<string, TownCentre>
  /** A stored zone key or web type id as the person reads it. */
  zoneName: (key: string) => string
  typeName: (webId: number) => string
}

/**
 * The property types are the search box's rows (one per web type the CRM's catalogue has), the
 * towns the site's cities, one per postal code (a zip covering two villages names both): the same
 * words the visitor met while searching, and no zone the alerts could not match.
 */
export async function getDemandChoices(locale: Locale): Promise<DemandChoices> {
  const [index, t, centres] = await Promise.all([
    getSearchIndex(locale),
    getTranslations({ locale, namespace: 'Forms' }),
    getTownCentres(),
  ])
  const byZip = new Map<string, string[]>()
  for (const { value } of index.cities) {
    const names = byZip.get(value.zip) ?? []
    if (!names.includes(value.name)) names.push(value.name)
    byZip.set(value.zip, names)
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const towns = [...byZip]
    .map(([zip, names]) => ({
      value: zoneKey({ kind: 'zip', zip }),
      label: t('town', { name: names.join(' / '), zip }),
    }))
    .sort((a, b) => collator.compare(a.label, b.label))
  const types = index.types.map((type) => ({ value: String(type.webId), label: type.name }))
  const regions = belgianRegions.map((code) => ({
    value: zoneKey({ kind: 'region', code }),
    label: t(`regions.${code}` as 'regions.BE-BRU'),
  }))
  const provinces = belgianProvinces.map((code) => ({
    value: zoneKey({ kind: 'province', code }),
    label: t(`provinces.${code}` as 'provinces.BE-VAN'),
  }))
  const names = new Map([...regions, ...provinces, ...towns].map((option) => [option.value, option.label]))
  const typeNames = new Map(types.map((type) => [type.value, type.label]))
  return {
    types,
    regions,
    provinces,
    towns,
    townCentres: Object.fromEntries(
      towns.flatMap((town) => {
        const zone = parseZoneKey(town.value)
        const centre = zone?.kind === 'zip' ? centres.get(zone.zip) : undefined
        return centre ? [[town.value, centre]] : []
      }),
    ),
    zoneName: (key) => {
      const known = names.get(key)
      if (known) return known
      // A town the site no longer lists is still the person's choice: shown by its postal code.
      const zone = parseZoneKey(key)
      return zone?.kind === 'zip' ? zone.zip : key
    },
    typeName: (webId) => typeNames.get(String(webId)) ?? String(webId),
  }
}

// Two decimals of a degree: about 1.1 km north–south and 0.7 km east–west in Belgium. A town with
// one listing whose address is not published must not show where that listing is.
const roundCentre = (value: number) => Math.round(value * 100) / 100

/**
 * The middle of each postal code's active listings that have a position (the CRM gives no town
 * positions), rounded: enough to draw a town's circle on the demand map. Kept until the listings change.
 */
const getTownCentres = processValue('town-centres', ['properties'], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    where: { status: { equals: 'active' } },
    select: { zip: true, address: { latitude: true, longitude: true } },
  })
  const sums = new Map<string, { lat: number; lng: number; count: number }>()
  for (const doc of docs) {
    const lat = doc.address?.latitude
    const lng = doc.address?.longitude
    // 0,0 is the CRM's "no position"; outside Belgium's box is a typing slip in the CRM.
    if (!doc.zip || typeof lat !== 'number' || typeof lng !== 'number') continue
    if (lat < 49.4 || lat > 51.6 || lng < 2.5 || lng > 6.5) continue
    const sum = sums.get(doc.zip) ?? { lat: 0, lng: 0, count: 0 }
    sums.set(doc.zip, { lat: sum.lat + lat, lng: sum.lng + lng, count: sum.count + 1 })
  }
  return new Map(
    [...sums].map(([zip, sum]) => [
      zip,
      { lat: roundCentre(sum.lat / sum.count), lng: roundCentre(sum.lng / sum.count) },
    ]),
  )
})
