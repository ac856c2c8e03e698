import { parseNumber } from '../values/parseNumber'

export type PropertyTypeIcon = 'residential' | 'commercial' | 'industrial' | 'land' | 'retail'

// Spec §3: "Icons by WebID: 1 residential, 2 and default office or commercial, 3 industrial,
// 4 land, 5 and 7 as default, 6 retail."
const ICONS: Partial<Record<number, PropertyTypeIcon>> = {
  1: 'residential',
  2: 'commercial',
  3: 'industrial',
  4: 'land',
  6: 'retail',
}

export function propertyTypeIcon(webId: unknown): PropertyTypeIcon {
  const id = parseNumber(webId)
  return (id !== null && ICONS[id]) || 'commercial'
}
