// Contemporary cubist villa with terrace, pool and ornamental grasses.
import type { Camera, Face } from '../camera'
import { shade } from '../color'
import { ellipse, n, poly } from '../svg'
import { type Box3, buildingShadow, byDistance, type Material, volume } from './building'
import type { Ctx } from './context'
import { aim, backdrop, groundRect, lawnStripes, paving, treeAt } from './exterior'
import { windowAt, type WindowStyle } from './openings'
import { type RoofSpec } from './roof'
import { vignette } from './sky'
import { bush, hedge } from './vegetation'

const flat = (color: string, overhang = 0.25): RoofSpec => ({
  type: 'flat',
  pitch: 0,
  overhang,
  color,
  kind: 'flat-tile',
})

/** Ornamental grass clumps along a line (x0..x1 at depth z). */
export function grasses(ctx: Ctx, cam: Camera, x0: number, x1: number, z: number): string {
  const { rng } = ctx
  let out = ''
  const base = ctx.season === 'autumn' ? '#b39a62' : rng.pick(['#8c9f5e', '#9aa86a', '#7f9a58'])
  for (let x = x0; x < x1; x += rng.range(0.6, 0.9)) {
    const p = cam.project([x, 0, z])
    const s = cam.ppm([x, 0, z])
    for (let i = 0; i < 22; i++) {
      const a = -Math.PI / 2 + rng.jitter(0.75)
      const l = s * rng.range(0.45, 0.85)
      const bend = rng.jitter(s * 0.15)
      const tip: [number, number] = [p[0] + Math.cos(a) * l + bend, p[1] + Math.sin(a) * l]
      const c = shade(base, rng.range(0.75, 1.2))
      out += `<path d="M${n(p[0] + rng.jitter(s * 0.08))} ${n(p[1])}Q${n(p[0] + Math.cos(a) * l * 0.5)} ${n(p[1] + Math.sin(a) * l * 0.6)} ${n(tip[0])} ${n(tip[1])}" stroke="${c}" stroke-width="${n(Math.max(1, s * 0.018))}" fill="none"/>`
    }
  }
  return out
}

export function facadeVilla(ctx: Ctx): string {
  const { rng } = ctx
  const white = rng.pick(['#f1eee8', '#ebe7df', '#e6e2da'])
  const accent: Material = rng.pick([
    { kind: 'boards', color: rng.pick(['#6b4a32', '#3a3532', '#8a6a4a']), vertical: true },
    { kind: 'brick', color: rng.pick(['#4a403c', '#6a5a50', '#8a7a6a']), mortar: '#5a5552' },
  ] as const)
  const glowing = ctx.mood.time === 'golden' || rng.chance(0.3)
  const win: WindowStyle = { frame: '#2e3236', bars: 'none', glow: glowing }
  const A: Box3 = { x0: -7, x1: 2.5, z0: 0, z1: 9, h: 6.6 }
  const B: Box3 = { x0: 2.5, x1: 10, z0: -2.5, z1: 6, h: 3.4 }
  const horizon = rng.range(800, 860)
  const yaw = rng.sign() * rng.range(0.25, 0.42)
  const cam = aim([1.5, 0, 3], rng.range(22, 25), yaw, rng.range(1400, 1500), horizon)
  let out = backdrop(ctx, horizon)
  out += treeAt(ctx, cam, [-11, 0, 12], rng.range(13, 16))
  out += treeAt(ctx, cam, [13, 0, 11], rng.range(11, 15), {
    kind: rng.pick(['oval', 'birch', 'round'] as const),
  })
  out += lawnStripes(ctx, cam, -30, 30, -16, -0.5, 1)
  // terrace and pool in front of the living volume
  const terrace = rng.pick(['#c9c2b4', '#b5b0a8', '#d2cbbd'])
  out += paving(ctx, cam, -8, -5.5, 2.5, 0, terrace, [0.6, 0.6])
  const pool = rng.chance(0.7)
  if (pool) {
    out += poly(groundRect(cam, -7, -11, 1, -6), '#e6e2d8')
    const water = ctx.defs.linear([
      [0, '#5fb3c9'],
      [1, '#1f7f9f'],
    ])
    out += poly(groundRect(cam, -6.6, -10.6, 0.6, -6.4), water)
    for (let i = 0; i < 14; i++) {
      const p = cam.project([rng.range(-6.3, 0.3), 0, rng.range(-10.3, -6.6)])
      out += ellipse(p[0], p[1], rng.range(12, 40), rng.range(1.5, 3), '#e6fbff', { 'fill-opacity': 0.5 })
    }
  }
  out += buildingShadow(ctx, cam, A, A.h) + buildingShadow(ctx, cam, B, B.h)
  for (const b of byDistance(cam, [A, B])) {
    if (b === A) {
      out += volume(
        ctx,
        cam,
        A,
        { kind: 'render', color: white },
        flat('#d9d6d0', 0.04),
        (face: Face, name, w) => {
          if (name !== 'front') return windowAt(ctx, cam, face, w * 0.3, 3.8, w * 0.4, 1.3, win)
          return (
            windowAt(ctx, cam, face, 0.8, 0, w - 1.6, 2.7, { ...win, bars: 'grid' }) +
            windowAt(ctx, cam, face, 0.8, 3.9, w * 0.55, 1.5, win) +
            windowAt(ctx, cam, face, w * 0.55 + 1.3, 3.5, 1.1, 2.2, win)
          )
        },
      )
    } else {
      out += volume(ctx, cam, B, accent, flat('#2e3134', 0.6), (face: Face, name, w) =>
        name === 'front'
          ? windowAt(ctx, cam, face, 0.9, 0, w - 3.2, 2.6, { ...win, bars: 'mullion' })
          : windowAt(ctx, cam, face, 1.2, 0.9, 2.6, 1.5, win),
      )
    }
  }
  out += grasses(ctx, cam, -8, 2, -5.8)
  out += hedge(ctx, cam, 11.5, -12, 12.2, 8, 1.6)
  for (const x of [3.5, 6.5, 9]) {
    const p = cam.project([x, 0, -3.2])
    const s = cam.ppm([x, 0, -3.2])
    out += bush(ctx, p[0], p[1], s * 1.1, s * 0.9)
  }
  return out + vignette(ctx)
}
