// Frontal street view of a Flemish townhouse row; the row houses and street are reused by the shop scene.
import { type Camera, type Face, quad, shadeFor } from '../camera'
import { shade } from '../color'
import { poly } from '../svg'
import { type Material, plinth, wall } from './building'
import type { Ctx } from './context'
import { aim, brickColors, groundRect, paving } from './exterior'
import { treeAt } from './exterior'
import { door, windowAt, type WindowStyle } from './openings'
import { ground, sky, vignette } from './sky'

type Top = 'stepped' | 'bell' | 'cornice' | 'pointed'

export interface RowHouse {
  x: number
  w: number
  h: number
  top: Top
  mat: Material
  win: WindowStyle
  floors: number
}

function outline(top: Top, w: number, h: number): [number, number][] {
  switch (top) {
    case 'stepped': {
      const steps = 4
      const rise = w * 0.75
      const pts: [number, number][] = [
        [0, 0],
        [w, 0],
      ]
      for (let i = 0; i < steps; i++) {
        const a = w - (i * w * 0.42) / steps
        pts.push([a, h + (i * rise) / steps], [a, h + ((i + 1) * rise) / steps - 0.05])
        pts.push([a - (w * 0.42) / steps, h + ((i + 1) * rise) / steps - 0.05])
      }
      pts.push([w * 0.58, h + rise + 0.5], [w * 0.42, h + rise + 0.5])
      for (let i = steps - 1; i >= 0; i--) {
        const a = (i * w * 0.42) / steps
        pts.push(
          [a + (w * 0.42) / steps, h + ((i + 1) * rise) / steps - 0.05],
          [a, h + ((i + 1) * rise) / steps - 0.05],
          [a, h + (i * rise) / steps],
        )
      }
      return pts
    }
    case 'bell': {
      const pts: [number, number][] = [
        [0, 0],
        [w, 0],
        [w, h],
      ]
      for (let i = 0; i <= 12; i++) {
        const t = i / 12
        const a = w - t * w * 0.3
        pts.push([a - Math.sin(t * Math.PI) * 0.35, h + t * w * 0.45])
      }
      pts.push([w * 0.62, h + w * 0.62], [w * 0.5, h + w * 0.72], [w * 0.38, h + w * 0.62])
      for (let i = 12; i >= 0; i--) {
        const t = i / 12
        pts.push([t * w * 0.3 + Math.sin(t * Math.PI) * 0.35, h + t * w * 0.45])
      }
      return pts
    }
    case 'pointed':
      return [
        [0, 0],
        [w, 0],
        [w, h],
        [w / 2, h + w * 0.6],
        [0, h],
      ]
    case 'cornice':
      return [
        [0, 0],
        [w, 0],
        [w, h + 0.6],
        [0, h + 0.6],
      ]
  }
}

/** One narrow house of a terrace, drawn on the street plane z = 0. */
export function rowHouse(ctx: Ctx, cam: Camera, r: RowHouse, ground: 'door' | 'shop'): string {
  const face: Face = { o: [r.x, 0, 0], u: [1, 0, 0], v: [0, 1, 0] }
  const { rng } = ctx
  let out = ''
  if (r.top === 'cornice') {
    // pitched roof behind a cornice, seen from the street
    const roofC = shadeFor(ctx.mood, rng.pick(['#3a3d42', '#45484e', '#8a4a34']), [0, 0.7, -0.7])
    out += poly(
      [
        cam.project([r.x, r.h + 0.5, 0.3]),
        cam.project([r.x + r.w, r.h + 0.5, 0.3]),
        cam.project([r.x + r.w, r.h + 4.2, 4]),
        cam.project([r.x, r.h + 4.2, 4]),
      ],
      roofC,
    )
    out += windowAt(
      ctx,
      cam,
      { o: [r.x, r.h + 0.5, 1.4], u: [1, 0, 0], v: [0, 1, 0] },
      r.w / 2 - 0.6,
      0.2,
      1.2,
      1.1,
      r.win,
    )
  }
  out += wall(ctx, cam, face, outline(r.top, r.w, r.h), r.mat)
  const stone = '#d8d2c4'
  const sc = shadeFor(ctx.mood, stone, [0, 0, -1])
  const floorH = (r.h - 0.4) / r.floors
  for (let f = 1; f < r.floors; f++)
    out += poly(quad(cam, face, 0, f * floorH + 0.05, r.w, f * floorH + 0.22), sc)
  if (r.top === 'cornice') {
    out += poly(
      quad(cam, face, -0.1, r.h + 0.35, r.w + 0.1, r.h + 0.7),
      shadeFor(ctx.mood, '#eeebe4', [0, 0, -1]),
    )
    out += poly(quad(cam, face, -0.1, r.h + 0.2, r.w + 0.1, r.h + 0.35), shade(sc, 0.8))
  }
  const cols = r.w > 6 ? 3 : 2
  const ww = Math.min(1.25, (r.w - 0.8) / cols - 0.5)
  for (let f = 1; f < r.floors; f++) {
    const wh = floorH * (f === 1 ? 0.66 : 0.6)
    for (let c = 0; c < cols; c++) {
      const a = (r.w / cols) * (c + 0.5) - ww / 2
      const b = f * floorH + 0.65
      out += poly(quad(cam, face, a - 0.12, b + wh, a + ww + 0.12, b + wh + 0.28), sc)
      out += windowAt(ctx, cam, face, a, b, ww, wh, {
        ...r.win,
        curtains: rng.chance(0.35) ? '#f1ede4' : undefined,
      })
    }
  }
  if (r.top === 'stepped' || r.top === 'bell' || r.top === 'pointed')
    out += windowAt(ctx, cam, face, r.w / 2 - 0.45, r.h + 0.5, 0.9, 1.2, r.win)
  if (ground === 'door') {
    const da = rng.chance(0.5) ? 0.5 : r.w - 1.7
    out += plinth(ctx, cam, face, r.w, 0.45, '#4a5056')
    out += door(
      ctx,
      cam,
      face,
      da,
      1.15,
      2.5,
      rng.pick(['#2c3a48', '#5a2a28', '#2e4434', '#1e2124', '#6a5a3a']),
      r.win.frame,
    )
    const wa = da < 1 ? 2.2 : 0.6
    out += windowAt(ctx, cam, face, wa, 0.8, r.w - 3.0, floorH - 1.3, { ...r.win, bars: 'cross' })
  }
  return out
}

