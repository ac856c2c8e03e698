// Living spaces: living room, dining room and bedroom.
import { lighten, shade } from '../color'
import { ellipse, poly } from '../svg'
import type { Ctx } from './context'
import { artwork, pendant, plant, vase } from './decor'
import { accents, coffeeTable, fabrics, type Part, parts, rug, sofa, woods } from './furniture'
import { accentPaints, contactShadow, interiorGrade, makeRoom, type Room, shell, wallPaints } from './room'
import { vignette } from './sky'

/** Low cabinet against a side wall (x = wallX), with a lamp and objects on top. */
function sideboard(ctx: Ctx, r: Room, wallX: number, z0: number, len: number, wood: string): string {
  const s = Math.sign(wallX)
  const x0 = s > 0 ? wallX - 0.45 : wallX
  const x1 = s > 0 ? wallX : wallX + 0.45
  const list: Part[] = [
    { lo: [x0, 0.12, z0], hi: [x1, 0.75, z0 + len], color: wood, top: lighten(wood, 0.1) },
  ]
  let out = contactShadow(r, x0, z0, x1, z0 + len) + parts(r, list)
  const face = s > 0 ? x0 : x1
  for (let i = 1; i < 3; i++) {
    const z = z0 + (len * i) / 3
    const a = r.cam.segment([face, 0.16, z], [face, 0.72, z])
    if (a)
      out += poly(
        [
          [a[0][0] - 1, a[0][1]],
          [a[0][0] + 1, a[0][1]],
          [a[1][0] + 1, a[1][1]],
          [a[1][0] - 1, a[1][1]],
        ],
        shade(wood, 0.6),
      )
  }
  out += vase(ctx, r, (x0 + x1) / 2, z0 + len * 0.25, 0.75, 0.35)
  out += lamp(ctx, r, (x0 + x1) / 2, z0 + len * 0.75, 0.75)
  return out
}

/** Table lamp with a glowing fabric shade. */
export function lamp(ctx: Ctx, r: Room, x: number, z: number, y: number): string {
  let out = vase(ctx, r, x, z, y, 0.3, ctx.rng.pick(['#2d2d2d', '#c8b89a', '#e8e4dc']))
  const t = r.cam.project([x, y + 0.3, z])
  const top = r.cam.project([x, y + 0.58, z])
  const s = r.cam.ppm([x, y + 0.4, z])
  const glow = ctx.defs.radial([
    [0, '#fff0c8', 0.55],
    [1, '#ffd890', 0],
  ])
  out += ellipse(t[0], (t[1] + top[1]) / 2, s * 0.7, s * 0.55, glow)
  out += poly(
    [
      [top[0] - s * 0.13, top[1]],
      [top[0] + s * 0.13, top[1]],
      [t[0] + s * 0.2, t[1]],
      [t[0] - s * 0.2, t[1]],
    ],
    '#f6ecd6',
  )
  return out
}

export function living(ctx: Ctx): string {
  const { rng } = ctx
  const r = makeRoom(ctx)
  const paintC = rng.pick(wallPaints)
  const back = rng.chance(0.4) ? rng.pick(accentPaints) : paintC
  let out = shell(ctx, r, paintC, rng.pick(['oak', 'oak', 'dark-oak', 'concrete'] as const), back)
  const fabric = rng.pick(fabrics)
  const accent = rng.pick(accents)
  const wood = rng.pick(woods)
  const len = rng.range(2.2, 2.8)
  const zb = r.d - 0.05
  out += artwork(ctx, r, rng.jitter(0.3), 1.65, rng.range(0.9, 1.3), rng.range(0.6, 0.9), r.d - 0.01)
  out += sideboard(ctx, r, (-r.side * r.w) / 2, r.d - 3.4, 1.9, wood)
  out += plant(ctx, r, r.side * (r.w / 2 - 0.45), r.d - 0.45, rng.range(1.3, 1.7))
  out += rug(
    ctx,
    r,
    -1.5,
    zb - 3.2,
    1.5,
    zb - 0.6,
    rng.pick(['#d8d0c2', '#b9ad9a', '#8d9aa0', '#c7b9a6', '#e6e0d4']),
  )
  out += sofa(ctx, r, -len / 2, zb, len, 'camera', fabric, accent)
  out += coffeeTable(ctx, r, -0.6, zb - 2.3, 1.2, 0.65, wood)
  // armchair near the window, turned towards the room
  const ax = r.side * (r.w / 2 - 0.35)
  out += sofa(ctx, r, ax, zb - 1.6, 0.9, r.side > 0 ? 'left' : 'right', rng.pick(fabrics), accent)
  out += pendant(ctx, r, 0, zb - 2, 0.9, rng.pick(['#2a2a2a', '#c9a66b', '#e8e4dc']))
  return out + interiorGrade(ctx, r) + vignette(ctx, 0.22)
}

