// Pitched, hipped and flat roofs with tile courses, fascia and verges.
import { at, box, type Camera, type Face, faceNormal, shadeFor, type Vec3 } from '../camera'
import { shade } from '../color'
import { line, poly } from '../svg'
import type { Box3 } from './building'
import type { Ctx } from './context'
import type { RoofKind } from './materials'
import { thick } from './openings'
import { faceTexture } from './texture'

export interface RoofSpec {
  type: 'gable-x' | 'gable-z' | 'hip' | 'flat'
  pitch: number
  overhang: number
  color: string
  kind: RoofKind
}

/** Roof planes of a box building (visible ones only), with tile courses, gutter and verges. */
export function roof(ctx: Ctx, cam: Camera, b: Box3, spec: RoofSpec): string {
  const { x0, x1, z0, z1, h } = b
  const oh = spec.overhang
  const tan = Math.tan(spec.pitch)
  const ey = h - oh * tan
  const cos = Math.cos(spec.pitch)
  const sin = Math.sin(spec.pitch)
  const wdt = x1 - x0 + 2 * oh
  const dep = z1 - z0 + 2 * oh
  const planes: { face: Face; outline: [number, number][] }[] = []
  if (spec.type === 'flat') {
    let slab = box(cam, ctx.mood, [x0 - oh, h, z0 - oh], [x1 + oh, h + 0.35, z1 + oh], {
      color: spec.color,
      noBottom: true,
    })
    if (oh > 0.02 && cam.eye[1] < h) {
      // underside of the overhang, front and visible side only
      const under = shadeFor(ctx.mood, spec.color, [0, -1, 0])
      slab =
        poly(
          cam.polygon([
            [x0 - oh, h, z0 - oh],
            [x1 + oh, h, z0 - oh],
            [x1, h, z0],
            [x0, h, z0],
          ]),
          under,
        ) + slab
      if (cam.eye[0] < x0)
        slab =
          poly(
            cam.polygon([
              [x0 - oh, h, z0 - oh],
              [x0, h, z0],
              [x0, h, z1],
              [x0 - oh, h, z1 + oh],
            ]),
            under,
          ) + slab
      if (cam.eye[0] > x1)
        slab =
          poly(
            cam.polygon([
              [x1 + oh, h, z0 - oh],
              [x1, h, z0],
              [x1, h, z1],
              [x1 + oh, h, z1 + oh],
            ]),
            under,
          ) + slab
    }
    return slab
  }
  if (spec.type === 'gable-x' || spec.type === 'hip') {
    const L = dep / 2 / cos
    const inset = spec.type === 'hip' ? Math.min(wdt / 2, dep / 2) : 0
    planes.push({
      face: { o: [x1 + oh, ey, z1 + oh], u: [-1, 0, 0], v: [0, sin, -cos] },
      outline: [
        [0, 0],
        [wdt, 0],
        [wdt - inset, L],
        [inset, L],
      ],
    })
    planes.push({
      face: { o: [x0 - oh, ey, z0 - oh], u: [1, 0, 0], v: [0, sin, cos] },
      outline: [
        [0, 0],
        [wdt, 0],
        [wdt - inset, L],
        [inset, L],
      ],
    })
    if (spec.type === 'hip') {
      const Ls = wdt / 2 / cos
      planes.push({
        face: { o: [x0 - oh, ey, z1 + oh], u: [0, 0, -1], v: [cos, sin, 0] },
        outline: [
          [0, 0],
          [dep, 0],
          [dep / 2, Ls * (inset / (wdt / 2))],
        ],
      })
      planes.push({
        face: { o: [x1 + oh, ey, z0 - oh], u: [0, 0, 1], v: [-cos, sin, 0] },
        outline: [
          [0, 0],
          [dep, 0],
          [dep / 2, Ls * (inset / (wdt / 2))],
        ],
      })
    }
  } else {
    const L = wdt / 2 / cos
    planes.push({
      face: { o: [x0 - oh, ey, z1 + oh], u: [0, 0, -1], v: [cos, sin, 0] },
      outline: [
        [0, 0],
        [dep, 0],
        [dep, L],
        [0, L],
      ],
    })
    planes.push({
      face: { o: [x1 + oh, ey, z0 - oh], u: [0, 0, 1], v: [-cos, sin, 0] },
      outline: [
        [0, 0],
        [dep, 0],
        [dep, L],
        [0, L],
      ],
    })
  }
  let out = ''
  for (const { face, outline } of planes) {
    const nrm = faceNormal(face)
    if (!cam.faces(at(face, 0, 0), nrm)) continue
    const lit = shadeFor(ctx.mood, spec.color, nrm)
    const pts = outline.map(([a, c]) => cam.project(at(face, a, c)))
    out +=
      poly(
        pts,
        ctx.defs.linear([
          [0, shade(lit, 1.04)],
          [1, shade(lit, 0.92)],
        ]),
      ) + faceTexture(ctx, cam, face, outline, spec.kind, lit)
    // fascia / gutter along the eave
    out += poly(
      thick(pts[0]!, pts[1]!, Math.max(2, cam.ppm(at(face, 0, 0)) * 0.12)),
      shadeFor(ctx.mood, '#e8e6e0', [nrm[0], 0, nrm[2]]),
    )
    out += line(pts[pts.length - 1]!, pts[0]!, shade(lit, 0.7), 2)
  }
  // verges: the roof edge seen along the gables facing the camera
  const top = ridgeHeight(b, spec) + 0.05
  const rakes: [Vec3, Vec3, Vec3][] = []
  if (spec.type === 'gable-x') {
    const xe = cam.eye[0] < x0 ? x0 - oh : cam.eye[0] > x1 ? x1 + oh : null
    if (xe !== null)
      rakes.push([
        [xe, ey, z0 - oh],
        [xe, top, (z0 + z1) / 2],
        [xe, ey, z1 + oh],
      ])
  } else if (spec.type === 'gable-z') {
    rakes.push([
      [x0 - oh, ey, z0 - oh],
      [(x0 + x1) / 2, top, z0 - oh],
      [x1 + oh, ey, z0 - oh],
    ])
  }
  for (const [p, q, r] of rakes) {
    const wpx = cam.ppm(q) * 0.22
    const edge = shade(spec.color, 0.55)
    const board = shadeFor(ctx.mood, '#e8e6e0', [0, 0, -1])
    for (const [a, c] of [
      [p, q],
      [q, r],
    ] as const) {
      const pa = cam.project(a)
      const pc = cam.project(c)
      out += poly(thick([pa[0], pa[1] + wpx * 0.5], [pc[0], pc[1] + wpx * 0.5], wpx * 0.55), board)
      out += poly(thick(pa, pc, wpx * 0.6), edge)
    }
  }
  return out
}
/** Ridge height of a pitched roof (useful for chimneys and shadows). */
export function ridgeHeight(b: Box3, spec: RoofSpec): number {
  const span = spec.type === 'gable-z' ? b.x1 - b.x0 : b.z1 - b.z0
  return spec.type === 'flat' ? b.h + 0.35 : b.h + (span / 2) * Math.tan(spec.pitch)
}
