/**
 * Renders the EPC label images the detail page shows: one PNG per region and label that
 * src/domain/epcLabel.ts can return, at public/images/epc/{region}/{label}.png (spec §9 "Image
 * path images/epc/{region}/{label}.png"). Deterministic: the same SVG, font and sharp version give
 * the same bytes, so the PNGs are kept in git and re-running changes nothing.
 *
 *   npx tsx scripts/epc-images.ts
 *
 * Each image is an arrow in the colour of its place on the region's scale, from dark green (best)
 * to red (worst), as the regulators' certificates draw them, with the label in white or ink,
 * whichever contrasts more. Drawn at twice the displayed 160×48 px for sharp high-density screens.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import type { Region } from '../src/domain/address/regionByZip'
import { epcImagePath, type EpcLabel, epcLabel } from '../src/domain/epc/epcLabel'
import { epcLabelName } from '../src/domain/epc/epcSummary'

const WIDTH = 160
const HEIGHT = 48
const SCALE = 2

// Every label a region's scale can give, best first: probe the scale from -1 to 1000 kWh/m².
function labelsOf(region: Region): EpcLabel[] {
  const seen: EpcLabel[] = []
  for (let value = -1; value <= 1000; value += 1) {
    const label = epcLabel(region, value)
    if (label && !seen.includes(label)) seen.push(label)
  }
  return seen
}

// The colour stops of the European energy label, dark green to red.
const STOPS: [number, number, number][] = [
  [0x00, 0x6b, 0x35],
  [0x1e, 0x9a, 0x48],
  [0x8d, 0xc6, 0x3f],
  [0xd4, 0xdc, 0x22],
  [0xfd, 0xd2, 0x0e],
  [0xf7, 0x94, 0x1d],
  [0xec, 0x5b, 0x24],
  [0xd7, 0x1f, 0x26],
]

function colourAt(position: number): [number, number, number] {
  const scaled = position * (STOPS.length - 1)
  const index = Math.min(Math.floor(scaled), STOPS.length - 2)
  const t = scaled - index
  const [from, to] = [STOPS[index]!, STOPS[index + 1]!]
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as [number, number, number]
}

// WCAG relative luminance, to put the letter in white or ink, whichever reads better.
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`

function svg(name: string, fill: [number, number, number]): string {
  const ink = 1.05 / (luminance(fill) + 0.05) >= (luminance(fill) + 0.05) / 0.0679 ? '#ffffff' : '#1b2328'
  const tip = WIDTH - HEIGHT / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <path d="M4 0 H${tip} L${WIDTH} ${HEIGHT / 2} L${tip} ${HEIGHT} H4 Q0 ${HEIGHT} 0 ${HEIGHT - 4} V4 Q0 0 4 0 Z" fill="${hex(fill)}"/>
  <text x="16" y="${HEIGHT / 2}" dominant-baseline="central" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="30" fill="${ink}">${name}</text>
</svg>`
}

const regions: Region[] = ['flanders', 'wallonia', 'brussels']
for (const region of regions) {
  const labels = labelsOf(region)
  for (const [index, label] of labels.entries()) {
    const file = path.resolve('public', epcImagePath(region, label))
    mkdirSync(path.dirname(file), { recursive: true })
    const fill = colourAt(labels.length === 1 ? 0 : index / (labels.length - 1))
    const png = await sharp(Buffer.from(svg(epcLabelName(label), fill)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
    writeFileSync(file, png)
  }
  console.log(`${region}: ${labels.join(', ')}`)
}
