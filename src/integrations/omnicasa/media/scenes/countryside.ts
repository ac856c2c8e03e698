// Flemish countryside panorama: patchwork fields, hedgerows, poplars, a village spire.
import { Camera } from '../camera'
import { mix, shade } from '../color'
import { ellipse, H, line, n, poly, rect, W } from '../svg'
import type { Ctx } from './context'
import { hazy, treeAt } from './exterior'
import { sky, vignette } from './sky'
import { tree } from './vegetation'

export function viewCountryside(ctx: Ctx): string {
  const { rng, mood, season } = ctx
  const horizon = rng.range(430, 520)
  const cam = new Camera([0, rng.range(14, 22), 0], rng.jitter(0.2), 1300, 960, horizon)
  let out = sky(ctx, horizon)
  // distant hills, hazier with distance
  for (let layer = 0; layer < 3; layer++) {
    const base = horizon + 2 + layer * 6
    const c = hazy(ctx, layer === 0 ? '#7a9a68' : layer === 1 ? '#6f9060' : '#5f8452', 0.62 - layer * 0.18)
    let d = `M0 ${n(base)}`
    const amp = rng.range(10, 30)
    const ph = rng.range(0, 6)
    for (let x = 0; x <= W; x += 40)
      d += `L${x} ${n(base - amp * (0.6 + 0.4 * Math.sin(x * 0.003 + ph + layer)) - 6)}`
    out += `<path d="${d}L${W} ${H}L0 ${H}Z" fill="${c}"/>`
  }
  // village with church spire on the horizon
  const cx = rng.range(300, 1600)
  const cy = horizon - 4
  const stone = hazy(ctx, '#9a8e80', 0.5)
  out +=
    rect(cx - 10, cy - 45, 20, 45, stone) +
    poly(
      [
        [cx - 12, cy - 45],
        [cx, cy - 100],
        [cx + 12, cy - 45],
      ],
      hazy(ctx, '#4a4e56', 0.5),
    )
  for (let i = 0; i < 6; i++) {
    const hx = cx + 20 + i * 26 + rng.jitter(6)
    out +=
      rect(hx, cy - 16, 22, 16, hazy(ctx, '#b8a898', 0.5)) +
      poly(
        [
          [hx - 2, cy - 16],
          [hx + 11, cy - 28],
          [hx + 24, cy - 16],
        ],
        hazy(ctx, '#9a4a3a', 0.5),
      )
  }
  // patchwork of fields with hedgerows, in perspective
  const crops =
    season === 'autumn'
      ? ['#b8a060', '#8a7a48', '#a0a858', '#6a5040', '#c8b070', '#7a9a50']
      : season === 'spring'
        ? ['#8ab850', '#a8c860', '#6a9a40', '#e8d840', '#7aa848', '#8a6a4a']
        : ['#7aa848', '#d8c060', '#6a9a40', '#a8b850', '#e0c878', '#5f8c3a']
  let z0 = 25
  const hedges: [number, number, number][] = []
  while (z0 < 1500) {
    const z1 = z0 * rng.range(1.35, 1.7)
    let x = -z1 * 1.6
    while (x < z1 * 1.6) {
      const wdt = rng.range(40, 140) * (z0 / 60 + 0.6)
      const crop = rng.pick(crops)
      const fog = Math.min(0.55, z0 / 1800)
      const c = hazy(ctx, crop, fog)
      out += poly(
        cam.polygon(
          [
            [x, 0, z0],
            [x + wdt, 0, z0],
            [x + wdt, 0, z1],
            [x, 0, z1],
          ],
          1,
        ),
        c,
      )
      if (z0 < 200 && rng.chance(0.6)) {
        let d = ''
        for (let k = x + 2; k < x + wdt; k += 2.5) {
          const sg = cam.segment([k, 0, z0], [k, 0, z1])
          if (sg) d += `M${n(sg[0][0])} ${n(sg[0][1])}L${n(sg[1][0])} ${n(sg[1][1])}`
        }
        out += `<path d="${d}" stroke="${shade(c, 0.85)}" stroke-width="1.2" fill="none"/>`
      }
      if (rng.chance(0.5)) hedges.push([x, z0, z1])
      x += wdt
    }
    hedges.push([Number.NaN, z0, z1])
    z0 = z1
  }
  // hedgerows along field edges: green bands lying on the ground
  const hedgeC = season === 'autumn' ? '#5a5a30' : '#3f5f30'
  for (const [x, za, zb] of hedges) {
    const fog = Math.min(0.55, za / 1800)
    const c = hazy(ctx, hedgeC, fog)
    if (Number.isNaN(x)) {
      const x0 = rng.range(-za, za * 0.5)
      out += poly(
        cam.polygon(
          [
            [x0, 0, za - 1],
            [x0 + za * rng.range(0.3, 1), 0, za - 1],
            [x0 + za, 0, za + 1.2],
            [x0, 0, za + 1.2],
          ],
          1,
        ),
        c,
      )
      continue
    }
    out += poly(
      cam.polygon(
        [
          [x - 1, 0, za],
          [x + 1, 0, za],
          [x + 1, 0, zb],
          [x - 1, 0, zb],
        ],
        1,
      ),
      c,
    )
  }
  // a farmstead and a lane of poplars
  const fx = rng.range(-60, 60)
  const fz = rng.range(180, 260)
  const fp = cam.project([fx, 0, fz])
  const fs = cam.ppm([fx, 0, fz])
  const farmFog = Math.min(0.5, fz / 1000)
  out += treeAt(ctx, cam, [fx - 18, 0, fz + 8], 14, { shadow: false, haze: farmFog })
  out +=
    rect(fp[0] - fs * 8, fp[1] - fs * 4, fs * 16, fs * 4, hazy(ctx, '#f0ece2', farmFog)) +
    poly(
      [
        [fp[0] - fs * 8.5, fp[1] - fs * 4],
        [fp[0], fp[1] - fs * 9],
        [fp[0] + fs * 8.5, fp[1] - fs * 4],
      ],
      hazy(ctx, '#a84e32', farmFog),
    )
  out +=
    rect(fp[0] + fs * 9, fp[1] - fs * 6, fs * 14, fs * 6, hazy(ctx, '#6a4a38', farmFog)) +
    poly(
      [
        [fp[0] + fs * 8.5, fp[1] - fs * 6],
        [fp[0] + fs * 16, fp[1] - fs * 10],
        [fp[0] + fs * 23.5, fp[1] - fs * 6],
      ],
      hazy(ctx, '#3a3d42', farmFog),
    )
  const lz = 420 + rng.range(0, 120)
  const lx0 = rng.range(-lz * 0.8, 0)
  for (let x = lx0; x < lx0 + lz * 0.7; x += lz * 0.03) {
    const p = cam.project([x, 0, lz])
    if (p[0] < -50 || p[0] > W + 50) continue
    out += tree(ctx, p[0], p[1], cam.ppm([x, 0, lz]) * 22, {
      kind: 'poplar',
      haze: Math.min(0.5, lz / 1000),
      shadow: false,
    })
  }
  for (let i = 0; i < 4; i++)
    out += treeAt(ctx, cam, [rng.range(-50, 50), 0, rng.range(60, 120)], rng.range(9, 13), {
      kind: rng.pick(['round', 'oval'] as const),
      shadow: false,
      haze: 0.05,
    })
  // grazing cows on the nearest pasture
  const cows = rng.int(3, 7)
  const herdX = rng.range(-20, 20)
  for (let i = 0; i < cows; i++) {
    const p = cam.project([herdX + rng.range(-12, 12), 0, rng.range(35, 60)])
    const s = cam.ppm([0, 0, 45]) * 0.7
    out +=
      ellipse(p[0], p[1] - s * 1.0, s * 1.1, s * 0.55, '#f2f0ea') +
      ellipse(p[0] - s * 0.3, p[1] - s * 1.1, s * 0.4, s * 0.3, '#2a2624') +
      ellipse(p[0] + s * 1.1, p[1] - s * 1.2, s * 0.35, s * 0.28, '#2a2624')
    out +=
      line([p[0] - s * 0.7, p[1] - s * 0.7], [p[0] - s * 0.7, p[1]], '#3a3430', Math.max(1, s * 0.15)) +
      line([p[0] + s * 0.7, p[1] - s * 0.7], [p[0] + s * 0.7, p[1]], '#3a3430', Math.max(1, s * 0.15))
  }
  // foreground: balcony-level garden edge with a low hedge and grasses
  const fy = H - rng.range(90, 150)
  const wood = mix('#8a6a4a', mood.sunColor, 0.1)
  out += rect(0, fy, W, H - fy, hazy(ctx, '#4f6f3a', 0))
  for (let x = -20; x < W + 20; x += 26)
    out += ellipse(x + rng.jitter(6), fy + rng.jitter(4), 34, 22, shade('#4f7a3a', rng.range(0.8, 1.15)))
  for (let x = 60; x < W; x += 320) out += rect(x, fy - 30, 16, H - fy + 30, shade(wood, 0.85))
  out += rect(0, fy - 16, W, 12, wood)
  return out + vignette(ctx, 0.22)
}
