// Interior shell: one-point perspective room with floor, walls, ceiling and soft shadows.
import { Camera, type Light, normalize, shadeFor, type Vec3 } from '../camera'
import { lighten, mix, shade } from '../color'
import { H, n, poly, rect, W } from '../svg'
import type { Ctx } from './context'
import { windowWall } from './roomWindow'

/** What furniture needs to draw itself: a camera, a light and the side the light comes from. */
export interface Stage {
  cam: Camera
  light: Light
  side: 1 | -1
}

export interface Room extends Stage {
  /** Sheer curtains at the window (default on). */
  curtains?: boolean
  w: number
  d: number
  h: number
  win: { z0: number; z1: number; y0: number; y1: number }
}

export const wallPaints = [
  '#efebe4',
  '#e9e4da',
  '#e4e0d8',
  '#dfe3df',
  '#e6ddd0',
  '#d9dfe2',
  '#ece6dc',
  '#d8d6cc',
] as const

export const accentPaints = [
  '#7d8c7a',
  '#5f7184',
  '#b98f6a',
  '#8a6f62',
  '#4f5f5a',
  '#c9b79a',
  '#6b7f8f',
] as const

export function makeRoom(
  ctx: Ctx,
  opts: { w?: number; d?: number; h?: number; f?: number; eyeY?: number } = {},
): Room {
  const { rng } = ctx
  const w = opts.w ?? rng.range(5, 6.2)
  const d = opts.d ?? rng.range(5.5, 7)
  const h = opts.h ?? rng.range(2.6, 2.9)
  const side = rng.sign()
  const eye: Vec3 = [rng.jitter(w * 0.1) - side * w * 0.12, opts.eyeY ?? rng.range(1.3, 1.45), 0.1]
  const cam = new Camera(
    eye,
    rng.jitter(0.08) + side * 0.05,
    opts.f ?? rng.range(1000, 1100),
    960,
    H * rng.range(0.36, 0.42),
  )
  const light: Light = {
    dir: normalize([side * 0.8, 0.55, -0.15]),
    strength: ctx.mood.time === 'overcast' ? 0.45 : 0.75,
    sunColor: ctx.mood.time === 'golden' ? '#ffd29a' : '#fff3df',
    ambient: '#8a8f9e',
  }
  const wz0 = rng.range(1.2, 2.2)
  const french = rng.chance(0.5)
  return {
    cam,
    light,
    w,
    d,
    h,
    side,
    win: { z0: wz0, z1: Math.min(d - 0.6, wz0 + rng.range(2.2, 3.2)), y0: french ? 0.02 : 0.55, y1: h - 0.3 },
  }
}

/** Floor, walls, ceiling, window (with the garden seen through it) and sunlight on the floor. */
export function shell(
  ctx: Ctx,
  r: Room,
  paint: string,
  floor: 'oak' | 'dark-oak' | 'tiles' | 'concrete',
  backPaint = paint,
): string {
  const { cam, w, d, h, light } = r
  const x0 = -w / 2
  const x1 = w / 2
  const z0 = cam.eye[2] + 0.05
  const P = (pts: Vec3[]) => cam.polygon(pts, 0.25)
  let out = rect(0, 0, W, H, shade(paint, 0.8))
  const wallGrad = (c: string, lit: boolean) =>
    ctx.defs.linear(
      [
        [0, shade(c, lit ? 1.04 : 0.9)],
        [1, shade(c, lit ? 0.92 : 0.8)],
      ],
      0,
      0,
      0,
      1,
    )
  const litLeft = r.side < 0
  out += poly(
    P([
      [x0, 0, z0],
      [x0, 0, d],
      [x0, h, d],
      [x0, h, z0],
    ]),
    wallGrad(shadeFor(light, lighten(paint, 0.15), [1, 0, 0]), !litLeft),
  )
  out += poly(
    P([
      [x1, 0, z0],
      [x1, 0, d],
      [x1, h, d],
      [x1, h, z0],
    ]),
    wallGrad(shadeFor(light, lighten(paint, 0.15), [-1, 0, 0]), litLeft),
  )
  out += poly(
    P([
      [x0, 0, d],
      [x1, 0, d],
      [x1, h, d],
      [x0, h, d],
    ]),
    wallGrad(shadeFor(light, lighten(backPaint, 0.1), [0, 0, -1]), true),
  )
  out += poly(
    P([
      [x0, h, z0],
      [x1, h, z0],
      [x1, h, d],
      [x0, h, d],
    ]),
    ctx.defs.linear(
      [
        [0, '#d9d7d2'],
        [1, '#f4f2ee'],
      ],
      0,
      0,
      0,
      1,
    ),
  )
  out += floorSurface(ctx, r, floor)
  // skirting boards
  const sk = shadeFor(light, '#f4f2ee', [0, 0, -1])
  out += poly(
    P([
      [x0, 0, d - 0.005],
      [x1, 0, d - 0.005],
      [x1, 0.09, d - 0.005],
      [x0, 0.09, d - 0.005],
    ]),
    sk,
  )
  for (const x of [x0 + 0.005, x1 - 0.005])
    out += poly(
      P([
        [x, 0, z0],
        [x, 0, d],
        [x, 0.09, d],
        [x, 0.09, z0],
      ]),
      sk,
    )
  // cornice line
  out += poly(
    P([
      [x0, h - 0.04, d - 0.005],
      [x1, h - 0.04, d - 0.005],
      [x1, h, d - 0.005],
      [x0, h, d - 0.005],
    ]),
    '#f6f5f2',
  )
  out += windowWall(ctx, r)
  return out
}

