// Windows, doors and sills placed on building faces.
import { at, type Camera, type Face, faceNormal, quad, shadeFor, type Vec3 } from '../camera'
import { lighten, mix, shade } from '../color'
import { line, poly, type Pt } from '../svg'
import type { Ctx } from './context'

export interface WindowStyle {
  frame: string
  bars: 'none' | 'mullion' | 'cross' | 'transom' | 'grid'
  sill?: string
  glow?: boolean
  curtains?: string
  shutters?: string
}
/** Window on a face; (a, b) is its bottom-left corner in metres. */
export function windowAt(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  a: number,
  b: number,
  w: number,
  h: number,
  st: WindowStyle,
): string {
  const { mood, defs } = ctx
  const nrm = faceNormal(face)
  const ppm = cam.ppm(at(face, a + w / 2, b + h / 2))
  let out = ''
  if (st.shutters) {
    const sc = shadeFor(mood, st.shutters, nrm)
    out += poly(quad(cam, face, a - w * 0.5, b, a - 0.03, b + h), sc)
    out += poly(quad(cam, face, a + w + 0.03, b, a + w * 1.5, b + h), sc)
    for (let i = 1; i < 6; i++) {
      const y = b + (h * i) / 6
      out += line(
        cam.project(at(face, a - w * 0.5, y)),
        cam.project(at(face, a - 0.03, y)),
        shade(sc, 0.75),
        Math.max(1, ppm * 0.02),
      )
      out += line(
        cam.project(at(face, a + w + 0.03, y)),
        cam.project(at(face, a + w * 1.5, y)),
        shade(sc, 0.75),
        Math.max(1, ppm * 0.02),
      )
    }
  }
  out += poly(quad(cam, face, a - 0.02, b, a + w + 0.02, b + h + 0.02), '#1e1c1a', { 'fill-opacity': 0.55 })
  const sunSide = Math.sign(mood.dir[0] * face.u[0] + mood.dir[2] * face.u[2]) || 1
  const ra = sunSide > 0 ? 0.06 : 0
  const rb = 0.07
  const fa0 = a + ra
  const fa1 = a + w - (0.06 - ra)
  const fb1 = b + h - rb
  const frame = shadeFor(mood, st.frame, nrm)
  out += poly(quad(cam, face, fa0, b, fa1, fb1), frame)
  const ft = Math.min(0.07, w * 0.09)
  const glass = st.glow
    ? defs.linear([
        [0, '#ffe2a8'],
        [0.6, '#f0a860'],
        [1, '#9a5a32'],
      ])
    : defs.linear(
        [
          [0, lighten(mix(mood.skyHorizon, '#c8d0d8', 0.3), 0.3)],
          [0.4, mix(mood.skyTop, '#6a7682', 0.55)],
          [1, '#2c3138'],
        ],
        sunSide > 0 ? 1 : 0,
        0,
        sunSide > 0 ? 0 : 1,
        1,
      )
  const g0 = fa0 + ft
  const g1 = fa1 - ft
  const gb0 = b + ft
  const gb1 = fb1 - ft
  out += poly(quad(cam, face, g0, gb0, g1, gb1), glass)
  if (st.curtains) {
    const c = shadeFor(mood, st.curtains, nrm)
    out += poly(quad(cam, face, g0, gb0, g0 + (g1 - g0) * 0.18, gb1), c, { 'fill-opacity': 0.85 })
    out += poly(quad(cam, face, g1 - (g1 - g0) * 0.18, gb0, g1, gb1), c, { 'fill-opacity': 0.85 })
  }
  // reflection streak
  const s0 = g0 + (g1 - g0) * 0.2
  const streak: Vec3[] = [
    at(face, s0, gb0),
    at(face, s0 + (g1 - g0) * 0.25, gb0),
    at(face, s0 + (g1 - g0) * 0.6, gb1),
    at(face, s0 + (g1 - g0) * 0.35, gb1),
  ]
  out += poly(
    streak.map((p) => cam.project(p)),
    '#ffffff',
    { 'fill-opacity': st.glow ? 0.08 : 0.16 },
  )
  const bar = (p: Vec3, q: Vec3) =>
    poly(thick(cam.project(p), cam.project(q), Math.max(1.2, ppm * 0.045)), frame)
  const midA = (g0 + g1) / 2
  if (st.bars === 'mullion' || st.bars === 'cross' || st.bars === 'grid')
    out += bar(at(face, midA, gb0), at(face, midA, gb1))
  if (st.bars === 'cross' || st.bars === 'grid')
    out += bar(at(face, g0, gb0 + (gb1 - gb0) * 0.62), at(face, g1, gb0 + (gb1 - gb0) * 0.62))
  if (st.bars === 'transom')
    out += bar(at(face, g0, gb1 - (gb1 - gb0) * 0.25), at(face, g1, gb1 - (gb1 - gb0) * 0.25))
  if (st.bars === 'grid') {
    for (const t of [0.31, 0.85])
      out += bar(at(face, g0, gb0 + (gb1 - gb0) * t), at(face, g1, gb0 + (gb1 - gb0) * t))
  }
  if (st.sill) out += sill(ctx, cam, face, a - 0.05, a + w + 0.05, b, st.sill)
  return out
}
function sill(ctx: Ctx, cam: Camera, face: Face, a0: number, a1: number, b: number, color: string): string {
  const n = faceNormal(face)
  const out0 = at(face, a0, b)
  const out1 = at(face, a1, b)
  const o = (p: Vec3, k: number): Vec3 => [p[0] + n[0] * k, p[1] + n[1] * k, p[2] + n[2] * k]
  const top = [out0, out1, o(out1, 0.06), o(out0, 0.06)].map((p) => cam.project(p))
  const front = [
    o(out0, 0.06),
    o(out1, 0.06),
    o([out1[0], out1[1] - 0.07, out1[2]], 0.06),
    o([out0[0], out0[1] - 0.07, out0[2]], 0.06),
  ].map((p) => cam.project(p))
  return poly(top, shadeFor(ctx.mood, color, [0, 1, 0])) + poly(front, shadeFor(ctx.mood, color, n))
}
/** A thick line as a polygon (keeps perspective width consistent). */
export function thick(p: Pt, q: Pt, w: number): Pt[] {
  const dx = q[0] - p[0]
  const dy = q[1] - p[1]
  const l = Math.hypot(dx, dy) || 1
  const nx = (-dy / l) * (w / 2)
  const ny = (dx / l) * (w / 2)
  return [
    [p[0] + nx, p[1] + ny],
    [q[0] + nx, q[1] + ny],
    [q[0] - nx, q[1] - ny],
    [p[0] - nx, p[1] - ny],
  ]
}
/** Front door with a glazed fanlight. */
export function door(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  a: number,
  w: number,
  h: number,
  color: string,
  frame = '#f2f0ea',
): string {
  const nrm = faceNormal(face)
  let out = poly(quad(cam, face, a - 0.08, 0, a + w + 0.08, h + 0.08), shadeFor(ctx.mood, frame, nrm))
  out += poly(quad(cam, face, a, 0, a + w, h - 0.35), shadeFor(ctx.mood, color, nrm))
  const panel = shadeFor(ctx.mood, shade(color, 0.85), nrm)
  out += poly(quad(cam, face, a + w * 0.18, 0.25, a + w * 0.82, h * 0.42), panel)
  out += poly(quad(cam, face, a + w * 0.18, h * 0.5, a + w * 0.82, h - 0.55), panel)
  out += windowAt(ctx, cam, face, a, h - 0.3, w, 0.3, { frame, bars: 'mullion' })
  const k = cam.project(at(face, a + w * 0.85, h * 0.45))
  const k2 = cam.project(at(face, a + w * 0.85, h * 0.52))
  out += line(k, k2, '#c9b27a', Math.max(1.5, cam.ppm(at(face, a, 1)) * 0.03))
  return out
}
