// High-street shop: a ground-floor shopfront in a Flemish terrace.
import { at, type Camera, type Face, faceNormal, quad, shadeFor } from '../camera'
import { shade } from '../color'
import { ellipse, poly } from '../svg'
import type { Ctx } from './context'
import { aim } from './exterior'
import { windowAt } from './openings'
import { sky, vignette } from './sky'
import { randomRowHouse, rowHouse, street } from './townhouse'
import { bush } from './vegetation'

/** Shopfront with display window, signage band and awning on the ground floor of a row house. */
function shopfront(ctx: Ctx, cam: Camera, x: number, w: number): string {
  const { rng } = ctx
  const face: Face = { o: [x, 0, -0.02], u: [1, 0, 0], v: [0, 1, 0] }
  const brand = rng.pick(['#1f4e5a', '#7a2a2a', '#2f3e2a', '#1e1e1e', '#6a4a8a', '#b8862e'])
  const nrm = faceNormal(face)
  let out = poly(quad(cam, face, 0, 0, w, 3.2), shadeFor(ctx.mood, shade(brand, 0.8), nrm))
  out += poly(quad(cam, face, 0.2, 2.55, w - 0.2, 3.1), shadeFor(ctx.mood, brand, nrm))
  // signage: logo dot and "lettering" bars
  const lx = w * 0.3
  const p = cam.project(at(face, lx, 2.83))
  out += ellipse(p[0], p[1], cam.ppm(at(face, lx, 2.8)) * 0.18, cam.ppm(at(face, lx, 2.8)) * 0.18, '#f4efe4')
  for (let i = 0; i < 5; i++)
    out += poly(
      quad(cam, face, lx + 0.35 + i * 0.38, 2.72, lx + 0.35 + i * 0.38 + rng.range(0.2, 0.32), 2.94),
      '#f4efe4',
    )
  // display window with goods on shelves
  const dw = w - 2.2
  out += poly(
    quad(cam, face, 0.3, 0.4, 0.3 + dw, 2.4),
    ctx.defs.linear([
      [0, '#f6e7c8'],
      [1, '#c8a878'],
    ]),
  )
  for (const sy of [0.9, 1.5]) {
    out += poly(quad(cam, face, 0.35, sy, 0.25 + dw, sy + 0.05), '#8a6a4a')
    for (let gx = 0.5; gx < dw; gx += rng.range(0.25, 0.45)) {
      const hh = rng.range(0.2, 0.42)
      out += poly(
        quad(cam, face, gx, sy + 0.05, gx + rng.range(0.12, 0.25), sy + 0.05 + hh),
        rng.pick(['#c85a4a', '#4f7aa8', '#e0b040', '#6aa08a', '#f2eee4', '#8a5a9a', '#2f3e5a']),
      )
    }
  }
  for (let i = 0; i < 3; i++) {
    const gx = 0.6 + i * 0.8
    out += poly(quad(cam, face, gx, 0.4, gx + 0.5, 0.75), rng.pick(['#e8dcc8', '#a44a3f', '#4f7a8a']))
  }
  out += windowAt(ctx, cam, face, 0.3, 0.4, dw, 2.0, { frame: '#2a2a2a', bars: 'mullion' })
  out += windowAt(ctx, cam, face, w - 1.6, 0, 1.2, 2.4, { frame: '#2a2a2a', bars: 'none', glow: true })
  // striped awning sloping out over the pavement
  const stripes = rng.chance(0.6)
  const awn = rng.pick(['#b83a32', '#2f5a3c', '#1f4e79', '#e8e2d4', brand])
  const segs = Math.round(w / 0.5)
  for (let i = 0; i < segs; i++) {
    const a0 = (w * i) / segs
    const a1 = (w * (i + 1)) / segs
    const c = stripes && i % 2 ? '#f4f1ea' : awn
    const pts = [
      cam.project([x + a0, 2.5, -0.05]),
      cam.project([x + a1, 2.5, -0.05]),
      cam.project([x + a1, 2.05, -1.6]),
      cam.project([x + a0, 2.05, -1.6]),
    ]
    out += poly(pts, shadeFor(ctx.mood, c, [0, 0.8, -0.6]))
    out += poly(
      [pts[3]!, pts[2]!, cam.project([x + a1, 1.8, -1.6]), cam.project([x + a0, 1.8, -1.6])],
      shadeFor(ctx.mood, c, [0, 0, -1]),
    )
  }
  return out
}
export function shop(ctx: Ctx): string {
  const { rng } = ctx
  const horizon = rng.range(940, 990)
  const cam = aim(
    [rng.jitter(1), 0, 0],
    rng.range(12.5, 14),
    rng.jitter(0.08),
    rng.range(1000, 1080),
    horizon,
    1.6,
  )
  let out = sky(ctx, horizon) + street(ctx, cam, horizon)
  const mainW = rng.range(7, 8.5)
  const houses = [randomRowHouse(ctx, -mainW / 2, mainW)]
  let x = -mainW / 2
  while (x > -16) {
    const w = rng.range(5, 7)
    x -= w
    houses.unshift(randomRowHouse(ctx, x, w))
  }
  x = mainW / 2
  while (x < 16) {
    const w = rng.range(5, 7)
    houses.push(randomRowHouse(ctx, x, w))
    x += w
  }
  for (const h of houses) {
    const isShop = h.x === -mainW / 2
    out += rowHouse(ctx, cam, h, isShop ? 'shop' : 'door')
    if (isShop) out += shopfront(ctx, cam, h.x, h.w)
  }
  for (const bx of [-mainW / 2 - 0.8, mainW / 2 + 0.8]) {
    const p = cam.project([bx, 0, -0.9])
    const s = cam.ppm([bx, 0, -0.9])
    out +=
      ellipse(p[0], p[1], s * 0.35, s * 0.1, '#1a1a1a', { 'fill-opacity': 0.25 }) +
      poly(
        [
          [p[0] - s * 0.3, p[1]],
          [p[0] + s * 0.3, p[1]],
          [p[0] + s * 0.35, p[1] - s * 0.6],
          [p[0] - s * 0.35, p[1] - s * 0.6],
        ],
        '#3a3d40',
      )
    out += bush(ctx, p[0], p[1] - s * 0.6, s * 0.8, s * 0.7, {
      flowers: rng.pick(['#d85a7a', '#f2f2f2', '#f0c850']),
    })
  }
  return out + vignette(ctx)
}
