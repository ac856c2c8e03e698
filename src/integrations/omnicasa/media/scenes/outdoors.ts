// Back gardens and terraces.
import { type Camera } from '../camera'
import { lighten, shade } from '../color'
import { ellipse, line, poly } from '../svg'
import { type Box3, wall, walls } from './building'
import type { Ctx } from './context'
import { plant, vase } from './decor'
import { aim, backdrop, groundRect, lawnStripes, paving, treeAt } from './exterior'
import { type Part, parts } from './furniture'
import { windowAt } from './openings'
import { roof } from './roof'
import { contactShadow, type Stage } from './room'
import { vignette } from './sky'
import { bush, flowerRow, hedge } from './vegetation'

function stage(ctx: Ctx, cam: Camera): Stage {
  return { cam, light: ctx.mood, side: ctx.mood.dir[0] >= 0 ? 1 : -1 }
}

/** Flower border along a side of the garden (x fixed, z0..z1). */
function border(ctx: Ctx, cam: Camera, x: number, z0: number, z1: number): string {
  let out = poly(groundRect(cam, x - 0.9, z0, x + 0.9, z1), '#4d3b2b')
  const flowers = ['#d85a7a', '#f0c850', '#9a70c8', '#f2f2f2', '#e86a3a', undefined]
  const items: [number, string][] = []
  for (let z = z1; z > z0; z -= ctx.rng.range(0.9, 1.5)) {
    const p = cam.project([x + ctx.rng.jitter(0.3), 0, z])
    const s = cam.ppm([x, 0, z])
    items.push([
      z,
      bush(ctx, p[0], p[1], s * ctx.rng.range(0.9, 1.4), s * ctx.rng.range(0.7, 1.2), {
        flowers: ctx.rng.pick(flowers),
      }),
    ])
  }
  for (const [, svg] of items) out += svg
  return out
}

/** Small timber garden shed with a pitched roof. */
function shed(ctx: Ctx, cam: Camera, x: number, z: number): string {
  const b: Box3 = { x0: x, x1: x + 2.6, z0: z, z1: z + 2.2, h: 2.1 }
  const f = walls(b)
  const boards = {
    kind: 'boards' as const,
    color: ctx.rng.pick(['#6b5a48', '#3f4a44', '#8a7058', '#5a6a72']),
    vertical: true,
  }
  let out = wall(
    ctx,
    cam,
    f.front,
    [
      [0, 0],
      [2.6, 0],
      [2.6, 2.1],
      [1.3, 2.9],
      [0, 2.1],
    ],
    boards,
  )
  if (cam.eye[0] < b.x0)
    out += wall(
      ctx,
      cam,
      f.left,
      [
        [0, 0],
        [2.2, 0],
        [2.2, 2.1],
        [0, 2.1],
      ],
      boards,
    )
  if (cam.eye[0] > b.x1)
    out += wall(
      ctx,
      cam,
      f.right,
      [
        [0, 0],
        [2.2, 0],
        [2.2, 2.1],
        [0, 2.1],
      ],
      boards,
    )
  out += windowAt(ctx, cam, f.front, 1.5, 1.0, 0.7, 0.7, { frame: '#f2f0ea', bars: 'cross' })
  out += poly(
    [
      cam.project([x + 0.3, 0, z]),
      cam.project([x + 1.2, 0, z]),
      cam.project([x + 1.2, 1.9, z]),
      cam.project([x + 0.3, 1.9, z]),
    ],
    shade(boards.color, 0.75),
  )
  return (
    out +
    roof(ctx, cam, b, { type: 'gable-z', pitch: 0.55, overhang: 0.15, color: '#3a3d42', kind: 'flat-tile' })
  )
}

