import 'server-only'

import { belgianProvinces, belgianRegions, parseZoneKey, zoneKey } from '@/domain/demand/criteria'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { getSearchIndex } from './search'

type Option = { value: string; label: string }

/** What the demand register offers, in a language: the search box's types, the regions, provinces and towns. */
export type DemandChoices = {
  types: Option[]
  regions: Option[]
  provinces: Option[]
  towns: Option[]
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
  const [index, t] = await Promise.all([
    getSearchIndex(locale),
    getTranslations({ locale, namespace: 'Forms' }),
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
