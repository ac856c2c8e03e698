import { tr, type Tr } from './lang'

// The 18 towns of the snapshot, named as the CRM's postcode list names them in each language.

export type Region = 'flanders' | 'wallonia' | 'brussels'

export interface Place {
  zip: string
  name: Tr
  region: Region
}

export const places = {
  knokke: { zip: '8300', name: tr('Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist'), region: 'flanders' },
  depanne: { zip: '8660', name: tr('La Panne', 'De Panne', 'De Panne'), region: 'flanders' },
  oostende: { zip: '8400', name: tr('Ostende', 'Oostende', 'Ostend'), region: 'flanders' },
  brugge: { zip: '8000', name: tr('Bruges', 'Brugge', 'Bruges'), region: 'flanders' },
  kortrijk: { zip: '8500', name: tr('Courtrai', 'Kortrijk', 'Kortrijk'), region: 'flanders' },
  gent: { zip: '9000', name: tr('Gand', 'Gent', 'Ghent'), region: 'flanders' },
  antwerpen: { zip: '2000', name: tr('Anvers', 'Antwerpen', 'Antwerp'), region: 'flanders' },
  mechelen: { zip: '2800', name: tr('Malines', 'Mechelen', 'Mechelen'), region: 'flanders' },
  leuven: { zip: '3000', name: tr('Louvain', 'Leuven', 'Leuven'), region: 'flanders' },
  bruxelles: { zip: '1000', name: tr('Bruxelles', 'Brussel', 'Brussels'), region: 'brussels' },
  ixelles: { zip: '1050', name: tr('Ixelles', 'Elsene', 'Ixelles'), region: 'brussels' },
  uccle: { zip: '1180', name: tr('Uccle', 'Ukkel', 'Uccle'), region: 'brussels' },
  wavre: { zip: '1300', name: tr('Wavre', 'Waver', 'Wavre'), region: 'wallonia' },
  waterloo: { zip: '1410', name: tr('Waterloo', 'Waterloo', 'Waterloo'), region: 'wallonia' },
  namur: { zip: '5000', name: tr('Namur', 'Namen', 'Namur'), region: 'wallonia' },
  dinant: { zip: '5500', name: tr('Dinant', 'Dinant', 'Dinant'), region: 'wallonia' },
  liege: { zip: '4000', name: tr('Liège', 'Luik', 'Liège'), region: 'wallonia' },
  durbuy: { zip: '6940', name: tr('Durbuy', 'Durbuy', 'Durbuy'), region: 'wallonia' },
} as const satisfies Record<string, Place>

export type PlaceKey = keyof typeof places

/** Spec §9: Brussels 1000-1299; Wallonia 1300-1499 and 4000-7999; Flanders 1500-3999 and 8000-9999. */
export function regionOfZip(zip: string): Region {
  const code = Number(zip)
  if (code >= 1000 && code <= 1299) return 'brussels'
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia'
  return 'flanders'
}

type Band = readonly [upTo: number, label: string]

// Label scales for homes (kWh/m² per year, inclusive upper bounds): Flanders and Wallonia as spec §9;
// Brussels as Bruxelles Environnement publishes it (A++ … G, G above 345).
const scales: Record<Region, { bands: readonly Band[]; above: string }> = {
  flanders: {
    bands: [
      [0, 'A+'],
      [100, 'A'],
      [200, 'B'],
      [300, 'C'],
      [400, 'D'],
      [500, 'E'],
    ],
    above: 'F',
  },
  wallonia: {
    bands: [
      [0, 'A++'],
      [45, 'A+'],
      [85, 'A'],
      [170, 'B'],
      [255, 'C'],
      [340, 'D'],
      [425, 'E'],
      [510, 'F'],
    ],
    above: 'G',
  },
  brussels: {
    bands: [
      [0, 'A++'],
      [15, 'A+'],
      [30, 'A'],
      [45, 'A-'],
      [62, 'B+'],
      [78, 'B'],
      [95, 'B-'],
      [113, 'C+'],
      [132, 'C'],
      [150, 'C-'],
      [170, 'D+'],
      [190, 'D'],
      [210, 'D-'],
      [232, 'E+'],
      [253, 'E'],
      [275, 'E-'],
      [345, 'F'],
    ],
    above: 'G',
  },
}

export function epcLabelText(region: Region, value: number): string {
  const scale = scales[region]
  return scale.bands.find(([upTo]) => value <= upTo)?.[1] ?? scale.above
}