export function garden(ctx: Ctx): string {
  const { rng } = ctx
  const horizon = rng.range(560, 640)
  const cam = aim([rng.jitter(1), 0, 14], 14, rng.jitter(0.12), rng.range(1250, 1400), horizon, 1.7)
  const gw = rng.range(11, 15)
  const depth = rng.range(24, 30)
  let out = backdrop(ctx, horizon, { treeHeight: 80 })
  for (let i = 0; i < 5; i++)
    out += treeAt(ctx, cam, [rng.range(-gw, gw), 0, depth + rng.range(4, 14)], rng.range(10, 16), {
      kind: rng.pick(['round', 'oval', 'poplar', 'conifer'] as const),
    })
  out += lawnStripes(ctx, cam, -gw / 2, gw / 2, 1, depth, 1.0)
  // hedge or fence at the back, borders along the sides
  out += hedge(ctx, cam, -gw / 2 - 1, depth, gw / 2 + 1, depth + 0.8, rng.range(1.6, 2.2))
  const shedSide = rng.sign()
  out += shed(ctx, cam, shedSide > 0 ? gw / 2 - 3.4 : -gw / 2 + 0.8, depth - 3.2)
  out += treeAt(ctx, cam, [-shedSide * (gw / 2 - 2.5), 0, depth - 5], rng.range(6, 8), {
    kind: rng.pick(['round', 'birch'] as const),
  })
  for (const side of [-1, 1] as const) {
    out += hedge(ctx, cam, side * (gw / 2 + 1), 2, side * (gw / 2 + 1.6), depth, 1.8)
    out += border(ctx, cam, side * (gw / 2 - 0.2), 2, depth - 1)
  }
  // stepping stones across the lawn
  for (let z = 2; z < depth - 4; z += 0.9) {
    const x = Math.sin(z * 0.25) * 1.2
    const p = cam.project([x, 0.01, z])
    const s = cam.ppm([x, 0, z])
    out += ellipse(
      p[0],
      p[1],
      s * 0.32,
      s * 0.32 * (cam.eye[1] / Math.max(1, cam.depth([x, 0, z]))) * 1.0 + 1,
      '#bdb6a8',
    )
  }
  const st = stage(ctx, cam)
  const bx = -shedSide * (gw / 2 - 2.5)
  const bench: Part[] = [
    { lo: [bx - 0.8, 0.42, depth - 3], hi: [bx + 0.8, 0.47, depth - 2.5], color: '#9a7450' },
    { lo: [bx - 0.8, 0.47, depth - 2.55], hi: [bx + 0.8, 0.9, depth - 2.5], color: '#9a7450' },
    { lo: [bx - 0.75, 0, depth - 2.95], hi: [bx - 0.7, 0.42, depth - 2.55], color: '#5a4530' },
    { lo: [bx + 0.7, 0, depth - 2.95], hi: [bx + 0.75, 0.42, depth - 2.55], color: '#5a4530' },
  ]
  out += contactShadow(st, bx - 0.8, depth - 3, bx + 0.8, depth - 2.5) + parts(st, bench)
  out += flowerRow(ctx, 0, 1270, 1920, 1280, 14)
  return out + vignette(ctx)
}

/** Garden parasol standing at (x, z). */
function parasol(ctx: Ctx, cam: Camera, x: number, z: number, color: string): string {
  const base = cam.project([x, 0.75, z])
  const top = cam.project([x, 2.45, z])
  const s = cam.ppm([x, 2.2, z])
  const rad = s * 1.4
  const lit = shade(color, 1.05)
  let out = line(base, top, '#5a5048', Math.max(2, s * 0.04))
  out += poly(
    [
      [top[0] - rad, top[1] + s * 0.35],
      [top[0], top[1] - s * 0.12],
      [top[0] + rad, top[1] + s * 0.35],
    ],
    lit,
  )
  out += ellipse(top[0], top[1] + s * 0.35, rad, s * 0.1, shade(color, 0.75))
  return out
}

