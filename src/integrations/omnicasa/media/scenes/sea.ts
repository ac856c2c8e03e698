// The North Sea seen from a coastal apartment balcony.
import { Camera } from '../camera'
import { mix, shade } from '../color'
import { ellipse, H, line, n, poly, rect, W } from '../svg'
import type { Ctx } from './context'
import { hazy } from './exterior'
import { sky, vignette } from './sky'

/** Glass balcony balustrade across the bottom of the frame. */
function balustrade(ctx: Ctx, top: number): string {
  const glass = ctx.defs.linear([
    [0, '#dff0f5', 0.18],
    [1, '#a8c8d4', 0.35],
  ])
  let out = rect(0, top, W, H - top, glass)
  out +=
    rect(0, top - 14, W, 16, shade('#c9cdd0', ctx.mood.time === 'golden' ? 1.05 : 1)) +
    rect(0, top + 2, W, 4, '#8a9096')
  for (const x of [360, 960, 1560]) out += rect(x - 6, top, 12, H - top, '#9aa1a6')
  out += poly(
    [
      [0, H - 40],
      [W, H - 40],
      [W, H],
      [0, H],
    ],
    '#b9b2a6',
  )
  return out
}
export function viewSea(ctx: Ctx): string {
  const { rng, mood } = ctx
  const horizon = rng.range(470, 540)
  const cam = new Camera([0, rng.range(18, 26), 0], rng.jitter(0.15), 1200, 960, horizon)
  let out = sky(ctx, horizon)
  // sea: deep at the horizon, lighter and greener towards the shore
  const seaFar = mix(mood.skyTop, '#2f5f6f', 0.55)
  const seaNear = mix(mood.skyHorizon, '#6f9f9a', 0.5)
  const shoreY = cam.project([0, 0, rng.range(120, 160)])[1]
  out += rect(
    0,
    horizon,
    W,
    shoreY - horizon + 2,
    ctx.defs.linear([
      [0, seaFar],
      [0.6, mix(seaFar, seaNear, 0.6)],
      [1, seaNear],
    ]),
  )
  const glitter = mood.time === 'golden' ? '#ffd9a0' : '#ffffff'
  out += ellipse(
    mood.sunX,
    horizon + 30,
    500,
    40,
    ctx.defs.radial([
      [0, glitter, 0.45],
      [1, glitter, 0],
    ]),
  )
  for (let i = 0; i < 70; i++) {
    const z = rng.range(150, 3000)
    const p = cam.project([rng.range(-1500, 1500), 0, z])
    if (p[1] > shoreY || p[0] < 0 || p[0] > W) continue
    const s = cam.ppm([0, 0, z])
    out += ellipse(p[0], p[1], s * rng.range(3, 8), Math.max(0.8, s * 0.25), '#ffffff', {
      'fill-opacity': 0.35,
    })
  }
  // offshore wind farm on the horizon
  for (let i = 0; i < 9; i++) {
    const x = (rng.range(0.05, 0.95) * W) | 0
    const h = rng.range(18, 30)
    const c = hazy(ctx, '#f4f4f4', 0.3)
    out += line([x, horizon], [x, horizon - h], c, 1.5)
    const a = rng.range(0, Math.PI * 2)
    for (let k = 0; k < 3; k++) {
      const b = a + (k * Math.PI * 2) / 3
      out += line(
        [x, horizon - h],
        [x + Math.cos(b) * h * 0.45, horizon - h + Math.sin(b) * h * 0.45],
        c,
        1.2,
      )
    }
  }
  if (rng.chance(0.7)) {
    const x = rng.range(300, 1600)
    out +=
      poly(
        [
          [x, horizon - 1],
          [x + 70, horizon - 1],
          [x + 62, horizon + 5],
          [x + 6, horizon + 5],
        ],
        hazy(ctx, '#5a6068', 0.4),
      ) + rect(x + 40, horizon - 12, 14, 11, hazy(ctx, '#e8e8e8', 0.4))
  }
  // surf lines and the wet and dry beach
  const wet = mix('#c8b48e', seaNear, 0.3)
  const beachNear = cam.project([0, 0, 25])[1]
  out += rect(
    0,
    shoreY,
    W,
    beachNear - shoreY + 2,
    ctx.defs.linear([
      [0, wet],
      [0.25, '#dcc9a2'],
      [1, '#e8d8b4'],
    ]),
  )
  for (let k = 0; k < 4; k++) {
    const z = rng.range(125, 170) - k * 6
    const y = cam.project([0, 0, z])[1]
    let d = `M0 ${n(y)}`
    for (let x = 0; x <= W; x += 80) d += `L${x} ${n(y + Math.sin(x * 0.01 + k) * 2)}`
    out += `<path d="${d}" stroke="#ffffff" stroke-opacity="${0.6 - k * 0.1}" stroke-width="${3 - k * 0.5}" fill="none"/>`
  }
  // a row of colourful beach cabins along the dyke
  const rowZ = rng.range(38, 46)
  for (let x = -90; x < 90; x += 3.2) {
    const p = cam.project([x, 0, rowZ])
    if (p[0] < -40 || p[0] > W + 40) continue
    const s = cam.ppm([x, 0, rowZ])
    const c = rng.pick(['#f2eee4', '#4f7aa8', '#e0b040', '#c85a4a', '#6aa08a', '#f2eee4'])
    out +=
      rect(p[0] - s * 1.2, p[1] - s * 2.2, s * 2.4, s * 2.2, c) +
      poly(
        [
          [p[0] - s * 1.4, p[1] - s * 2.2],
          [p[0], p[1] - s * 3],
          [p[0] + s * 1.4, p[1] - s * 2.2],
        ],
        shade(c, 0.75),
      )
    out += rect(p[0] - s * 0.4, p[1] - s * 1.6, s * 0.8, s * 1.6, shade(c, 0.8))
  }
  // promenade right below the building, seen through the glass
  const dyke = cam.project([0, 0, 30])[1]
  out += rect(
    0,
    dyke,
    W,
    H - dyke,
    ctx.defs.linear([
      [0, '#b9b3a8'],
      [1, '#9d978c'],
    ]),
  )
  let tiles = ''
  for (let z = 12; z < 30; z += 1.5) {
    const y = cam.project([0, 0, z])[1]
    tiles += `M0 ${n(y)}L${W} ${n(y)}`
  }
  out += `<path d="${tiles}" stroke="#8a857c" stroke-width="1" fill="none" stroke-opacity="0.6"/>`
  for (let i = 0; i < 8; i++) {
    const p = cam.project([-60 + i * 17, 0, 27])
    out += line(p, [p[0], p[1] - 40], '#3a3f45', 3) + ellipse(p[0], p[1] - 42, 7, 3, '#f4f1e8')
  }
  for (let i = 0; i < 14; i++) {
    const p = cam.project([rng.range(-40, 40), 0, rng.range(16, 28)])
    const s = cam.ppm([0, 0, 22])
    out +=
      ellipse(
        p[0],
        p[1] - s * 0.9,
        s * 0.25,
        s * 0.9,
        rng.pick(['#2f3e5a', '#c85a4a', '#e8e4da', '#4a4a4a']),
      ) + ellipse(p[0], p[1] - s * 2, s * 0.2, s * 0.22, '#d9b89a')
  }
  out += balustrade(ctx, H * rng.range(0.72, 0.8))
  return out + vignette(ctx, 0.2)
}
