import type { Region } from '../address/regionByZip'
import { parseNumber } from '../values/parseNumber'

// prettier-ignore
export type EpcLabel =
  | 'a_plusplus' | 'a_plus' | 'a' | 'a_minus'
  | 'b_plus' | 'b' | 'b_minus'
  | 'c_plus' | 'c' | 'c_minus'
  | 'd_plus' | 'd' | 'd_minus'
  | 'e_plus' | 'e' | 'e_minus'
  | 'f' | 'g'

// Each band is [highest value in kWh/m² per year, label]; values above the last band get `above`.
interface Scale {
  bands: readonly (readonly [upTo: number, label: EpcLabel])[]
  above: EpcLabel
}

// prettier-ignore
const SCALES: Record<Region, Scale> = {
  // Spec §9, Flemish EPC for homes (Vlaams Energie- en Klimaatagentschap, label scale of 2019).
  flanders: {
    bands: [[0, 'a_plus'], [100, 'a'], [200, 'b'], [300, 'c'], [400, 'd'], [500, 'e']],
    above: 'f',
  },
  // Spec §9, Walloon certificat PEB for homes (SPW Énergie): A++ at 0 or below … G above 510.
  wallonia: {
    bands: [
      [0, 'a_plusplus'], [45, 'a_plus'], [85, 'a'], [170, 'b'],
      [255, 'c'], [340, 'd'], [425, 'e'], [510, 'f'],
    ],
    above: 'g',
  },
  // Brussels certificat PEB for homes: the classes of the arrêté « Certires » as amended by the
  // arrêté of the Brussels Government of 6 October 2016 (in force 1 January 2017), which brought
  // back A++; published by Bruxelles Environnement / Leefmilieu Brussel (environnement.brussels,
  // "La certification des performances énergétiques des bâtiments (PEB)"). Cross-checked: F
  // starts at 276 (s-fgr.eu) and the COBRACE target "PEB 275" is the F/G limit
  // (renolution.brussels). The official scale has 18 classes, A++ to G, G from 346 (above 345);
  // the spec's "19 bands" is not what the regulator publishes, so the official list is used.
  brussels: {
    bands: [
      [0, 'a_plusplus'], [15, 'a_plus'], [30, 'a'], [45, 'a_minus'],
      [62, 'b_plus'], [78, 'b'], [95, 'b_minus'],
      [113, 'c_plus'], [132, 'c'], [150, 'c_minus'],
      [170, 'd_plus'], [190, 'd'], [210, 'd_minus'],
      [232, 'e_plus'], [253, 'e'], [275, 'e_minus'],
      [345, 'f'],
    ],
    above: 'g',
  },
}

/**
 * The EPC label for a specific primary energy use (kWh/m² per year) in a region, or null when
 * the region or the value is unknown ("EPC not set", spec §4). Band limits are inclusive upper
 * bounds, as the regulators publish them ("a up to 100").
 */
export function epcLabel(region: Region | null | undefined, value: unknown): EpcLabel | null {
  if (!region) return null
  const energy = parseNumber(value)
  if (energy === null) return null
  const scale = SCALES[region]
  const band = scale.bands.find(([upTo]) => energy <= upTo)
  return band ? band[1] : scale.above
}

// Spec §9: "Image path images/epc/{region}/{label}.png".
export function epcImagePath(region: Region, label: EpcLabel): string {
  return `images/epc/${region}/${label}.png`
}