export function dining(ctx: Ctx): string {
  const { rng } = ctx
  const r = makeRoom(ctx, { eyeY: rng.range(1.35, 1.5) })
  const paintC = rng.pick(wallPaints)
  let out = shell(
    ctx,
    r,
    paintC,
    rng.pick(['oak', 'dark-oak', 'tiles'] as const),
    rng.chance(0.35) ? rng.pick(accentPaints) : paintC,
  )
  const wood = rng.pick(woods)
  const chairC = rng.pick(['#2b2b2b', '#d9d2c5', '#8a6240', '#5f6b73', '#c9a66b'])
  out += artwork(ctx, r, rng.jitter(0.4), 1.6, 1.3, 0.85, r.d - 0.01)
  out += sideboard(ctx, r, -r.side * (r.w / 2), r.d - 3.2, 2.0, shade(wood, 0.9))
  out += plant(ctx, r, r.side * (r.w / 2 - 0.5), r.d - 0.5, 1.5)
  const cz = r.d - 2.4
  const tl = rng.range(1.8, 2.3)
  const tw = 0.95
  const chairs: Part[][] = []
  const n = Math.round(tl / 0.62)
  for (let i = 0; i < n; i++) {
    const x = -tl / 2 + (tl / n) * (i + 0.5)
    chairs.push(chair(x, cz + tw / 2 + 0.25, 1, chairC), chair(x, cz - tw / 2 - 0.25, -1, chairC))
  }
  const far = chairs.filter((_, i) => i % 2 === 0)
  const near = chairs.filter((_, i) => i % 2 === 1)
  for (const c of far) out += parts(r, c)
  const table: Part[] = [
    {
      lo: [-tl / 2, 0.72, cz - tw / 2],
      hi: [tl / 2, 0.77, cz + tw / 2],
      color: wood,
      top: lighten(wood, 0.12),
    },
  ]
  for (const [x, z] of [
    [-tl / 2 + 0.08, cz - tw / 2 + 0.08],
    [tl / 2 - 0.14, cz - tw / 2 + 0.08],
    [-tl / 2 + 0.08, cz + tw / 2 - 0.14],
    [tl / 2 - 0.14, cz + tw / 2 - 0.14],
  ] as const) {
    table.push({ lo: [x, 0, z], hi: [x + 0.06, 0.72, z + 0.06], color: shade(wood, 0.7) })
  }
  out += contactShadow(r, -tl / 2, cz - tw / 2, tl / 2, cz + tw / 2, 0.8) + parts(r, table)
  out += vase(ctx, r, 0, cz, 0.77, 0.28, '#e8e4dc')
  out += ellipse(
    ...r.cam.project([0, 1.1, cz]),
    r.cam.ppm([0, 1, cz]) * 0.16,
    r.cam.ppm([0, 1, cz]) * 0.12,
    '#7a9a5a',
  )
  for (const x of [-tl / 3, tl / 3]) {
    const p = r.cam.project([x, 0.77, cz])
    out += ellipse(p[0], p[1], r.cam.ppm([x, 0.77, cz]) * 0.14, r.cam.ppm([x, 0.77, cz]) * 0.05, '#f4f2ee')
  }
  for (const c of near) out += parts(r, c)
  for (const x of rng.chance(0.5) ? [0] : [-tl / 4, tl / 4])
    out += pendant(ctx, r, x, cz, 1.05, rng.pick(['#1f1f1f', '#c9a66b', '#f0ece4']))
  return out + interiorGrade(ctx, r) + vignette(ctx, 0.22)
}

/** Dining chair; dir = 1 when its back is towards +z. */
function chair(x: number, z: number, dir: 1 | -1, color: string): Part[] {
  const s = 0.22
  const back = dir > 0 ? [z + s - 0.05, z + s] : [z - s, z - s + 0.05]
  return [
    { lo: [x - s, 0.43, z - s], hi: [x + s, 0.48, z + s], color, top: lighten(color, 0.1) },
    { lo: [x - s, 0.48, back[0]!], hi: [x + s, 0.95, back[1]!], color },
    { lo: [x - s, 0, z - s], hi: [x - s + 0.04, 0.43, z - s + 0.04], color: shade(color, 0.7) },
    { lo: [x + s - 0.04, 0, z - s], hi: [x + s, 0.43, z - s + 0.04], color: shade(color, 0.7) },
    { lo: [x - s, 0, z + s - 0.04], hi: [x - s + 0.04, 0.43, z + s], color: shade(color, 0.7) },
    { lo: [x + s - 0.04, 0, z + s - 0.04], hi: [x + s, 0.43, z + s], color: shade(color, 0.7) },
  ]
}

