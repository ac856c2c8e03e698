// Logistics warehouse and garage boxes.
import { at, box, type Camera, type Face, faceNormal, quad, shadeFor } from '../camera'
import { mix, shade } from '../color'
import { ellipse, line, poly } from '../svg'
import { type Box3, buildingShadow, type Material, volume } from './building'
import type { Ctx } from './context'
import { aim, backdrop, brickColors, groundRect, paving, treeAt } from './exterior'
import { windowAt } from './openings'
import { type RoofSpec } from './roof'
import { ground, vignette } from './sky'

/** Sectional door (loading dock or garage) on a face. */
function sectionalDoor(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  a: number,
  w: number,
  h: number,
  color: string,
  panels = 6,
  open = 0,
): string {
  const nrm = faceNormal(face)
  let out = poly(quad(cam, face, a - 0.1, 0, a + w + 0.1, h + 0.1), shadeFor(ctx.mood, '#3a3c3e', nrm))
  const top = h * (1 - open)
  if (open > 0) out += poly(quad(cam, face, a, 0, a + w, h), '#15171a')
  if (top <= 0.05) return out
  out += poly(quad(cam, face, a, h - top, a + w, h), shadeFor(ctx.mood, color, nrm))
  for (let i = 1; i < panels; i++) {
    const y = h - (top * i) / panels
    if (y <= 0.02) break
    const s = cam.segment(at(face, a, y), at(face, a + w, y))
    if (s)
      out += line(
        s[0],
        s[1],
        shade(shadeFor(ctx.mood, color, nrm), 0.75),
        Math.max(1, cam.ppm(at(face, a, y)) * 0.025),
      )
  }
  return out
}
export function warehouse(ctx: Ctx): string {
  const { rng } = ctx
  const w = rng.range(40, 55)
  const b: Box3 = { x0: -w / 2, x1: w / 2, z0: 0, z1: 35, h: rng.range(9, 11) }
  const horizon = rng.range(900, 960)
  const yaw = rng.sign() * rng.range(0.35, 0.5)
  const cam = aim([0, 0, 6], rng.range(34, 38), yaw, rng.range(1150, 1250), horizon)
  const clad = rng.pick(['#c9ccce', '#a9b0b5', '#e4e4e0', '#5f6a72', '#8a9aa4'])
  const accent = rng.pick(['#1f4e79', '#b8262e', '#2f6b4f', '#e07a1f', '#3a3d40'])
  let out = backdrop(ctx, horizon, { treeHeight: 60 })
  for (let i = 0; i < 6; i++)
    out += treeAt(ctx, cam, [-w / 2 - 8 + (i * (w + 16)) / 5, 0, 40], rng.range(8, 11), { kind: 'oval' })
  out += ground(ctx, horizon + 30, '#6b6d70')
  out += poly(
    groundRect(cam, -80, -40, 80, 0),
    ctx.defs.linear([
      [0, '#7a7c7e'],
      [1, '#5a5c5e'],
    ]),
  )
  for (let x = -w / 2; x < w / 2; x += 3.2) {
    const s = cam.segment([x, 0.01, -24], [x, 0.01, -18])
    if (s) out += line(s[0], s[1], '#e8e8e4', 2, { 'stroke-opacity': 0.8 })
  }
  out += buildingShadow(ctx, cam, b, b.h + 1.5)
  const metal: Material = { kind: 'metal', color: clad }
  const roofSpec: RoofSpec = {
    type: 'flat',
    pitch: 0,
    overhang: 0.1,
    color: shade(clad, 0.9),
    kind: 'flat-tile',
  }
  const docks = Math.round(w / 9)
  out += volume(ctx, cam, b, metal, roofSpec, (face, name, width) => {
    let s = poly(
      quad(cam, face, 0, b.h - 1.2, width, b.h - 0.6),
      shadeFor(ctx.mood, accent, faceNormal(face)),
    )
    if (name !== 'front') return s
    for (let i = 0; i < docks; i++) {
      const a = 4 + i * ((width - 12) / docks)
      s += poly(quad(cam, face, a - 0.3, 0, a + 3.3, 4.6), '#1c1d1f')
      s += sectionalDoor(ctx, cam, face, a, 3, 4.2, rng.pick(['#d8dadc', '#b9bcbf']), 7, i === 1 ? 0.7 : 0)
      s += poly(quad(cam, face, a - 0.2, 0, a + 3.2, 1.2), '#2a2b2d')
    }
    s += windowAt(ctx, cam, face, width - 7, 5.5, 6, 1.2, { frame: '#2a2d31', bars: 'mullion' })
    return s
  })
  // two-storey office block with curtain wall at the near corner
  const side = -Math.sign(cam.eye[0])
  const ob: Box3 =
    side > 0
      ? { x0: w / 2 - 10, x1: w / 2 + 0.5, z0: -3, z1: 0, h: 7 }
      : { x0: -w / 2 - 0.5, x1: -w / 2 + 10, z0: -3, z1: 0, h: 7 }
  out += volume(
    ctx,
    cam,
    ob,
    { kind: 'render', color: '#2e3236' },
    { ...roofSpec, color: '#2a2d31' },
    (face, _n, width) =>
      windowAt(ctx, cam, face, 0.3, 0.3, width - 0.6, 6.8, { frame: '#1e2124', bars: 'grid' }),
  )
  // yellow bollards in front of the loading docks
  for (let i = 0; i < docks; i++) {
    const x = -w / 2 + 4 + i * ((w - 12) / docks)
    for (const dx of [-0.5, 3.5])
      out += box(cam, ctx.mood, [x + dx - 0.1, 0, -1.2], [x + dx + 0.1, 1.1, -1.0], { color: '#e0b020' })
  }
  return out + vignette(ctx)
}
export function garage(ctx: Ctx): string {
  const { rng } = ctx
  const n3 = rng.int(3, 5)
  const bw = 3.2
  const w = n3 * bw
  const b: Box3 = { x0: -w / 2, x1: w / 2, z0: 0, z1: 6, h: 2.8 }
  const horizon = rng.range(860, 920)
  const yaw = rng.sign() * rng.range(0.15, 0.3)
  const cam = aim([0, 0, 1], rng.range(10.5, 12), yaw, rng.range(1350, 1450), horizon, 1.6)
  const brick: Material = { kind: 'brick', color: rng.pick(brickColors) }
  let out = backdrop(ctx, horizon, { treeHeight: 70 })
  for (let i = 0; i < 4; i++)
    out += treeAt(ctx, cam, [rng.range(-w, w), 0, rng.range(12, 22)], rng.range(7, 11), {
      kind: rng.pick(['round', 'oval', 'birch'] as const),
    })
  out += paving(
    ctx,
    cam,
    -w / 2 - 2,
    -9,
    w / 2 + 2,
    0,
    rng.pick(['#a9a49a', '#8f8a82', '#b7ab98']),
    [0.3, 0.15],
    true,
  )
  out += buildingShadow(ctx, cam, b, b.h)
  const openIdx = rng.int(0, n3 - 1)
  const colors = ['#d8dadc', '#6a2f2a', '#2f3e5a', '#3c4a3a', '#f0eee8', '#7a7d80']
  const uni = rng.chance(0.5) ? rng.pick(colors) : null
  out += volume(
    ctx,
    cam,
    b,
    brick,
    { type: 'flat', pitch: 0, overhang: 0.12, color: '#d6d4ce', kind: 'flat-tile' },
    (face, name) => {
      if (name !== 'front') return ''
      let s = ''
      for (let i = 0; i < n3; i++) {
        const a = i * bw + 0.35
        const open = i === openIdx ? rng.range(0.55, 0.75) : 0
        s += sectionalDoor(ctx, cam, face, a, bw - 0.7, 2.2, uni ?? rng.pick(colors), 5, open)
        if (open > 0) s += carFront(ctx, cam, face, a + 0.3, bw - 1.3, 2.2 * (1 - open))
        const num = cam.project(at(face, a + (bw - 0.7) / 2, 2.45))
        s += ellipse(
          num[0],
          num[1],
          cam.ppm(at(face, a, 2.4)) * 0.1,
          cam.ppm(at(face, a, 2.4)) * 0.1,
          '#f4f1e8',
        )
      }
      return s
    },
  )
  return out + vignette(ctx)
}
/** Front of a car parked in a dark garage, visible below a half-open door. */
function carFront(ctx: Ctx, cam: Camera, face: Face, a: number, w: number, maxY: number): string {
  const inset: Face = { o: [face.o[0], face.o[1], face.o[2] + 0.8], u: face.u, v: face.v }
  const body = ctx.rng.pick(['#b8bcc0', '#1f2a44', '#8a1f1f', '#f2f2ee', '#2a2a2a', '#4a5a4a'])
  const c = mix(body, '#15171a', 0.45)
  let out = poly(quad(cam, inset, a, 0.25, a + w, Math.min(maxY, 1.05)), c)
  if (maxY > 1.05)
    out += poly(quad(cam, inset, a + 0.15, 1.05, a + w - 0.15, Math.min(maxY, 1.45)), '#1c232a')
  for (const hx of [a + 0.15, a + w - 0.5]) {
    const p = quad(cam, inset, hx, 0.7, hx + 0.35, 0.85)
    out += poly(p, '#e8e8dc', { 'fill-opacity': 0.8 })
  }
  out += poly(quad(cam, inset, a + w * 0.35, 0.45, a + w * 0.65, 0.65), '#101214')
  for (const wx of [a + 0.05, a + w - 0.3]) out += poly(quad(cam, inset, wx, 0, wx + 0.25, 0.3), '#0b0c0d')
  return out
}
