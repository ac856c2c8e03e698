// Building blocks for facades: boxes, textured walls, eave shadows, plinths and volumes.
import { at, type Camera, type Face, faceNormal, groundShadow, quad, shadeFor, type Vec3 } from '../camera'
import { shade } from '../color'
import { poly } from '../svg'
import type { Ctx } from './context'
import { roof, type RoofSpec } from './roof'
import { faceTexture, textureBase, type TextureKind } from './texture'

export type Material =
  | { kind: 'brick'; color: string; mortar?: string }
  | { kind: 'render'; color: string }
  | { kind: 'boards'; color: string; vertical: boolean }
  | { kind: 'metal'; color: string }

export interface Box3 {
  x0: number
  x1: number
  z0: number
  z1: number
  h: number
  /** Base height (for volumes set on top of others); defaults to 0. */
  y0?: number
}

/** The four walls of a box; `u` runs left to right as seen from outside. */
export function walls(b: Box3): { front: Face; back: Face; left: Face; right: Face } {
  const y = b.y0 ?? 0
  return {
    front: { o: [b.x0, y, b.z0], u: [1, 0, 0], v: [0, 1, 0] },
    back: { o: [b.x1, y, b.z1], u: [-1, 0, 0], v: [0, 1, 0] },
    left: { o: [b.x0, y, b.z1], u: [0, 0, -1], v: [0, 1, 0] },
    right: { o: [b.x1, y, b.z0], u: [0, 0, 1], v: [0, 1, 0] },
  }
}

function textureKind(m: Material): TextureKind | null {
  switch (m.kind) {
    case 'brick':
      return 'brick'
    case 'boards':
      return m.vertical ? 'boards-v' : 'boards-h'
    case 'metal':
      return 'metal'
    case 'render':
      return null
  }
}

/** A wall outline given in face-local metres, e.g. a rectangle or a gable pentagon. */
export function wall(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  outline: readonly [number, number][],
  m: Material,
): string {
  const pts = outline.map(([a, b]) => cam.project(at(face, a, b)))
  const nrm = faceNormal(face)
  const lit = shadeFor(ctx.mood, m.color, nrm)
  const kind = textureKind(m)
  const mortar = m.kind === 'brick' ? shadeFor(ctx.mood, m.mortar ?? '#cfc6b8', nrm) : undefined
  const ca = outline.reduce((s, p) => s + p[0], 0) / outline.length
  const cb = outline.reduce((s, p) => s + p[1], 0) / outline.length
  const base = kind ? textureBase(kind, lit, mortar, cam.ppm(at(face, ca, cb))) : lit
  const fill = ctx.defs.linear([
    [0, shade(base, 1.03)],
    [0.8, shade(base, 0.97)],
    [1, shade(base, 0.8)],
  ])
  return poly(pts, fill) + (kind ? faceTexture(ctx, cam, face, outline, kind, lit, mortar) : '')
}

/** Soft shadow band under an eave or balcony, in face-local metres. */
export function eaveShadow(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  a0: number,
  a1: number,
  top: number,
  depth: number,
): string {
  const fill = ctx.defs.linear([
    [0, '#10141c', ctx.mood.shadowAlpha * 1.3],
    [1, '#10141c', 0],
  ])
  return poly(quad(cam, face, a0, top, a1, top - depth), fill)
}

export function plinth(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  width: number,
  height = 0.35,
  color = '#4b5258',
): string {
  return poly(quad(cam, face, 0, 0, width, height), shadeFor(ctx.mood, color, faceNormal(face)))
}

export function buildingShadow(ctx: Ctx, cam: Camera, b: Box3, top: number): string {
  const pts: Vec3[] = [
    [b.x0, 0, b.z0],
    [b.x1, 0, b.z0],
    [b.x0, 0, b.z1],
    [b.x1, 0, b.z1],
    [b.x0, b.h, b.z0],
    [b.x1, b.h, b.z0],
    [b.x0, b.h, b.z1],
    [b.x1, b.h, b.z1],
    [(b.x0 + b.x1) / 2, top, (b.z0 + b.z1) / 2],
  ]
  return poly(groundShadow(cam, ctx.mood, pts), '#1a2230', { 'fill-opacity': ctx.mood.shadowAlpha })
}

export type WallName = 'front' | 'left' | 'right'

/** A box volume: shadow, visible walls (with openings from `decorate`) and roof. */
export function volume(
  ctx: Ctx,
  cam: Camera,
  b: Box3,
  mat: Material,
  spec: RoofSpec,
  decorate: (face: Face, name: WallName, width: number) => string,
): string {
  const f = walls(b)
  let out = ''
  const list: [Face, WallName, number][] = [[f.front, 'front', b.x1 - b.x0]]
  if (cam.eye[0] < b.x0) list.push([f.left, 'left', b.z1 - b.z0])
  if (cam.eye[0] > b.x1) list.push([f.right, 'right', b.z1 - b.z0])
  for (const [face, name, width] of list) {
    const hh = b.h - (b.y0 ?? 0)
    out += wall(
      ctx,
      cam,
      face,
      [
        [0, 0],
        [width, 0],
        [width, hh],
        [0, hh],
      ],
      mat,
    )
    out += decorate(face, name, width)
    out += eaveShadow(ctx, cam, face, 0, width, hh, spec.type === 'flat' ? spec.overhang * 1.2 + 0.15 : 0.5)
  }
  return out + roof(ctx, cam, b, spec)
}

/** Draw order for non-overlapping volumes: farthest first. */
export function byDistance(cam: Camera, boxes: readonly Box3[]): Box3[] {
  const d = (b: Box3) => {
    const x = Math.max(b.x0, Math.min(cam.eye[0], b.x1))
    const z = Math.max(b.z0, Math.min(cam.eye[2], b.z1))
    return Math.hypot(x - cam.eye[0], z - cam.eye[2])
  }
  return [...boxes].sort((a, b) => d(b) - d(a))
}
