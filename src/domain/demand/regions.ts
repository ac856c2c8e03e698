import type { BelgianProvince, BelgianRegion, DemandZone } from './criteria'

// bpost postcode ranges by province (the same ranges as address/regionByZip, spec §9 "Region by
// Zip", one level finer). Brussels-Capital is in no province.
const PROVINCE_RANGES: readonly [from: number, to: number, province: BelgianProvince | null][] = [
  [1000, 1299, null],
  [1300, 1499, 'BE-WBR'],
  [1500, 1999, 'BE-VBR'],
  [2000, 2999, 'BE-VAN'],
  [3000, 3499, 'BE-VBR'],
  [3500, 3999, 'BE-VLI'],
  [4000, 4999, 'BE-WLG'],
  [5000, 5999, 'BE-WNA'],
  [6000, 6599, 'BE-WHT'],
  [6600, 6999, 'BE-WLX'],
  [7000, 7999, 'BE-WHT'],
  [8000, 8999, 'BE-VWV'],
  [9000, 9999, 'BE-VOV'],
]

// ISO 3166-2:BE: a province code's second letter is its region (V Flanders, W Wallonia).
const REGION_OF_PROVINCE: Readonly<Record<BelgianProvince, BelgianRegion>> = {
  'BE-VAN': 'BE-VLG',
  'BE-VBR': 'BE-VLG',
  'BE-VLI': 'BE-VLG',
  'BE-VOV': 'BE-VLG',
  'BE-VWV': 'BE-VLG',
  'BE-WBR': 'BE-WAL',
  'BE-WHT': 'BE-WAL',
  'BE-WLG': 'BE-WAL',
  'BE-WLX': 'BE-WAL',
  'BE-WNA': 'BE-WAL',
}

type Place = { province: BelgianProvince | null; region: BelgianRegion }

function placeOfZip(zip: string): Place | null {
  // Exactly four digits: '1000 ' or '01000' is a typing slip, not a town, and Luxembourg's 'L-1234' is abroad.
  if (!/^\d{4}$/.test(zip)) return null
  const code = Number(zip)
  const range = PROVINCE_RANGES.find(([from, to]) => code >= from && code <= to)
  if (!range) return null
  const province = range[2]
  return { province, region: province ? REGION_OF_PROVINCE[province] : 'BE-BRU' }
}

/** The province of a Belgian postcode; null in Brussels (no province) and for anything not a postcode. */
export function provinceOfZip(zip: string): BelgianProvince | null {
  return placeOfZip(zip)?.province ?? null
}

/** The region of a Belgian postcode, or null for anything not a postcode (four digits, 1000–9999). */
export function regionOfZip(zip: string): BelgianRegion | null {
  return placeOfZip(zip)?.region ?? null
}

/** Whether a listing at this postcode lies in the zone; a listing without a postcode lies in none. */
export function zoneCovers(zone: DemandZone, zip: string | null): boolean {
  if (zip === null) return false
  switch (zone.kind) {
    case 'zip':
      return zone.zip === zip
    case 'province':
      return provinceOfZip(zip) === zone.code
    case 'region':
      return regionOfZip(zip) === zone.code
  }
}
