// Bathroom: tiled walls, vanity with mirror, bath or shower, wall-hung toilet.
import { shadeFor } from '../camera'
import { ellipse, line, poly } from '../svg'
import type { Ctx } from './context'
import { plant } from './decor'
import { type Part, parts, rug } from './furniture'
import { fronts, wallTiles } from './kitchen'
import { contactShadow, interiorGrade, makeRoom, shell, wallPaints } from './room'
import { vignette } from './sky'

export function bathroom(ctx: Ctx): string {
  const { rng } = ctx
  const r = makeRoom(ctx, {
    w: rng.range(3.2, 3.9),
    d: rng.range(3.8, 4.4),
    f: rng.range(900, 960),
    eyeY: 1.35,
  })
  // a smaller, higher window than in living rooms
  r.win = { z0: 1.4, z1: 1.4 + rng.range(0.9, 1.3), y0: 1.05, y1: r.h - 0.35 }
  r.curtains = false
  const tile = rng.pick(['#e9e6e0', '#d8d4cc', '#c9ccc9', '#f2f1ee', '#b9b2a6'])
  const feature = rng.pick(['#3f5a5c', '#7d8c7a', '#2b2d30', '#c9b79a', '#e6e2da', '#8aa0a8'])
  let out = shell(ctx, r, rng.pick(wallPaints), 'tiles')
  const d = r.d
  const full = rng.chance(0.5)
  const th = full ? r.h : 1.25
  out += wallTiles(ctx, r, 'back', -r.w / 2, r.w / 2, 0, th, feature, 0.3, 0.6)
  out += wallTiles(ctx, r, r.side > 0 ? 'left' : 'right', 0.3, d, 0, th, tile, 0.6, 0.3)
  // vanity with basin, mirror and lights on the back wall
  const vw = Math.min(rng.range(1.2, 1.6), r.w - 2.15)
  const vx = r.side * (r.w / 2 - 0.25 - vw / 2)
  const wood = rng.pick(['#8a6240', '#c49a6c', '#3e2e24', '#f2f0eb', '#5f6b73'])
  out += parts(r, [
    { lo: [vx - vw / 2, 0.35, d - 0.5], hi: [vx + vw / 2, 0.82, d], color: wood },
    {
      lo: [vx - vw / 2 - 0.02, 0.82, d - 0.52],
      hi: [vx + vw / 2 + 0.02, 0.86, d],
      color: '#f4f3f0',
      top: '#ffffff',
    },
  ])
  out += fronts(r, vx - vw / 2, vx + vw / 2, 0.37, 0.8, d - 0.5, wood, 2, 0.74)
  const basins = vw > 1.45 ? [vx - vw / 4, vx + vw / 4] : [vx]
  for (const bx of basins) {
    const p = r.cam.project([bx, 0.92, d - 0.26])
    const s = r.cam.ppm([bx, 0.92, d - 0.26])
    out +=
      ellipse(p[0], p[1] + s * 0.05, s * 0.22, s * 0.07, '#e6e6e4') +
      ellipse(p[0], p[1], s * 0.22, s * 0.06, '#ffffff') +
      ellipse(p[0], p[1] + s * 0.005, s * 0.17, s * 0.04, '#d6d8da')
    const tap = r.cam.project([bx, 1.05, d - 0.06])
    out +=
      line(r.cam.project([bx, 0.86, d - 0.06]), tap, '#9ea3a8', s * 0.025) +
      line(tap, r.cam.project([bx, 1.05, d - 0.16]), '#9ea3a8', s * 0.022)
  }
  const mirror = r.cam.polygon(
    [
      [vx - vw / 2 + 0.05, 1.15, d - 0.02],
      [vx + vw / 2 - 0.05, 1.15, d - 0.02],
      [vx + vw / 2 - 0.05, 2.05, d - 0.02],
      [vx - vw / 2 + 0.05, 2.05, d - 0.02],
    ],
    0.3,
  )
  out += poly(
    mirror,
    ctx.defs.linear(
      [
        [0, '#dfe6ea'],
        [0.5, '#b7c2c9'],
        [1, '#eef2f4'],
      ],
      0,
      0,
      1,
      1,
    ),
    { stroke: '#2a2a2a', 'stroke-width': 3 },
  )
  for (const lx of [vx - vw / 2 - 0.12, vx + vw / 2 + 0.12]) {
    const p = r.cam.project([lx, 1.65, d - 0.05])
    const s = r.cam.ppm([lx, 1.65, d])
    out +=
      ellipse(
        p[0],
        p[1],
        s * 0.25,
        s * 0.25,
        ctx.defs.radial([
          [0, '#fff2cf', 0.6],
          [1, '#fff2cf', 0],
        ]),
      ) + ellipse(p[0], p[1], s * 0.04, s * 0.09, '#fff8e6')
  }
  // bathtub or walk-in shower in the back corner opposite the window
  const tx = -r.side * (r.w / 2)
  const tx2 = tx - r.side * 0.8
  if (rng.chance(0.55)) {
    // bath along the back wall, in the corner away from the window
    const bx0 = Math.min(tx, tx - r.side * 1.75)
    const bx1 = Math.max(tx, tx - r.side * 1.75)
    const tub: Part[] = [{ lo: [bx0, 0, d - 0.8], hi: [bx1, 0.58, d], color: '#f6f6f4', top: '#ffffff' }]
    out += contactShadow(r, bx0, d - 0.8, bx1, d, 0.6) + parts(r, tub)
    out += poly(
      r.cam.polygon(
        [
          [bx0 + 0.08, 0.585, d - 0.72],
          [bx1 - 0.08, 0.585, d - 0.72],
          [bx1 - 0.08, 0.585, d - 0.08],
          [bx0 + 0.08, 0.585, d - 0.08],
        ],
        0.3,
      ),
      '#dfe3e6',
    )
    const tap = r.cam.project([(bx0 + bx1) / 2, 0.8, d - 0.04])
    out += line(r.cam.project([(bx0 + bx1) / 2, 0.6, d - 0.04]), tap, '#9ea3a8', 4)
  } else {
    out += poly(
      r.cam.polygon(
        [
          [tx2 - r.side * 0.3, 0, d - 1.3],
          [tx2 - r.side * 0.3, 0, d],
          [tx2 - r.side * 0.3, 2.05, d],
          [tx2 - r.side * 0.3, 2.05, d - 1.3],
        ],
        0.3,
      ),
      '#cfe3ea',
      { 'fill-opacity': 0.28, stroke: '#9aa3a8', 'stroke-width': 2 },
    )
    const sh = r.cam.project([tx - r.side * 0.5, 2.2, d - 0.6])
    const s = r.cam.ppm([0, 2.2, d])
    out +=
      line(r.cam.project([tx - r.side * 0.5, 2.2, d - 0.02]), sh, '#8a8f94', 3) +
      ellipse(sh[0], sh[1], s * 0.15, s * 0.03, '#8a8f94')
  }
  const towelX = tx - r.side * 0.02
  out += poly(
    r.cam.polygon(
      [
        [towelX, 0.9, d - 2.3],
        [towelX, 0.9, d - 1.9],
        [towelX, 1.5, d - 1.9],
        [towelX, 1.5, d - 2.3],
      ],
      0.3,
    ),
    shadeFor(r.light, rng.pick(['#f4f2ee', '#c9b79a', '#8aa0a8', '#e8d8c8']), [r.side, 0, 0]),
  )
  // bath mat in front of the vanity and a wall-hung toilet on the window wall
  out += rug(
    ctx,
    r,
    vx - 0.45,
    d - 1.25,
    vx + 0.45,
    d - 0.65,
    rng.pick(['#e8e2d6', '#9aa8a8', '#c9b79a', '#f4f2ee']),
  )
  const wcX = r.side * (r.w / 2)
  const wcZ = (r.win.z1 + d - 0.5) / 2 - 0.1
  if (wcZ - 0.3 > r.win.z1) {
    const x0 = Math.min(wcX, wcX - r.side * 0.55)
    const x1 = Math.max(wcX, wcX - r.side * 0.55)
    out += parts(r, [
      { lo: [x0, 0.3, wcZ - 0.18], hi: [x1, 0.42, wcZ + 0.18], color: '#f4f4f2', top: '#ffffff' },
    ])
    const plate = r.cam.polygon(
      [
        [wcX - r.side * 0.005, 1.0, wcZ - 0.12],
        [wcX - r.side * 0.005, 1.0, wcZ + 0.12],
        [wcX - r.side * 0.005, 1.16, wcZ + 0.12],
        [wcX - r.side * 0.005, 1.16, wcZ - 0.12],
      ],
      0.3,
    )
    out += poly(plate, '#d9dbdd', { stroke: '#9ea3a8', 'stroke-width': 1 })
  }
  out += plant(ctx, r, tx - r.side * 0.35, d - 2.0, 0.7)
  return out + interiorGrade(ctx, r) + vignette(ctx, 0.2)
}