export function randomRowHouse(ctx: Ctx, x: number, w: number, base?: string): RowHouse {
  const { rng } = ctx
  const floors = rng.chance(0.75) ? 3 : 4
  const frame = rng.chance(0.8) ? '#f3f1ec' : rng.pick(['#2f3338', '#3a4a3e'])
  const painted = rng.chance(0.25)
  return {
    x,
    w,
    floors,
    h: floors * 3.0 + 0.4,
    top: rng.pick(['stepped', 'bell', 'cornice', 'cornice', 'pointed'] as const),
    mat: painted
      ? { kind: 'render', color: rng.pick(['#ede6d6', '#e3d9c4', '#d6dbd9', '#efe9e0']) }
      : { kind: 'brick', color: base ?? rng.pick(brickColors) },
    win: { frame, bars: rng.pick(['transom', 'cross', 'grid'] as const), sill: '#5a6066' },
  }
}

/** Street, curb and sidewalk in front of a terrace at z = 0. */
export function street(ctx: Ctx, cam: Camera, horizon: number): string {
  const { rng } = ctx
  let out = ground(ctx, horizon, '#6f6f6c')
  const walk = rng.pick(['#b4aea4', '#a8a39b', '#bdb5a8'])
  out += paving(ctx, cam, -40, -2.6, 40, 0, walk, [0.3, 0.3])
  out += poly(groundRect(cam, -40, -2.8, 40, -2.6), shadeFor(ctx.mood, '#c9c4bb', [0, 1, 0]))
  out += poly(
    cam.polygon(
      [
        [-40, 0, -2.8],
        [40, 0, -2.8],
        [40, -0.14, -2.8],
        [-40, -0.14, -2.8],
      ],
      1,
    ),
    '#8d8a84',
  )
  const cobbles = rng.chance(0.5)
  out += cobbles
    ? paving(ctx, cam, -40, -20, 40, -2.8, '#7a766f', [0.14, 0.12], true)
    : poly(groundRect(cam, -40, -20, 40, -2.8), '#55575a')
  return out
}

export function facadeTownhouse(ctx: Ctx): string {
  const { rng } = ctx
  const horizon = rng.range(960, 1010)
  const cam = aim(
    [rng.jitter(1.2), 0, 0],
    rng.range(17, 19),
    rng.jitter(0.05),
    rng.range(1000, 1080),
    horizon,
    1.6,
  )
  let out = sky(ctx, horizon)
  out += street(ctx, cam, horizon)
  const mainW = rng.range(5.6, 6.8)
  let x = -mainW / 2
  const houses: RowHouse[] = [randomRowHouse(ctx, x, mainW)]
  while (x > -18) {
    const w = rng.range(5, 7)
    x -= w
    houses.unshift(randomRowHouse(ctx, x, w))
  }
  x = mainW / 2
  while (x < 18) {
    const w = rng.range(5, 7)
    houses.push(randomRowHouse(ctx, x, w))
    x += w
  }
  for (const h of houses) out += rowHouse(ctx, cam, h, 'door')
  const tx = rng.sign() * (mainW / 2 + rng.range(5, 7))
  out += treeAt(ctx, cam, [tx, 0, -1.9], rng.range(5.5, 6.5), { kind: 'oval', shadow: false, width: 95 })
  return out + vignette(ctx)
}
