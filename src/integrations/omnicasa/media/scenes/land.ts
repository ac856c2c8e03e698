// Building plot between neighbouring houses, staked out, with a for-sale board.
import { type Vec3 } from '../camera'
import { mix, shade } from '../color'
import { ellipse, line, n, poly } from '../svg'
import { type Box3, wall, walls } from './building'
import type { Ctx } from './context'
import { aim, backdrop, brickColors, groundRect, hazy, treeAt } from './exterior'
import { windowAt } from './openings'
import { roof } from './roof'
import { lawnColor, vignette } from './sky'
import { hedge } from './vegetation'

export function land(ctx: Ctx): string {
  const { rng } = ctx
  const horizon = rng.range(600, 680)
  const cam = aim([0, 0, 12], 14, rng.jitter(0.1), rng.range(1250, 1350), horizon, 1.65)
  const meadow = mix(lawnColor(ctx), '#a0a050', 0.25)
  let out = backdrop(ctx, horizon, { lawn: meadow, treeHeight: 75 })
  // neighbouring houses left and right of the plot
  for (const side of [-1, 1] as const) {
    const x0 = side > 0 ? 11 : -21
    const b: Box3 = { x0, x1: x0 + 10, z0: 14, z1: 22, h: 5.6 }
    const f = walls(b)
    const mat = { kind: 'brick' as const, color: rng.pick(brickColors) }
    out += wall(
      ctx,
      cam,
      f.front,
      [
        [0, 0],
        [10, 0],
        [10, 5.6],
        [0, 5.6],
      ],
      mat,
    )
    const sideFace = side > 0 ? f.left : f.right
    out += wall(
      ctx,
      cam,
      sideFace,
      [
        [0, 0],
        [8, 0],
        [8, 5.6],
        [4, 9],
        [0, 5.6],
      ],
      mat,
    )
    for (let i = 0; i < 3; i++) {
      out += windowAt(ctx, cam, f.front, 1 + i * 3.2, 0.8, 1.4, 1.5, { frame: '#f3f1ec', bars: 'cross' })
      out += windowAt(ctx, cam, f.front, 1 + i * 3.2, 3.4, 1.4, 1.3, { frame: '#f3f1ec', bars: 'cross' })
    }
    out += roof(ctx, cam, b, {
      type: 'gable-x',
      pitch: 0.7,
      overhang: 0.3,
      color: rng.pick(['#3a3d42', '#a84e32']),
      kind: 'pantile',
    })
    out += hedge(ctx, cam, side > 0 ? 9.5 : -10.5, 0, side > 0 ? 10.5 : -9.5, 26, 1.7)
  }
  for (let i = 0; i < 4; i++)
    out += treeAt(ctx, cam, [rng.range(-9, 9), 0, rng.range(30, 40)], rng.range(9, 14), {
      kind: rng.pick(['round', 'oval', 'poplar'] as const),
    })
  // rough meadow tufts and wild flowers
  let tufts = ''
  for (let i = 0; i < 260; i++) {
    const x = rng.range(-12, 12)
    const z = rng.range(1.5, 26)
    const p = cam.project([x, 0, z])
    const s = cam.ppm([x, 0, z])
    const c = shade(meadow, rng.range(0.7, 1.2))
    tufts += `<path d="M${n(p[0] - s * 0.08)} ${n(p[1])}L${n(p[0] - s * 0.02)} ${n(p[1] - s * 0.25)}L${n(p[0] + s * 0.02)} ${n(p[1])}L${n(p[0] + s * 0.1)} ${n(p[1] - s * 0.18)}L${n(p[0] + s * 0.08)} ${n(p[1])}Z" fill="${c}"/>`
    if (i % 5 === 0)
      tufts += ellipse(
        p[0],
        p[1] - s * 0.2,
        s * 0.03 + 1,
        s * 0.03 + 1,
        rng.pick(['#f4f0e0', '#f0d040', '#d85a7a']),
      )
  }
  out += tufts
  // surveyor stakes with string marking the plot
  const corners: Vec3[] = [
    [-8, 0, 4],
    [8, 0, 4],
    [8, 0, 22],
    [-8, 0, 22],
  ]
  const tops = corners.map((c): Vec3 => [c[0], 0.7, c[2]])
  for (let i = 0; i < 4; i++) {
    const a = cam.segment(tops[i]!, tops[(i + 1) % 4]!)
    if (a) out += line(a[0], a[1], '#f4f4f0', 1.5, { 'stroke-opacity': 0.8 })
  }
  for (const [i, c] of corners.entries()) {
    const p = cam.project(c)
    const t = cam.project(tops[i]!)
    const s = cam.ppm(c)
    out +=
      line(p, t, '#c8a878', Math.max(2, s * 0.05)) +
      poly(
        [
          [t[0], t[1]],
          [t[0] + s * 0.25, t[1] + s * 0.06],
          [t[0], t[1] + s * 0.12],
        ],
        '#e0402a',
      )
  }
  // "for sale" board (text rendered as bars)
  const bx = rng.sign() * rng.range(3, 5)
  const bz = 3
  const post = (x: number) =>
    line(cam.project([x, 0, bz]), cam.project([x, 2.2, bz]), '#6b5a48', cam.ppm([x, 0, bz]) * 0.08)
  out += post(bx - 0.6) + post(bx + 0.6)
  const accent = rng.pick(['#1f4e79', '#b8262e', '#2f6b4f', '#e07a1f'])
  const q = (x0: number, y0: number, x1: number, y1: number, c: string) =>
    poly(
      [
        cam.project([x0, y0, bz - 0.05]),
        cam.project([x1, y0, bz - 0.05]),
        cam.project([x1, y1, bz - 0.05]),
        cam.project([x0, y1, bz - 0.05]),
      ],
      c,
    )
  out +=
    q(bx - 0.9, 1.2, bx + 0.9, 2.3, '#fbfaf6') +
    q(bx - 0.9, 2.05, bx + 0.9, 2.3, accent) +
    q(bx - 0.75, 1.7, bx + 0.5, 1.85, hazy(ctx, '#333', 0.1)) +
    q(bx - 0.75, 1.45, bx + 0.2, 1.55, '#777') +
    q(bx - 0.9, 1.2, bx + 0.9, 1.3, accent)
  out +=
    poly(groundRect(cam, -30, -2, 30, 0.6), '#8d8a84') +
    poly(
      cam.polygon(
        [
          [-30, 0, 0.6],
          [30, 0, 0.6],
          [30, 0.12, 0.6],
          [-30, 0.12, 0.6],
        ],
        1,
      ),
      '#c9c4bb',
    )
  return out + vignette(ctx)
}
