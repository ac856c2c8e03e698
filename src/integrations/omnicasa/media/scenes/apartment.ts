// Coastal apartment block with balconies on the promenade.
import { box, type Camera, type Face, shadeFor } from '../camera'
import { mix } from '../color'
import { ellipse, line, poly } from '../svg'
import { type Box3, buildingShadow, type Material, volume } from './building'
import type { Ctx } from './context'
import { aim, paving } from './exterior'
import { windowAt, type WindowStyle } from './openings'
import { type RoofSpec } from './roof'
import { ground, sky, vignette } from './sky'
import { bush } from './vegetation'

export const flat = (color: string, overhang = 0.1): RoofSpec => ({
  type: 'flat',
  pitch: 0,
  overhang,
  color,
  kind: 'flat-tile',
})
/** Balcony slabs with glass railings across a front face (z = b.z0), drawn top floor first. */
function balconies(
  ctx: Ctx,
  cam: Camera,
  b: Box3,
  floors: number,
  floorH: number,
  depth: number,
  from = 1,
): string {
  let out = ''
  for (let f = floors - 1; f >= from; f--) out += balcony(ctx, cam, b, f * floorH, depth)
  return out
}
/** One balcony slab with a glass railing in front of face z = b.z0, spanning b.x0..b.x1. */
export function balcony(ctx: Ctx, cam: Camera, b: Box3, y: number, depth: number): string {
  let out = ''
  const glass = mix(ctx.mood.skyHorizon, '#9fc3d6', 0.5)
  {
    const z0 = b.z0 - depth
    out += box(cam, ctx.mood, [b.x0 + 0.3, y - 0.22, z0], [b.x1 - 0.3, y, b.z0], { color: '#eceae4' })
    const rail: [number, number, number][] = [
      [b.x0 + 0.3, y, z0],
      [b.x1 - 0.3, y, z0],
      [b.x1 - 0.3, y + 1.05, z0],
      [b.x0 + 0.3, y + 1.05, z0],
    ]
    out += poly(
      rail.map((p) => cam.project(p)),
      glass,
      { 'fill-opacity': 0.4 },
    )
    out += line(
      cam.project([b.x0 + 0.3, y + 1.05, z0]),
      cam.project([b.x1 - 0.3, y + 1.05, z0]),
      shadeFor(ctx.mood, '#d8dadc', [0, 0, -1]),
      Math.max(1.5, cam.ppm([0, y, z0]) * 0.05),
    )
    for (const xe of [b.x0 + 0.3, b.x1 - 0.3]) {
      const side = xe < 0 ? -1 : 1
      if ((cam.eye[0] - xe) * side > 0) {
        const sp: [number, number, number][] = [
          [xe, y, z0],
          [xe, y, b.z0],
          [xe, y + 1.05, b.z0],
          [xe, y + 1.05, z0],
        ]
        out += poly(
          sp.map((p) => cam.project(p)),
          glass,
          { 'fill-opacity': 0.3 },
        )
      }
    }
  }
  return out
}
export function facadeApartment(ctx: Ctx): string {
  const { rng } = ctx
  const floors = rng.int(7, 9)
  const floorH = 3.0
  const w = rng.range(18, 24)
  const b: Box3 = { x0: -w / 2, x1: w / 2, z0: 0, z1: 14, h: floors * floorH + 0.4 }
  const horizon = rng.range(1090, 1130)
  const yaw = rng.sign() * rng.range(0.28, 0.4)
  const cam = aim([0, 0, 4], rng.range(40, 44), yaw, rng.range(1300, 1380), horizon)
  const render = rng.pick(['#f2f0ea', '#ece6da', '#e9ecec', '#f1ece2'])
  const mat: Material = rng.chance(0.7)
    ? { kind: 'render', color: render }
    : { kind: 'brick', color: rng.pick(['#c9b79a', '#b8a080', '#d8cdb8']) }
  const win: WindowStyle = { frame: rng.pick(['#2f3338', '#f3f1ec', '#7d8288']), bars: 'mullion' }
  let out = sky(ctx, horizon)
  out += ground(ctx, horizon, '#a9a59c')
  out += paving(ctx, cam, -60, -30, 60, 2, rng.pick(['#cfc6b6', '#c4beb2', '#d6ccba']), [0.6, 0.6])
  // neighbouring block on the far side
  const side = Math.sign(yaw)
  const n: Box3 =
    side > 0
      ? { x0: w / 2 + 0.1, x1: w / 2 + 16, z0: 1, z1: 14, h: (floors - rng.int(1, 3)) * floorH }
      : { x0: -w / 2 - 16, x1: -w / 2 - 0.1, z0: 1, z1: 14, h: (floors - rng.int(1, 3)) * floorH }
  out += volume(
    ctx,
    cam,
    n,
    { kind: 'render', color: rng.pick(['#e4ddd0', '#d8d4cc', '#efe7d8']) },
    flat('#cfcac2'),
    (face, name, width) => {
      if (name !== 'front') return ''
      let s = ''
      for (let f = 1; f < n.h / floorH; f++)
        for (let c = 0; c < width / 3.2 - 1; c++)
          s += windowAt(ctx, cam, face, 1.2 + c * 3.2, f * floorH + 0.3, 2.0, 2.2, win)
      return s
    },
  )
  out += buildingShadow(ctx, cam, b, b.h)
  const bays = Math.round(w / 4.2)
  out += volume(ctx, cam, b, mat, flat('#d0ccc4', 0.3), (face: Face, name, width) => {
    let s = ''
    if (name !== 'front') {
      for (let f = 1; f < floors; f++)
        s += windowAt(ctx, cam, face, width * 0.4, f * floorH + 0.9, 1.2, 1.4, win)
      return s
    }
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < bays; c++) {
        const bw = width / bays
        if (f === 0)
          s += windowAt(ctx, cam, face, c * bw + 0.3, 0.15, bw - 0.6, 2.8, {
            ...win,
            bars: 'transom',
            glow: rng.chance(0.3),
          })
        else
          s += windowAt(ctx, cam, face, c * bw + 0.5, f * floorH + 0.1, bw - 1.0, 2.45, {
            ...win,
            curtains: rng.chance(0.3) ? '#f3efe6' : undefined,
          })
      }
    }
    return s
  })
  out += balconies(ctx, cam, b, floors, floorH, 1.6)
  // promenade furniture: lamp posts and benches
  for (let i = -2; i <= 2; i++) {
    const x = i * 9 + rng.jitter(1)
    const z = -9
    const p = cam.project([x, 0, z])
    const q = cam.project([x, 4.2, z])
    const s = cam.ppm([x, 0, z])
    out += line(p, q, '#3a3f45', Math.max(2, s * 0.1))
    out += ellipse(q[0], q[1], s * 0.28, s * 0.12, '#f4f1e8')
    out += box(cam, ctx.mood, [x + 1.5, 0.4, z - 0.25], [x + 3.3, 0.48, z + 0.25], { color: '#8a6a4a' })
  }
  // planters with dune grass and shrubs along the promenade
  for (let x = -w / 2 - 6; x < w / 2 + 6; x += 6) {
    const z = -5
    out += box(cam, ctx.mood, [x, 0, z - 0.6], [x + 3.6, 0.55, z], { color: '#b9b3a8', top: '#8a7458' })
    for (let k = 0; k < 3; k++) {
      const p = cam.project([x + 0.6 + k * 1.2, 0.55, z - 0.3])
      const sz = cam.ppm([x, 0.55, z])
      out += bush(ctx, p[0], p[1], sz * 1.1, sz * 0.9, {
        flowers: k === 1 && rng.chance(0.5) ? '#f2f0ea' : undefined,
      })
    }
  }
  return out + vignette(ctx)
}