export function terrace(ctx: Ctx): string {
  const { rng } = ctx
  const horizon = rng.range(560, 640)
  const cam = aim([0, 0, 8], 9, rng.jitter(0.15), rng.range(1150, 1250), horizon, 1.65)
  let out = backdrop(ctx, horizon, { treeHeight: 85 })
  for (let i = 0; i < 6; i++)
    out += treeAt(ctx, cam, [rng.range(-16, 16), 0, rng.range(22, 34)], rng.range(9, 15), {
      kind: rng.pick(['round', 'oval', 'conifer'] as const),
    })
  out += lawnStripes(ctx, cam, -12, 12, 6, 22, 1)
  out += hedge(ctx, cam, -14, 22, 14, 22.8, 1.8)
  for (const x of [-7, -3.5, 4, 7.5]) {
    const p = cam.project([x, 0, 20.5])
    const s = cam.ppm([x, 0, 20.5])
    out += bush(ctx, p[0], p[1], s * 1.6, s * 1.3, {
      flowers: rng.chance(0.5) ? rng.pick(['#f2f2f2', '#d85a7a', '#9a70c8']) : undefined,
    })
  }
  const wood = rng.chance(0.5)
  const tz1 = rng.range(5.2, 6.2)
  if (wood) {
    const deck = rng.pick(['#9a7450', '#8a6a4a', '#a88a6a', '#7a7068'])
    out += paving(ctx, cam, -7, -4, 7, tz1, deck, [0.14, 2.4], true)
  } else {
    out += paving(
      ctx,
      cam,
      -7,
      -4,
      7,
      tz1,
      rng.pick(['#c9c2b4', '#b5b0a8', '#d2cbbd', '#8f8a84']),
      [0.6, 0.6],
    )
  }
  const st = stage(ctx, cam)
  // planters with lavender or box balls along the edge of the terrace
  const planterC = rng.pick(['#3a3d40', '#8a6a4a', '#c9c2b4'])
  const lavender = rng.chance(0.6)
  for (const [x0, x1] of [
    [-6.5, -2.2],
    [2.2, 6.5],
  ] as const) {
    out += parts(st, [{ lo: [x0, 0, tz1 - 0.5], hi: [x1, 0.45, tz1], color: planterC }])
    for (let x = x0 + 0.3; x < x1 - 0.2; x += 0.45) {
      const p = cam.project([x, 0.45, tz1 - 0.25])
      const s = cam.ppm([x, 0.45, tz1 - 0.25])
      out += bush(ctx, p[0], p[1] + s * 0.05, s * 0.5, s * (lavender ? 0.55 : 0.45), {
        flowers: lavender ? '#8a70c0' : undefined,
      })
    }
  }
  const furn = rng.pick(['#2f3134', '#e9e4da', '#8a6a4a', '#5f6b5a'])
  const tz = 3.2
  const table: Part[] = [
    { lo: [-0.9, 0.72, tz - 0.45], hi: [0.9, 0.76, tz + 0.45], color: furn, top: lighten(furn, 0.1) },
  ]
  for (const [x, z] of [
    [-0.85, tz - 0.4],
    [0.8, tz - 0.4],
    [-0.85, tz + 0.35],
    [0.8, tz + 0.35],
  ] as const)
    table.push({ lo: [x, 0, z], hi: [x + 0.05, 0.72, z + 0.05], color: shade(furn, 0.8) })
  const chair = (x: number, z: number, back: 'x-' | 'x+' | 'z+'): Part[] => {
    const seat: Part = {
      lo: [x - 0.23, 0.42, z - 0.23],
      hi: [x + 0.23, 0.46, z + 0.23],
      color: furn,
      top: lighten(furn, 0.08),
    }
    const b: Part =
      back === 'z+'
        ? { lo: [x - 0.23, 0.46, z + 0.19], hi: [x + 0.23, 0.9, z + 0.23], color: furn }
        : {
            lo: [back === 'x-' ? x - 0.23 : x + 0.19, 0.46, z - 0.23],
            hi: [back === 'x-' ? x - 0.19 : x + 0.23, 0.9, z + 0.23],
            color: furn,
          }
    const legs: Part[] = [
      [-0.2, -0.2],
      [0.17, -0.2],
      [-0.2, 0.17],
      [0.17, 0.17],
    ].map(([dx, dz]) => ({
      lo: [x + dx!, 0, z + dz!],
      hi: [x + dx! + 0.03, 0.42, z + dz! + 0.03],
      color: shade(furn, 0.8),
    }))
    return [...legs, seat, b]
  }
  out += contactShadow(st, -0.9, tz - 0.45, 0.9, tz + 0.45, 0.6)
  out += parts(st, [...chair(-0.45, tz + 0.75, 'z+'), ...chair(0.45, tz + 0.75, 'z+')])
  out += parts(st, chair(-1.25, tz, 'x-')) + parts(st, chair(1.25, tz, 'x+'))
  out += parts(st, table)
  out += vase(ctx, st, 0.2, tz, 0.76, 0.2, '#e8e4dc')
  out += parasol(ctx, cam, -1.7, tz + 0.3, rng.pick(['#efe9dc', '#c8a878', '#5f6b73', '#b85a3a']))
  for (const x of [-5.2, 5.3]) out += plant(ctx, st, x, 1.0 + rng.range(0, 1.5), rng.range(1.0, 1.4))
  return out + vignette(ctx)
}