function floorSurface(ctx: Ctx, r: Room, kind: 'oak' | 'dark-oak' | 'tiles' | 'concrete'): string {
  const { cam, w, d, light } = r
  const base =
    kind === 'oak'
      ? ctx.rng.pick(['#c49a6c', '#b98d5f', '#d1ab7e'])
      : kind === 'dark-oak'
        ? '#6e4f38'
        : kind === 'tiles'
          ? ctx.rng.pick(['#cfc9c0', '#b9b4ac', '#e0dcd4'])
          : '#a7a39d'
  const c = shadeFor(light, base, [0, 1, 0])
  const z0 = cam.eye[2] + 0.3
  const fill = ctx.defs.linear(
    [
      [0, shade(c, 0.9)],
      [1, shade(c, 1.02)],
    ],
    0,
    0,
    0,
    1,
  )
  let out = poly(
    cam.polygon(
      [
        [-w / 2, 0, z0],
        [w / 2, 0, z0],
        [w / 2, 0, d],
        [-w / 2, 0, d],
      ],
      0.25,
    ),
    fill,
  )
  if (kind === 'concrete') return out
  const joint = shade(c, kind === 'tiles' ? 0.78 : 0.8)
  const along = kind === 'tiles' ? 0.6 : 0.19
  let path = ''
  const seg = (a: Vec3, b: Vec3) => {
    const s = cam.segment(a, b, 0.3)
    if (s) path += `M${n(s[0][0])} ${n(s[0][1])}L${n(s[1][0])} ${n(s[1][1])}`
  }
  for (let x = -w / 2 + along; x < w / 2; x += along) seg([x, 0, z0], [x, 0, d])
  if (kind === 'tiles') {
    for (let z = d; z > z0; z -= 0.6) seg([-w / 2, 0, z], [w / 2, 0, z])
  } else {
    let i = 0
    for (let x = -w / 2; x < w / 2; x += along, i++) {
      for (let z = d - ((i * 0.77) % 1.6); z > z0; z -= 1.6) seg([x, 0, z], [x + along, 0, z])
    }
  }
  out += `<path d="${path}" stroke="${joint}" stroke-width="1.2" fill="none" stroke-opacity="0.55"/>`
  // soft sheen towards the window
  const sheen = ctx.defs.linear([
    [0, '#ffffff', r.side < 0 ? 0.18 : 0],
    [1, '#ffffff', r.side < 0 ? 0 : 0.18],
  ])
  out += poly(
    cam.polygon(
      [
        [-w / 2, 0, z0],
        [w / 2, 0, z0],
        [w / 2, 0, d],
        [-w / 2, 0, d],
      ],
      0.25,
    ),
    sheen,
  )
  return out
}

/** Soft contact shadow under a piece of furniture (footprint in world metres). */
export function contactShadow(r: Stage, x0: number, z0: number, x1: number, z1: number, k = 1): string {
  const grow = 0.08
  const a = r.cam.polygon(
    [
      [x0 - grow, 0.003, z0 - grow],
      [x1 + grow, 0.003, z0 - grow],
      [x1 + grow, 0.003, z1 + grow],
      [x0 - grow, 0.003, z1 + grow],
    ],
    0.3,
  )
  const b = r.cam.polygon(
    [
      [x0, 0.003, z0],
      [x1, 0.003, z1 === z0 ? z1 : z0],
      [x1, 0.003, z1],
      [x0, 0.003, z1],
    ],
    0.3,
  )
  return poly(a, '#1a1612', { 'fill-opacity': 0.12 * k }) + poly(b, '#1a1612', { 'fill-opacity': 0.2 * k })
}

/** Warm ambient grading over the whole frame (brighter towards the window). */
export function interiorGrade(ctx: Ctx, r: Room): string {
  const warm = ctx.mood.time === 'golden' ? '#ffb060' : '#ffe2b0'
  const g = ctx.defs.linear(
    [
      [0, r.side < 0 ? warm : '#000000', r.side < 0 ? 0.1 : 0.12],
      [0.5, '#000000', 0],
      [1, r.side < 0 ? '#000000' : warm, r.side < 0 ? 0.12 : 0.1],
    ],
    0,
    0,
    1,
    0,
  )
  return rect(0, 0, W, H, g)
}

export const paint = (c: string, k: number) => mix(c, '#ffffff', k)
