// Whitewashed Flemish farm cottage ("fermette").
import { type Camera } from '../camera'
import { shade } from '../color'
import { line, poly } from '../svg'
import { type Box3, type Material } from './building'
import type { Ctx } from './context'
import { aim, backdrop, groundRect, lawnStripes, paving, treeAt } from './exterior'
import { houseCols, pitchedHouse } from './facades'
import { type WindowStyle } from './openings'
import { type RoofSpec } from './roof'
import { vignette } from './sky'
import { bush } from './vegetation'

/** Whitewashed Flemish farm cottage ("fermette"): low walls, steep roof, tarred plinth, shutters. */
export function facadeCottage(ctx: Ctx): string {
  const { rng } = ctx
  const w = rng.range(11, 14)
  const d = rng.range(6.5, 7.5)
  const b: Box3 = { x0: -w / 2, x1: w / 2, z0: 0, z1: d, h: 2.7 }
  const thatch = rng.chance(0.35)
  const spec: RoofSpec = {
    type: 'gable-x',
    pitch: rng.range(0.85, 0.95),
    overhang: thatch ? 0.5 : 0.3,
    color: thatch
      ? rng.pick(['#8a7248', '#7a6440', '#96804f'])
      : rng.pick(['#a84e32', '#9a4430', '#b8643e', '#2f3135']),
    kind: thatch ? 'thatch' : 'pantile',
  }
  const horizon = rng.range(830, 880)
  const yaw = rng.sign() * rng.range(0.3, 0.45)
  const cam = aim([0, 0, d / 2], rng.range(17, 19), yaw, rng.range(1450, 1550), horizon)
  const shutter = rng.pick(['#2f5a3c', '#1f2a24', '#6a2a24', '#3a5a6a'])
  const win: WindowStyle = {
    frame: '#f3f1ec',
    bars: 'grid',
    sill: '#e9e6de',
    shutters: rng.chance(0.75) ? shutter : undefined,
  }
  let out = backdrop(ctx, horizon, { treeHeight: 90 })
  const side = Math.sign(yaw)
  for (let i = 0; i < 6; i++)
    out += treeAt(ctx, cam, [side * (w / 2 + 8 + i * 5), 0, d + 25 + i * 2], 18, { kind: 'poplar' })
  out += treeAt(ctx, cam, [-side * (w / 2 + 3), 0, d + 4], rng.range(10, 13))
  out += lawnStripes(ctx, cam, -30, 30, -12, -0.8, 1.1)
  const gravel = rng.pick(['#c8bca4', '#b9ad95'])
  const dc = Math.floor(houseCols(b) / 2)
  const px = b.x0 + (w / houseCols(b)) * (dc + 0.5)
  out += paving(ctx, cam, px - 0.8, -12, px + 0.8, 0, gravel, [0.8, 0.4])
  out += poly(groundRect(cam, b.x0 - 0.3, -1, b.x1 + 0.3, 0), '#4e3d2e')
  const mat: Material = {
    kind: 'brick',
    color: rng.pick(['#f2efe6', '#ece8dc', '#f5f2ea']),
    mortar: '#e4e0d6',
  }
  out += pitchedHouse(ctx, cam, {
    b,
    roof: spec,
    mat,
    win,
    doorColor: rng.chance(0.5) ? shutter : '#f0eee8',
    doorCol: dc,
    floors: 0,
    plinth: '#1e1f22',
  })
  for (let i = 0; i < 7; i++) {
    const x = b.x0 + 0.6 + (w - 1.2) * (i / 6)
    if (Math.abs(x - px) < 1.3) continue
    const p = cam.project([x, 0, -0.5])
    const s = cam.ppm([x, 0, -0.5])
    out += bush(ctx, p[0], p[1], s * rng.range(0.7, 1.1), s * rng.range(0.6, 1.0), {
      flowers: rng.pick(['#e8e4f0', '#d85a7a', '#f0c850', '#9a70c8', '#f2f2f2']),
    })
  }
  out += picketFence(ctx, cam, -16, 16, -5.5, [px - 1.2, px + 1.2])
  out += treeAt(ctx, cam, [side * (w / 2 + 2.5), 0, -3], rng.range(4.5, 5.5), {
    kind: 'round',
    width: undefined,
  })
  return out + vignette(ctx)
}
/** White picket fence along z, with a gap (x range) for the gate. */
function picketFence(
  ctx: Ctx,
  cam: Camera,
  x0: number,
  x1: number,
  z: number,
  gap: [number, number],
): string {
  const white = ctx.mood.time === 'golden' ? '#f4e4cc' : '#f2f2ee'
  let out = ''
  for (let x = x0; x <= x1; x += 0.14) {
    if (x > gap[0] && x < gap[1]) continue
    const a = cam.project([x, 0, z])
    const b = cam.project([x, 0.8, z])
    const wdt = cam.ppm([x, 0, z]) * 0.075
    out += poly(
      [
        [a[0] - wdt / 2, a[1]],
        [a[0] + wdt / 2, a[1]],
        [b[0] + wdt / 2, b[1] + wdt * 0.6],
        [b[0], b[1]],
        [b[0] - wdt / 2, b[1] + wdt * 0.6],
      ],
      shade(white, (x * 7) % 2 > 1 ? 0.97 : 1),
    )
  }
  for (const y of [0.25, 0.62]) {
    for (const [s, e] of [
      [x0, gap[0]],
      [gap[1], x1],
    ] as const) {
      out += line(
        cam.project([s, y, z + 0.02]),
        cam.project([e, y, z + 0.02]),
        shade(white, 0.8),
        Math.max(1.5, cam.ppm([0, 0, z]) * 0.04),
      )
    }
  }
  return out
}
