// Kitchen with cabinetry, worktops, splashback and island; also the tile and cabinet-front helpers.
import { shadeFor, type Vec3 } from '../camera'
import { lighten, shade } from '../color'
import { ellipse, line, n, poly } from '../svg'
import type { Ctx } from './context'
import { pendant, vase } from './decor'
import { type Part, parts } from './furniture'
import { contactShadow, interiorGrade, makeRoom, type Room, shell, wallPaints } from './room'
import { vignette } from './sky'

type Wall = 'back' | 'left' | 'right'
function wallPoint(r: Room, wall: Wall, a: number, y: number, inset = 0.004): Vec3 {
  if (wall === 'back') return [a, y, r.d - inset]
  return [wall === 'left' ? -r.w / 2 + inset : r.w / 2 - inset, y, a]
}
/** Tiled area on a wall: a0..a1 runs along the wall (x for the back wall, z for side walls). */
export function wallTiles(
  ctx: Ctx,
  r: Room,
  wall: Wall,
  a0: number,
  a1: number,
  y0: number,
  y1: number,
  color: string,
  tw: number,
  th: number,
  stagger = false,
): string {
  const normal: Vec3 = wall === 'back' ? [0, 0, -1] : wall === 'left' ? [1, 0, 0] : [-1, 0, 0]
  const c = shadeFor(r.light, color, normal)
  const out = poly(
    r.cam.polygon(
      [
        wallPoint(r, wall, a0, y0),
        wallPoint(r, wall, a1, y0),
        wallPoint(r, wall, a1, y1),
        wallPoint(r, wall, a0, y1),
      ],
      0.3,
    ),
    c,
  )
  let d = ''
  const seg = (p: Vec3, q: Vec3) => {
    const s = r.cam.segment(p, q, 0.3)
    if (s) d += `M${n(s[0][0])} ${n(s[0][1])}L${n(s[1][0])} ${n(s[1][1])}`
  }
  let row = 0
  for (let y = y0 + th; y < y1 - 0.001; y += th, row++)
    seg(wallPoint(r, wall, a0, y), wallPoint(r, wall, a1, y))
  if (!stagger)
    for (let a = a0 + tw; a < a1 - 0.001; a += tw) seg(wallPoint(r, wall, a, y0), wallPoint(r, wall, a, y1))
  else {
    row = 0
    for (let y = y0; y < y1 - 0.001; y += th, row++) {
      for (let a = a0 + (row % 2 ? tw / 2 : tw); a < a1 - 0.001; a += tw)
        seg(wallPoint(r, wall, a, y), wallPoint(r, wall, a, Math.min(y1, y + th)))
    }
  }
  return (
    out + `<path d="${d}" stroke="${shade(c, 0.8)}" stroke-width="1.3" fill="none" stroke-opacity="0.8"/>`
  )
}
/** Vertical joints and handles on the front (z = zf) of a run of cabinets. */
export function fronts(
  r: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  zf: number,
  color: string,
  doors: number,
  handleY: number,
): string {
  let out = ''
  const joint = shade(color, 0.7)
  for (let i = 0; i <= doors; i++) {
    const x = x0 + ((x1 - x0) * i) / doors
    const s = r.cam.segment([x, y0, zf], [x, y1, zf], 0.3)
    if (s) out += line(s[0], s[1], joint, 1.5)
    if (i < doors) {
      const h = r.cam.segment(
        [x + 0.06, handleY, zf - 0.01],
        [x + (x1 - x0) / doors - 0.06, handleY, zf - 0.01],
        0.3,
      )
      if (h) out += line(h[0], h[1], '#9a9590', Math.max(1.5, r.cam.ppm([x, handleY, zf]) * 0.015))
    }
  }
  return out
}
export function kitchen(ctx: Ctx): string {
  const { rng } = ctx
  const r = makeRoom(ctx, { w: rng.range(4.8, 5.8), d: rng.range(5, 6) })
  const paintC = rng.pick(wallPaints)
  let out = shell(ctx, r, paintC, rng.pick(['oak', 'tiles', 'concrete', 'dark-oak'] as const))
  const cab = rng.pick(['#f2f0eb', '#e9e6df', '#7d8c7a', '#2f3e4f', '#2b2b2b', '#b08a66', '#c9c3b8'])
  const top = rng.pick(['#f4f2ee', '#e8e4dc', '#2a2a2a', '#c4a57c', '#d8d4cc'])
  const d = r.d
  const x0 = -r.w / 2
  const x1 = r.w / 2
  // splashback tiles between worktop and wall units
  out += wallTiles(
    ctx,
    r,
    'back',
    x0,
    x1,
    0.92,
    1.5,
    rng.pick(['#f4f3ef', '#dfe6e4', '#e9e1d3', '#3d4a52']),
    0.15,
    0.075,
    true,
  )
  const tall = -r.side
  const tx0 = tall < 0 ? x0 : x1 - 1.25
  const tx1 = tall < 0 ? x0 + 1.25 : x1
  const base: Part[] = [
    { lo: [x0, 0.1, d - 0.62], hi: [x1, 0.88, d], color: cab },
    { lo: [x0, 0.88, d - 0.65], hi: [x1, 0.93, d], color: top, top: lighten(top, 0.1) },
    { lo: [x0, 0, d - 0.56], hi: [x1, 0.1, d], color: shade(cab, 0.5) },
  ]
  out += parts(r, base)
  out += fronts(
    r,
    tall < 0 ? tx1 : x0,
    tall < 0 ? x1 : tx0,
    0.12,
    0.86,
    d - 0.62,
    cab,
    Math.round((r.w - 1.25) / 0.6),
    0.8,
  )
  // wall units and extractor hood
  const hoodX = rng.range(-0.8, 0.8)
  const wu = (a: number, b: number) =>
    b - a > 0.3
      ? parts(r, [{ lo: [a, 1.55, d - 0.36], hi: [b, 2.3, d], color: cab }]) +
        fronts(r, a, b, 1.56, 2.29, d - 0.36, cab, Math.max(1, Math.round((b - a) / 0.6)), 1.62)
      : ''
  if (rng.chance(0.6)) out += wu(tall < 0 ? tx1 : x0, hoodX - 0.55) + wu(hoodX + 0.55, tall < 0 ? x1 : tx0)
  else {
    for (const y of [1.75, 2.15])
      out += parts(r, [
        {
          lo: [x0 + 1.4, y, d - 0.28],
          hi: [x1 - 1.4, y + 0.04, d],
          color: rng.pick(['#8a6240', '#c49a6c', '#2b2b2b']),
        },
      ])
    out += vase(ctx, r, x0 + 1.8, d - 0.14, 1.79, 0.22) + vase(ctx, r, x1 - 1.9, d - 0.14, 2.19, 0.18)
  }
  out += parts(r, [
    { lo: [hoodX - 0.45, 1.65, d - 0.5], hi: [hoodX + 0.45, 1.75, d], color: '#b9bbbd' },
    { lo: [hoodX - 0.15, 1.75, d - 0.3], hi: [hoodX + 0.15, r.h, d], color: '#c4c6c8' },
  ])
  const hob = r.cam.polygon(
    [
      [hoodX - 0.35, 0.935, d - 0.55],
      [hoodX + 0.35, 0.935, d - 0.55],
      [hoodX + 0.35, 0.935, d - 0.08],
      [hoodX - 0.35, 0.935, d - 0.08],
    ],
    0.3,
  )
  out += poly(hob, '#1c1d1f')
  // tall column with fridge and ovens
  out += parts(r, [{ lo: [tx0, 0, d - 0.64], hi: [tx1, 2.3, d], color: cab }])
  const fz = tall < 0 ? tx1 : tx0
  const s1 = r.cam.segment(
    [fz + (tall < 0 ? -0.62 : 0.62), 1.2, d - 0.64],
    [fz + (tall < 0 ? -0.62 : 0.62), 2.25, d - 0.64],
    0.3,
  )
  if (s1) out += line(s1[0], s1[1], shade(cab, 0.7), 1.5)
  out += poly(
    r.cam.polygon(
      [
        [tx0 + 0.1, 0.9, d - 0.645],
        [tx1 - 0.1, 0.9, d - 0.645],
        [tx1 - 0.1, 1.45, d - 0.645],
        [tx0 + 0.1, 1.45, d - 0.645],
      ],
      0.3,
    ),
    '#222426',
  )
  // island with stools
  const iw = rng.range(2.0, 2.6)
  const iz = d - rng.range(2.1, 2.4)
  const island: Part[] = [
    {
      lo: [-iw / 2, 0.05, iz - 0.5],
      hi: [iw / 2, 0.88, iz + 0.5],
      color: rng.chance(0.5) ? cab : rng.pick(['#8a6240', '#2f3e4f', '#5f6b5a']),
    },
    {
      lo: [-iw / 2 - 0.25, 0.88, iz - 0.55],
      hi: [iw / 2 + 0.05, 0.94, iz + 0.55],
      color: top,
      top: lighten(top, 0.12),
    },
  ]
  out += contactShadow(r, -iw / 2, iz - 0.5, iw / 2, iz + 0.5) + parts(r, island)
  out += fronts(r, -iw / 2, iw / 2, 0.08, 0.86, iz - 0.5, island[0]!.color, 4, 0.78)
  out += vase(ctx, r, iw * 0.25, iz, 0.94, 0.12, '#e9e4d8')
  const fruit = r.cam.project([iw * 0.25, 1.08, iz])
  const fs = r.cam.ppm([0, 1, iz])
  for (let i = 0; i < 5; i++)
    out += ellipse(
      fruit[0] + rng.jitter(fs * 0.06),
      fruit[1] + rng.jitter(fs * 0.02),
      fs * 0.035,
      fs * 0.033,
      rng.pick(['#e8a020', '#c83a2a', '#7aa83a']),
    )
  out += parts(r, [{ lo: [-iw * 0.35, 0.94, iz - 0.2], hi: [-iw * 0.05, 0.965, iz + 0.1], color: '#b88a5a' }])
  const stool = rng.pick(['#2b2b2b', '#8a6240', '#d9d2c5', '#4f5f5a'])
  for (let i = 0; i < 3; i++) {
    const x = -iw / 2 + (iw / 3) * (i + 0.5)
    const z = iz - 0.78
    out += contactShadow(r, x - 0.2, z - 0.2, x + 0.2, z + 0.2, 0.6)
    out += parts(r, [
      { lo: [x - 0.02, 0, z - 0.02], hi: [x + 0.02, 0.66, z + 0.02], color: '#3a3a3a' },
      { lo: [x - 0.2, 0.04, z - 0.2], hi: [x + 0.2, 0.06, z + 0.2], color: '#3a3a3a' },
      { lo: [x - 0.2, 0.66, z - 0.2], hi: [x + 0.2, 0.72, z + 0.2], color: stool, top: lighten(stool, 0.1) },
      { lo: [x - 0.2, 0.72, z - 0.22], hi: [x + 0.2, 0.95, z - 0.18], color: stool },
    ])
  }
  for (let i = 0; i < 3; i++)
    out += pendant(ctx, r, -iw / 3 + (iw / 3) * i, iz, 0.85, rng.pick(['#1f1f1f', '#c9a66b', '#e8e4dc']))
  return out + interiorGrade(ctx, r) + vignette(ctx, 0.2)
}
