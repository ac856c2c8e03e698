// Decor for interiors: vases, plants, pendant lamps, artwork.
import { shade } from '../color'
import { ellipse, line, poly } from '../svg'
import type { Ctx } from './context'
import { type Room, type Stage } from './room'

/** Vase or pot: a lit cylinder standing at (x, y, z). */
export function vase(
  ctx: Ctx,
  r: Stage,
  x: number,
  z: number,
  y: number,
  height: number,
  color = ctx.rng.pick(['#e8e4dc', '#2f3a3a', '#b86a48', '#d9c8a8']),
): string {
  const b = r.cam.project([x, y, z])
  const t = r.cam.project([x, y + height, z])
  const rad = r.cam.ppm([x, y, z]) * height * 0.35
  const body = ctx.defs.linear(
    [
      [0, shade(color, r.side < 0 ? 1.08 : 0.7)],
      [1, shade(color, r.side < 0 ? 0.7 : 1.08)],
    ],
    0,
    0,
    1,
    0,
  )
  return (
    poly(
      [
        [b[0] - rad, b[1]],
        [b[0] + rad, b[1]],
        [t[0] + rad * 0.8, t[1]],
        [t[0] - rad * 0.8, t[1]],
      ],
      body,
    ) +
    ellipse(b[0], b[1], rad, rad * 0.25, body) +
    ellipse(t[0], t[1], rad * 0.8, rad * 0.2, shade(color, 0.5))
  )
}
/** Potted indoor plant (pot plus a crown of long leaves). */
export function plant(ctx: Ctx, r: Stage, x: number, z: number, height: number): string {
  const pot = vase(ctx, r, x, z, 0, height * 0.28, ctx.rng.pick(['#e7e2d8', '#3a3d40', '#b9764f']))
  const base = r.cam.project([x, height * 0.28, z])
  const s = r.cam.ppm([x, height * 0.6, z])
  let out =
    ellipse(base[0], r.cam.project([x, 0, z])[1], s * height * 0.28, s * height * 0.06, '#1a1612', {
      'fill-opacity': 0.2,
    }) + pot
  const greens = ['#3f6b3a', '#4f7d42', '#2f5a30', '#5f8c4a']
  for (let i = 0; i < 26; i++) {
    const a = -Math.PI / 2 + ctx.rng.jitter(1.25)
    const l = s * height * ctx.rng.range(0.35, 0.75)
    const tip: [number, number] = [base[0] + Math.cos(a) * l, base[1] + Math.sin(a) * l]
    out += line(base, tip, '#3a5a30', Math.max(1, s * 0.01))
    const lw = s * height * ctx.rng.range(0.07, 0.11)
    out += ellipse(
      tip[0],
      tip[1],
      lw * 1.6,
      lw,
      shade(ctx.rng.pick(greens), r.side * Math.cos(a) > 0 ? 1.15 : 0.85),
      {
        transform: `rotate(${((a * 180) / Math.PI).toFixed(1)} ${tip[0].toFixed(1)} ${tip[1].toFixed(1)})`,
      },
    )
  }
  return out
}
/** Pendant lamp hanging from the ceiling with a warm glow. */
export function pendant(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  drop: number,
  color = '#2a2a2a',
  lit = true,
): string {
  const top = r.cam.project([x, r.h, z])
  const y = r.h - drop
  const p = r.cam.project([x, y, z])
  const s = r.cam.ppm([x, y, z])
  let out = line(top, p, '#333', Math.max(1, s * 0.008))
  if (lit) {
    const glow = ctx.defs.radial([
      [0, '#fff1cc', 0.7],
      [1, '#ffd98a', 0],
    ])
    out += ellipse(p[0], p[1] + s * 0.12, s * 0.7, s * 0.5, glow)
  }
  out += poly(
    [
      [p[0] - s * 0.07, p[1]],
      [p[0] + s * 0.07, p[1]],
      [p[0] + s * 0.22, p[1] + s * 0.2],
      [p[0] - s * 0.22, p[1] + s * 0.2],
    ],
    color,
  )
  out += ellipse(p[0], p[1] + s * 0.2, s * 0.22, s * 0.035, lit ? '#fff3d0' : shade(color, 0.6))
  return out
}
/** Framed artwork on a wall plane at x (side wall) or on the back wall (x === null). */
export function artwork(
  ctx: Ctx,
  r: Room,
  cx: number,
  cy: number,
  w: number,
  h: number,
  wallZ: number,
): string {
  const P = (a: number, b: number, c: number, d: number) =>
    r.cam.polygon(
      [
        [a, b, wallZ],
        [c, b, wallZ],
        [c, d, wallZ],
        [a, d, wallZ],
      ],
      0.3,
    )
  const x0 = cx - w / 2
  const x1 = cx + w / 2
  const y0 = cy - h / 2
  const y1 = cy + h / 2
  const pal = ctx.rng.pick([
    ['#d8c3a5', '#8e8d8a', '#e98074', '#eae7dc'],
    ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
    ['#f1e3d3', '#99c1b9', '#8e7dbe', '#d88c9a'],
    ['#ede0d4', '#b08968', '#7f5539', '#ddb892'],
  ] as const)
  let out =
    poly(P(x0 - 0.04, y0 - 0.04, x1 + 0.04, y1 + 0.04), '#1f1f1f') + poly(P(x0, y0, x1, y1), '#f7f5f0')
  out += poly(P(x0 + w * 0.1, y0 + h * 0.1, x1 - w * 0.1, y1 - h * 0.1), pal[0])
  for (let i = 0; i < 3; i++) {
    const a = x0 + w * ctx.rng.range(0.12, 0.6)
    const b = y0 + h * ctx.rng.range(0.12, 0.6)
    out += poly(
      P(
        a,
        b,
        Math.min(x1 - w * 0.1, a + w * ctx.rng.range(0.15, 0.4)),
        Math.min(y1 - h * 0.1, b + h * ctx.rng.range(0.15, 0.4)),
      ),
      pal[i + 1] ?? '#888',
    )
  }
  return out
}