export function bedroom(ctx: Ctx): string {
  const { rng } = ctx
  const r = makeRoom(ctx, { w: rng.range(4.2, 5.2), d: rng.range(4.8, 5.8), eyeY: rng.range(1.25, 1.4) })
  const paintC = rng.pick(wallPaints)
  let out = shell(ctx, r, paintC, rng.pick(['oak', 'oak', 'dark-oak'] as const), rng.pick(accentPaints))
  const linen = rng.pick(['#f4f2ee', '#ece6dc', '#e8ecee', '#f1ebe3'])
  const throwC = rng.pick(accents)
  const headC = rng.pick(['#8c8f93', '#b7ad9f', '#5f6b73', '#3e4a5a', '#a0826d', '#7b8c7a'])
  const bw = rng.chance(0.7) ? 1.8 : 1.6
  const bl = 2.1
  const zb = r.d - 0.04
  const x0 = -bw / 2 + rng.jitter(0.2)
  out += artwork(ctx, r, x0 + bw / 2, 1.75, rng.range(1.0, 1.4), 0.55, r.d - 0.01)
  out += rug(
    ctx,
    r,
    x0 - 0.6,
    zb - bl - 0.5,
    x0 + bw + 0.6,
    zb - 0.8,
    rng.pick(['#d8d0c2', '#c7b9a6', '#a9a39a', '#e6e0d4']),
  )
  const wood = rng.pick(woods)
  for (const nx of [x0 - 0.55, x0 + bw + 0.05]) {
    const ns: Part[] = [
      { lo: [nx, 0.05, zb - 0.45], hi: [nx + 0.5, 0.55, zb], color: wood, top: lighten(wood, 0.1) },
    ]
    out +=
      contactShadow(r, nx, zb - 0.45, nx + 0.5, zb, 0.7) +
      parts(r, ns) +
      lamp(ctx, r, nx + 0.25, zb - 0.22, 0.55)
  }
  const bed: Part[] = [
    { lo: [x0 - 0.08, 0, zb - 0.1], hi: [x0 + bw + 0.08, 1.15, zb], color: headC },
    { lo: [x0, 0.08, zb - bl], hi: [x0 + bw, 0.32, zb - 0.1], color: shade(headC, 0.95) },
    {
      lo: [x0 + 0.02, 0.32, zb - bl + 0.02],
      hi: [x0 + bw - 0.02, 0.58, zb - 0.12],
      color: linen,
      top: lighten(linen, 0.3),
    },
  ]
  out += contactShadow(r, x0, zb - bl, x0 + bw, zb) + parts(r, bed)
  const pillows: Part[] = [
    { lo: [x0 + 0.08, 0.55, zb - 0.5], hi: [x0 + bw / 2 - 0.05, 0.78, zb - 0.2], color: linen },
    { lo: [x0 + bw / 2 + 0.05, 0.55, zb - 0.5], hi: [x0 + bw - 0.08, 0.78, zb - 0.2], color: linen },
    { lo: [x0 + 0.2, 0.55, zb - 0.62], hi: [x0 + bw - 0.2, 0.72, zb - 0.5], color: throwC },
    {
      lo: [x0 - 0.03, 0.3, zb - bl - 0.03],
      hi: [x0 + bw + 0.03, 0.6, zb - bl + 0.45],
      color: throwC,
      top: lighten(throwC, 0.1),
    },
  ]
  out += parts(r, pillows)
  out += plant(ctx, r, r.side * (r.w / 2 - 0.4), r.d - 0.4, 1.3)
  // wardrobe on the wall opposite the window
  const wx = -r.side * (r.w / 2)
  const wdC = rng.pick(['#efece6', '#d9d2c5', '#8a6240', '#5f6b73'])
  const fx = r.side > 0 ? wx + 0.6 : wx - 0.6
  const wd: Part[] = [{ lo: [Math.min(wx, fx), 0, 0.8], hi: [Math.max(wx, fx), 2.35, 2.8], color: wdC }]
  out += parts(r, wd)
  for (let i = 1; i < 3; i++) {
    const z = 0.8 + (2.0 * i) / 3
    const seg = r.cam.segment([fx, 0.05, z], [fx, 2.3, z])
    if (seg)
      out += poly(
        [
          [seg[0][0] - 1, seg[0][1]],
          [seg[0][0] + 1, seg[0][1]],
          [seg[1][0] + 1, seg[1][1]],
          [seg[1][0] - 1, seg[1][1]],
        ],
        shade(wdC, 0.7),
      )
    const hdl = r.cam.segment([fx, 1.0, z - 0.06], [fx, 1.35, z - 0.06])
    if (hdl)
      out += poly(
        [
          [hdl[0][0] - 2, hdl[0][1]],
          [hdl[0][0] + 2, hdl[0][1]],
          [hdl[1][0] + 2, hdl[1][1]],
          [hdl[1][0] - 2, hdl[1][1]],
        ],
        '#b8a88a',
      )
  }
  return out + interiorGrade(ctx, r) + vignette(ctx, 0.22)
}
