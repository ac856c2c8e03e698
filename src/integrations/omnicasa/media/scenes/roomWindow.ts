// The daylight window of a room: the garden seen through it, frames, curtains and sun on the floor.
import { type Vec3 } from '../camera'
import { lighten, shade } from '../color'
import { ellipse, H, line, poly, rect, W } from '../svg'
import type { Ctx } from './context'
import { thick } from './openings'
import type { Room } from './room'
import { leafPalette } from './vegetation'

/** The daylight window on the side wall, its view, frames, curtains and sunlight patch. */
export function windowWall(ctx: Ctx, r: Room): string {
  const { cam, w, light, win } = r
  const x = (r.side * w) / 2
  const q: Vec3[] = [
    [x, win.y0, win.z0],
    [x, win.y0, win.z1],
    [x, win.y1, win.z1],
    [x, win.y1, win.z0],
  ]
  const pts = cam.polygon(q, 0.25)
  const clip = ctx.defs.clip(poly(pts, '#000'))
  const horizon = cam.cy
  const sky = ctx.defs.linear(
    [
      [0, lighten(ctx.mood.skyTop, 0.35)],
      [1, lighten(ctx.mood.skyHorizon, 0.5)],
    ],
    0,
    0,
    0,
    1,
  )
  let view = rect(0, 0, W, horizon, sky)
  const pal = leafPalette(ctx)
  // distant roofs and a tree line, then hedge and lawn
  for (let i = 0; i < 5; i++) {
    const x = ctx.rng.range(0, W)
    const hgt = ctx.rng.range(30, 70)
    view += poly(
      [
        [x, horizon],
        [x + 120, horizon],
        [x + 120, horizon - hgt],
        [x + 60, horizon - hgt - 40],
        [x, horizon - hgt],
      ],
      lighten(ctx.rng.pick(['#a06048', '#8a7a70', '#b0a090']), 0.45),
    )
  }
  for (let i = 0; i < 60; i++) {
    view += ellipse(
      ctx.rng.range(-50, W + 50),
      horizon - ctx.rng.range(0, 90),
      ctx.rng.range(25, 55),
      ctx.rng.range(30, 70),
      lighten(ctx.rng.pick(pal), ctx.rng.range(0.3, 0.45)),
    )
  }
  view += rect(0, horizon, W, 60, lighten(shade(pal[0] ?? '#4c7b31', 0.8), 0.35))
  view += rect(0, horizon + 60, W, H - horizon, lighten(pal[1] ?? '#6a9a3c', 0.4))
  let out = `<g clip-path="${clip}">${view}</g>`
  const frame = '#f5f4f0'
  const fw = Math.max(5, cam.ppm([x, 1, (win.z0 + win.z1) / 2]) * 0.07)
  const edge = (a: Vec3, b: Vec3, k = 1) => {
    const s = cam.segment(a, b, 0.25)
    return s ? poly(thick(s[0], s[1], fw * k), frame) : ''
  }
  out += edge(q[0]!, q[1]!, 1.4) + edge(q[1]!, q[2]!, 1.4) + edge(q[2]!, q[3]!, 1.4) + edge(q[3]!, q[0]!, 1.4)
  const panes = Math.max(2, Math.round((win.z1 - win.z0) / 1.1))
  for (let i = 1; i < panes; i++) {
    const z = win.z0 + ((win.z1 - win.z0) * i) / panes
    out += edge([x, win.y0, z], [x, win.y1, z])
  }
  out += edge([x, win.y1 - 0.55, win.z0], [x, win.y1 - 0.55, win.z1], 0.8)
  // sunlight through the window onto the floor
  if (ctx.mood.time !== 'overcast') {
    const L = light.dir
    const hit = (p: Vec3): Vec3 => {
      const t = p[1] / L[1]
      return [p[0] - L[0] * t, 0.002, p[2] - L[2] * t]
    }
    const patch = [hit(q[0]!), hit(q[1]!), hit(q[2]!), hit(q[3]!)].map((p): Vec3 => [
      Math.max(-w / 2, Math.min(w / 2, p[0])),
      p[1],
      Math.min(r.d, p[2]),
    ])
    const glow = ctx.defs.linear(
      [
        [0, light.sunColor, r.side > 0 ? 0.04 : 0.34],
        [1, light.sunColor, r.side > 0 ? 0.34 : 0.04],
      ],
      0,
      0,
      1,
      0,
    )
    out += poly(cam.polygon(patch, 0.3), glow)
  }
  // sheer curtains gathered at both sides
  if (r.curtains === false) return out
  const sheer = '#fbfaf6'
  for (const [za, zb] of [
    [win.z0 - 0.35, win.z0 + 0.25],
    [win.z1 - 0.25, win.z1 + 0.35],
  ] as const) {
    const c = cam.polygon(
      [
        [x - r.side * 0.08, 0.02, za],
        [x - r.side * 0.08, 0.02, zb],
        [x - r.side * 0.08, r.h - 0.08, zb],
        [x - r.side * 0.08, r.h - 0.08, za],
      ],
      0.25,
    )
    out += poly(c, sheer, { 'fill-opacity': 0.82 })
    for (let i = 1; i < 4; i++) {
      const z = za + ((zb - za) * i) / 4
      const s = cam.segment([x - r.side * 0.08, 0.02, z], [x - r.side * 0.08, r.h - 0.08, z], 0.25)
      if (s) out += line(s[0], s[1], '#d9d6ce', 1.5, { 'stroke-opacity': 0.6 })
    }
  }
  return out
}
