// Open-plan office interior.
import { lighten } from '../color'
import { line, poly } from '../svg'
import type { Ctx } from './context'
import { plant } from './decor'
import { type Part, parts } from './furniture'
import { contactShadow, interiorGrade, makeRoom, type Room, shell } from './room'
import { vignette } from './sky'

function workstation(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  facing: 1 | -1,
  chairC: string,
  top: string,
): string {
  const list: Part[] = [
    { lo: [x - 0.8, 0.72, z - 0.4], hi: [x + 0.8, 0.75, z + 0.4], color: top, top: lighten(top, 0.08) },
    { lo: [x - 0.76, 0, z - 0.36], hi: [x - 0.72, 0.72, z - 0.32], color: '#5a5d60' },
    { lo: [x + 0.72, 0, z - 0.36], hi: [x + 0.76, 0.72, z - 0.32], color: '#5a5d60' },
    { lo: [x - 0.76, 0, z + 0.32], hi: [x - 0.72, 0.72, z + 0.36], color: '#5a5d60' },
    { lo: [x + 0.72, 0, z + 0.32], hi: [x + 0.76, 0.72, z + 0.36], color: '#5a5d60' },
    { lo: [x - 0.3, 0.85, z + facing * 0.25], hi: [x + 0.3, 1.2, z + facing * 0.27], color: '#1e2022' },
    { lo: [x - 0.03, 0.75, z + facing * 0.27], hi: [x + 0.03, 0.85, z + facing * 0.3], color: '#3a3c3e' },
    {
      lo: [x - 0.8, 0.75, z + facing * 0.39 - 0.01],
      hi: [x + 0.8, 1.05, z + facing * 0.39 + 0.01],
      color: '#b9c4c8',
    },
  ]
  const cz = z - facing * 0.65
  const chair: Part[] = [
    { lo: [x - 0.02, 0, cz - 0.02], hi: [x + 0.02, 0.45, cz + 0.02], color: '#2a2a2a' },
    { lo: [x - 0.28, 0.03, cz - 0.025], hi: [x + 0.28, 0.07, cz + 0.025], color: '#2a2a2a' },
    { lo: [x - 0.025, 0.03, cz - 0.28], hi: [x + 0.025, 0.07, cz + 0.28], color: '#2a2a2a' },
    {
      lo: [x - 0.26, 0.45, cz - 0.25],
      hi: [x + 0.26, 0.52, cz + 0.25],
      color: chairC,
      top: lighten(chairC, 0.1),
    },
    {
      lo: [x - 0.24, 0.55, cz - facing * 0.3 - 0.03],
      hi: [x + 0.24, 1.05, cz - facing * 0.3 + 0.03],
      color: chairC,
    },
  ]
  return (
    contactShadow(r, x - 0.8, z - 0.4, x + 0.8, z + 0.4, 0.5) +
    (facing > 0 ? parts(r, chair) + parts(r, list) : parts(r, list) + parts(r, chair))
  )
}
export function office(ctx: Ctx): string {
  const { rng } = ctx
  const r = makeRoom(ctx, {
    w: rng.range(9, 11),
    d: rng.range(13, 16),
    h: 3.0,
    f: rng.range(1000, 1100),
    eyeY: 1.6,
  })
  r.win = { z0: 0.6, z1: r.d - 0.6, y0: 0.7, y1: 2.75 }
  let out = shell(
    ctx,
    r,
    rng.pick(['#eeeeec', '#e6e8e8', '#ebe7e0']),
    rng.pick(['tiles', 'concrete', 'oak'] as const),
    rng.pick(['#eeeeec', '#5f7184', '#7d8c7a', '#c9b79a']),
  )
  // ceiling light panels
  for (let z = 1.5; z < r.d; z += 2.2) {
    for (let x = -r.w / 2 + 1.5; x < r.w / 2 - 1; x += 2.4) {
      out += poly(
        r.cam.polygon(
          [
            [x, r.h - 0.01, z],
            [x + 1.2, r.h - 0.01, z],
            [x + 1.2, r.h - 0.01, z + 0.6],
            [x, r.h - 0.01, z + 0.6],
          ],
          0.3,
        ),
        '#fbfbf8',
        { stroke: '#d0d0cc', 'stroke-width': 1 },
      )
    }
  }
  // glass meeting room on the back wall
  const gx0 = -r.w / 2 + 1
  const gx1 = gx0 + r.w * 0.45
  out += poly(
    r.cam.polygon(
      [
        [gx0, 0, r.d - 0.02],
        [gx1, 0, r.d - 0.02],
        [gx1, 2.6, r.d - 0.02],
        [gx0, 2.6, r.d - 0.02],
      ],
      0.3,
    ),
    '#c8d6dc',
    { 'fill-opacity': 0.55 },
  )
  for (let x = gx0; x <= gx1 + 0.01; x += (gx1 - gx0) / 4) {
    const s = r.cam.segment([x, 0, r.d - 0.02], [x, 2.6, r.d - 0.02], 0.3)
    if (s) out += line(s[0], s[1], '#6a7075', 2)
  }
  out += plant(ctx, r, r.w / 2 - 0.6, r.d - 0.6, 1.6) + plant(ctx, r, -r.w / 2 + 0.6, r.d - 2.8, 1.2)
  const chairC = rng.pick(['#2f3e5a', '#3a3a3a', '#6a2f2a', '#4f6a5a', '#c9a66b'])
  const top = rng.pick(['#f4f3f0', '#c49a6c', '#e8e4dc'])
  const rowsX = [-r.w / 4, r.w / 4 - 0.5]
  const items: [number, string][] = []
  for (const x of rowsX) {
    for (let z = r.d - 2; z > 5; z -= 2.2) {
      items.push([z + 0.5, workstation(ctx, r, x - 0.8, z, 1, chairC, top)])
      items.push([z + 0.5, workstation(ctx, r, x + 0.8, z, 1, chairC, top)])
      items.push([z - 0.4, workstation(ctx, r, x - 0.8, z - 0.82, -1, chairC, top)])
      items.push([z - 0.4, workstation(ctx, r, x + 0.8, z - 0.82, -1, chairC, top)])
    }
  }
  items.sort((a, b) => b[0] - a[0])
  for (const [, svg] of items) out += svg
  return out + interiorGrade(ctx, r) + vignette(ctx, 0.2)
}
