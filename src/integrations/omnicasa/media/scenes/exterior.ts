// Camera framing and ground-level helpers for outdoor scenes.
import { Camera, shadeFor, type Vec3 } from '../camera'
import { mix, shade } from '../color'
import { n, onScreen, poly, type Pt } from '../svg'
import type { Ctx } from './context'
import { grassFill } from './materials'
import { ground, lawnColor, sky, treeLine } from './sky'
import { tree } from './vegetation'

/** Camera looking at `target` from `dist` metres away, turned by `yaw`, eye at `eyeY`. */
export function aim(
  target: Vec3,
  dist: number,
  yaw: number,
  f: number,
  horizon: number,
  eyeY = 1.6,
  cx = 960,
): Camera {
  const eye: Vec3 = [target[0] - Math.sin(yaw) * dist, eyeY, target[2] - Math.cos(yaw) * dist]
  return new Camera(eye, yaw, f, cx, horizon)
}

/** Flat area on the ground between x0..x1, z0..z1 (clipped in front of the camera). */
export function groundRect(cam: Camera, x0: number, z0: number, x1: number, z1: number): Pt[] {
  return cam.polygon(
    [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 0, z1],
      [x0, 0, z1],
    ],
    1,
  )
}

/** Sky, distant tree line and a textured lawn. */
export function backdrop(
  ctx: Ctx,
  horizon: number,
  opts: { lawn?: string; treeHeight?: number } = {},
): string {
  const lawn = opts.lawn ?? lawnColor(ctx)
  let out = sky(ctx, horizon)
  out += treeLine(ctx, horizon, { height: opts.treeHeight ?? 70 })
  out += ground(ctx, horizon, lawn)
  out += poly(
    [
      [0, horizon + 40],
      [1920, horizon + 40],
      [1920, 1280],
      [0, 1280],
    ],
    grassFill(ctx, shade(lawn, 0.95)),
    { 'fill-opacity': 0.35 },
  )
  return out
}

/** A tree at a world position; height in metres. */
export function treeAt(
  ctx: Ctx,
  cam: Camera,
  p: Vec3,
  height: number,
  kind: Parameters<typeof tree>[4] = {},
): string {
  if (cam.depth(p) < 3) return ''
  const [x, y] = cam.project(p)
  const px = cam.ppm(p) * height
  // skip trees entirely outside the frame
  if (x + px * 0.6 < 0 || x - px * 0.6 > 1920 || y - px > 1280 || px > 4000) return ''
  const haze = Math.min(0.5, Math.max(0, (cam.depth(p) - 25) / 120))
  return tree(ctx, x, y, px, { haze, ...kind })
}

/** Mowing stripes on a lawn, converging in perspective. */
export function lawnStripes(
  ctx: Ctx,
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  width = 1.2,
): string {
  const c = shade(lawnColor(ctx), 1.07)
  let out = ''
  for (let x = x0; x < x1; x += width * 2) {
    out += poly(groundRect(cam, x, z0, Math.min(x1, x + width), z1), c, { 'fill-opacity': 0.3 })
  }
  return out
}

export const brickColors = [
  '#9a4b34',
  '#8a3e2c',
  '#a45a3c',
  '#7a4a3a',
  '#6e4536',
  '#b08a62',
  '#8d6a55',
  '#5a4a44',
] as const
export const roofColors = {
  slate: ['#3a3e44', '#33373d', '#40454c'],
  pantile: ['#a84e32', '#9a4430', '#b8643e', '#3a3a3c', '#2d2f33'],
  'flat-tile': ['#33363b', '#4a4c50', '#2a2c30', '#8a4a34'],
} as const

export function pavingColor(ctx: Ctx): string {
  return ctx.rng.pick(['#a9a49a', '#8f8a82', '#b7ab98', '#9a8f84', '#7d7a76'])
}

export function hazy(ctx: Ctx, color: string, t: number): string {
  return mix(color, ctx.mood.haze, t)
}

/**
 * Paving in true perspective: a base colour plus joint lines (one <path> per direction),
 * dropping joints once they get closer than a few pixels. Much cheaper than a transformed pattern.
 */
export function paving(
  ctx: Ctx,
  cam: Camera,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
  tile: [number, number] = [0.4, 0.4],
  stagger = false,
): string {
  const base = shadeFor(ctx.mood, color, [0, 1, 0])
  const fill = ctx.defs.linear([
    [0, mix(shade(base, 0.9), ctx.mood.haze, 0.1)],
    [1, shade(base, 0.97)],
  ])
  let out = poly(groundRect(cam, x0, z0, x1, z1), fill)
  const joint = shade(base, 0.72)
  let rows = ''
  let cols = ''
  const seg = (a: Vec3, b: Vec3) => {
    const r = cam.segment(a, b)
    return r && onScreen(r[0], r[1]) ? `M${n(r[0][0])} ${n(r[0][1])}L${n(r[1][0])} ${n(r[1][1])}` : ''
  }
  const near = Math.max(z0, cam.eye[2] + 1)
  let row = 0
  for (let z = Math.ceil(near / tile[1]) * tile[1]; z <= z1; z += tile[1], row++) {
    const xm = Math.max(x0, Math.min(x1, cam.eye[0]))
    const a = cam.project([xm, 0, z])
    const next = cam.project([xm, 0, z + tile[1]])
    if (Math.abs(next[1] - a[1]) < 3) break
    rows += seg([x0, 0, z], [x1, 0, z])
    if (stagger && cam.ppm([xm, 0, z]) * tile[0] > 8) {
      const off = row % 2 ? tile[0] / 2 : 0
      for (let x = Math.ceil(x0 / tile[0]) * tile[0] + off; x < x1; x += tile[0])
        cols += seg([x, 0, z], [x, 0, Math.min(z1, z + tile[1])])
    }
  }
  if (!stagger) {
    const zFar = Math.min(z1, cam.eye[2] + (cam.f * tile[0]) / 5)
    if (zFar > near)
      for (let x = Math.ceil(x0 / tile[0]) * tile[0]; x < x1; x += tile[0])
        cols += seg([x, 0, near], [x, 0, zFar])
  }
  const sw = 1.2
  if (rows)
    out += `<path d="${rows}" stroke="${joint}" stroke-width="${sw}" fill="none" stroke-opacity="0.5"/>`
  if (cols)
    out += `<path d="${cols}" stroke="${joint}" stroke-width="${sw}" fill="none" stroke-opacity="0.4"/>`
  return out
}
