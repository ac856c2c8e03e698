// Furniture kit for interiors: everything is built from lit boxes plus a few screen-space details.
import { box, type Vec3 } from '../camera'
import { lighten, shade, vary } from '../color'
import { poly } from '../svg'
import type { Ctx } from './context'
import { vase } from './decor'
import { contactShadow, type Stage } from './room'

export interface Part {
  lo: Vec3
  hi: Vec3
  color: string
  top?: string
}

function dist(r: Stage, p: Part): number {
  const e = r.cam.eye
  const c = (i: 0 | 1 | 2) => Math.max(p.lo[i], Math.min(e[i], p.hi[i]))
  return Math.hypot(c(0) - e[0], c(1) - e[1], c(2) - e[2])
}

/** Draw boxes far to near so adjacent parts overlap correctly. */
export function parts(r: Stage, list: Part[]): string {
  return [...list]
    .sort((a, b) => dist(r, b) - dist(r, a))
    .map((p) => box(r.cam, r.light, p.lo, p.hi, { color: p.color, top: p.top }))
    .join('')
}

/** Local frame for a piece: u along its length, v from its back towards its front. */
export type Facing = 'camera' | 'left' | 'right' | 'away'

function frame(x: number, z: number, facing: Facing): (u: number, y: number, v: number) => Vec3 {
  switch (facing) {
    case 'camera':
      return (u, y, v) => [x + u, y, z - v]
    case 'away':
      return (u, y, v) => [x - u, y, z + v]
    case 'left':
      return (u, y, v) => [x - v, y, z - u]
    case 'right':
      return (u, y, v) => [x + v, y, z + u]
  }
}

/** Axis-aligned part from two local corners. */
function lp(
  f: ReturnType<typeof frame>,
  u0: number,
  y0: number,
  v0: number,
  u1: number,
  y1: number,
  v1: number,
  color: string,
  top?: string,
): Part {
  const a = f(u0, y0, v0)
  const b = f(u1, y1, v1)
  return {
    lo: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])],
    hi: [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])],
    color,
    top,
  }
}

function footprint(r: Stage, list: Part[], k = 1): string {
  const lo = [Math.min(...list.map((p) => p.lo[0])), Math.min(...list.map((p) => p.lo[2]))] as const
  const hi = [Math.max(...list.map((p) => p.hi[0])), Math.max(...list.map((p) => p.hi[2]))] as const
  return contactShadow(r, lo[0], lo[1], hi[0], hi[1], k)
}

/** Sofa with arms, seat and back cushions and two throw pillows; (x, z) is its back-left corner. */
export function sofa(
  ctx: Ctx,
  r: Stage,
  x: number,
  z: number,
  len: number,
  facing: Facing,
  color: string,
  accent: string,
): string {
  const f = frame(x, z, facing)
  const D = 0.95
  const c = (k: number) => vary(shade(color, k), 0.02, () => ctx.rng.float())
  const list: Part[] = [
    lp(f, 0, 0.08, 0, len, 0.42, D, shade(color, 0.92)),
    lp(f, 0, 0.08, 0, len, 0.8, 0.22, shade(color, 0.95)),
    lp(f, 0, 0.08, 0.02, 0.2, 0.62, D, color),
    lp(f, len - 0.2, 0.08, 0.02, len, 0.62, D, color),
  ]
  const seats = len > 2 ? 3 : 2
  const sw = (len - 0.4) / seats
  for (let i = 0; i < seats; i++) {
    list.push(
      lp(
        f,
        0.2 + i * sw + 0.01,
        0.42,
        0.24,
        0.2 + (i + 1) * sw - 0.01,
        0.56,
        D - 0.01,
        c(1.05),
        lighten(color, 0.12),
      ),
    )
    list.push(lp(f, 0.2 + i * sw + 0.01, 0.56, 0.22, 0.2 + (i + 1) * sw - 0.01, 0.9, 0.4, c(1.02)))
  }
  list.push(lp(f, 0.24, 0.56, 0.4, 0.66, 0.92, 0.55, accent, lighten(accent, 0.15)))
  list.push(lp(f, len - 0.66, 0.56, 0.4, len - 0.24, 0.92, 0.55, shade(accent, 0.9), lighten(accent, 0.1)))
  return footprint(r, list) + parts(r, list)
}

export function coffeeTable(
  ctx: Ctx,
  r: Stage,
  x: number,
  z: number,
  w: number,
  d: number,
  wood: string,
): string {
  const list: Part[] = [{ lo: [x, 0.34, z], hi: [x + w, 0.4, z + d], color: wood, top: lighten(wood, 0.08) }]
  for (const [a, b] of [
    [x + 0.05, z + 0.05],
    [x + w - 0.1, z + 0.05],
    [x + 0.05, z + d - 0.1],
    [x + w - 0.1, z + d - 0.1],
  ] as const) {
    list.push({ lo: [a, 0, b], hi: [a + 0.05, 0.34, b + 0.05], color: shade(wood, 0.6) })
  }
  let out = footprint(r, list, 0.6) + parts(r, list)
  // books and a bowl on top
  out += parts(r, [
    {
      lo: [x + w * 0.15, 0.4, z + d * 0.3],
      hi: [x + w * 0.4, 0.44, z + d * 0.7],
      color: ctx.rng.pick(['#c0563e', '#2f4f6f', '#e8e2d4']),
    },
    { lo: [x + w * 0.17, 0.44, z + d * 0.32], hi: [x + w * 0.38, 0.47, z + d * 0.66], color: '#e9e4d8' },
  ])
  out += vase(ctx, r, x + w * 0.7, z + d * 0.5, 0.4, 0.12)
  return out
}

/** Flat woven rug lying on the floor. */
export function rug(
  ctx: Ctx,
  r: Stage,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
): string {
  const P = (a: number, b: number, c: number, d: number) =>
    r.cam.polygon(
      [
        [a, 0.004, b],
        [c, 0.004, b],
        [c, 0.004, d],
        [a, 0.004, d],
      ],
      0.3,
    )
  const border = 0.12
  return (
    poly(P(x0, z0, x1, z1), shade(color, 0.85)) +
    poly(P(x0 + border, z0 + border, x1 - border, z1 - border), color) +
    poly(P(x0 + border * 2, z0 + border * 2, x1 - border * 2, z1 - border * 2), 'none', {
      stroke: lighten(color, 0.25),
      'stroke-width': 2,
    })
  )
}

export const fabrics = [
  '#8c8f93',
  '#b7ad9f',
  '#5f6b73',
  '#d9d2c5',
  '#7b8c7a',
  '#3e4a5a',
  '#a0826d',
  '#c9c1b3',
] as const

export const accents = ['#c9774a', '#d8b24a', '#4f7a8a', '#a44a3f', '#e8dcc8', '#6d8a5e', '#2f3e5a'] as const

export const woods = ['#8a6240', '#a57c52', '#6b4a32', '#c49a6c', '#3e2e24'] as const
