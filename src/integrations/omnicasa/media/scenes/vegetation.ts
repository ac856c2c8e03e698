// Trees, shrubs, hedges and flowers built from many overlapping ellipses.
import { box, type Camera } from '../camera'
import { mix, shade, vary } from '../color'
import { el, ellipse, n, poly } from '../svg'
import type { Ctx } from './context'

const leaves = {
  spring: ['#6f9a3a', '#86ad48', '#9fc25a', '#5c8a34', '#b9d070'],
  summer: ['#3e6a2a', '#4c7b31', '#5d8b3a', '#2f5523', '#6b9944'],
  autumn: ['#8b6b2a', '#b3742b', '#c9923b', '#6f6a2c', '#9a4c24', '#5f6e2e'],
} as const

export function leafPalette(ctx: Ctx): readonly string[] {
  return leaves[ctx.season]
}

interface TreeOpts {
  kind?: 'round' | 'oval' | 'poplar' | 'conifer' | 'birch'
  haze?: number
  width?: number
  shadow?: boolean
}

/** A tree standing on screen point (x, base), `h` pixels tall. */
export function tree(ctx: Ctx, x: number, base: number, h: number, opts: TreeOpts = {}): string {
  const { rng, mood } = ctx
  const kind = opts.kind ?? 'round'
  const haze = opts.haze ?? 0
  const sun = mood.dir[0] >= 0 ? 1 : -1
  const fog = (c: string) => (haze > 0 ? mix(c, mood.haze, haze) : c)
  let out = ''
  if (opts.shadow !== false && mood.strength > 0.5) {
    out += ellipse(x - sun * h * 0.25, base + h * 0.015, h * 0.42, h * 0.05, '#1a2a12', {
      'fill-opacity': mood.shadowAlpha * 0.8,
    })
  }
  const trunkC = fog(kind === 'birch' ? '#d8d2c4' : '#4a3b2e')
  const tw = Math.max(2, h * (kind === 'poplar' ? 0.025 : 0.035))
  const trunkTop = base - h * (kind === 'conifer' ? 0.3 : 0.55)
  out += poly(
    [
      [x - tw, base],
      [x + tw, base],
      [x + tw * 0.5, trunkTop],
      [x - tw * 0.5, trunkTop],
    ],
    trunkC,
  )
  if (kind === 'conifer') {
    const green = fog(ctx.season === 'autumn' ? '#33502c' : '#2e5430')
    const tiers = 9
    for (let i = 0; i < tiers; i++) {
      const t = i / tiers
      const top = base - h * (0.22 + t * 0.78) - h * 0.12
      const bottom = base - h * (0.1 + t * 0.78)
      const w = h * 0.27 * (1 - t * 0.88)
      const teeth = 7
      const jag: [number, number][] = []
      for (let j = 0; j <= teeth; j++) {
        const u = j / teeth
        jag.push([x - w + 2 * w * u, bottom + (j % 2 ? -h * 0.025 : rng.range(0, h * 0.02))])
      }
      const apex: [number, number] = [x + rng.jitter(2), top]
      const left = jag.slice(0, Math.ceil(teeth / 2) + 1)
      const right = jag.slice(Math.floor(teeth / 2))
      const litSide = sun > 0 ? right : left
      const darkSide = sun > 0 ? left : right
      out += poly([apex, ...darkSide], shade(green, 0.78 + 0.1 * (1 - mood.strength)))
      out += poly([apex, ...litSide], shade(green, 1.05 + 0.15 * mood.strength))
    }
    return out
  }
  const rx = opts.width ?? (kind === 'poplar' ? h * 0.14 : kind === 'oval' ? h * 0.3 : h * 0.4)
  const ry = kind === 'poplar' ? h * 0.44 : kind === 'oval' ? h * 0.38 : h * 0.33
  const cy = base - h + ry
  if (kind !== 'poplar') {
    for (let i = 0; i < 4; i++) {
      const dx = rng.jitter(rx * 0.7)
      out += el('path', {
        d: `M${n(x)} ${n(trunkTop + h * 0.12)}Q${n(x + dx * 0.2)} ${n(cy + ry * 0.2)} ${n(x + dx)} ${n(cy - ry * 0.2)}`,
        stroke: trunkC,
        'stroke-width': tw * 0.55,
        fill: 'none',
      })
    }
  }
  out += canopy(ctx, x, cy, rx, ry, Math.max(4, Math.round(kind === 'poplar' ? 7 : 9 + h / 80)), fog)
  if (kind === 'birch') {
    for (let i = 0; i < 4; i++) {
      const y = base - rng.range(0.05, 0.5) * h
      out += el('line', {
        x1: x - tw * 0.8,
        y1: y,
        x2: x + tw * 0.3,
        y2: y + 1,
        stroke: '#2a2a2a',
        'stroke-width': 1.5,
      })
    }
  }
  return out
}

/** Leafy fill: a small tile of leaf dabs over a base tone. */
function leafFill(ctx: Ctx, color: string, size: number): string {
  const r = () => ctx.rng.float()
  const t = Math.max(24, Math.round(size))
  let s = `<rect width="${n(t)}" height="${n(t)}" fill="${color}"/>`
  for (let i = 0; i < 14; i++) {
    const c = shade(vary(color, 0.06, r), r() < 0.5 ? 0.86 : 1.14)
    s += ellipse(r() * t, r() * t, t * (0.06 + r() * 0.07), t * (0.04 + r() * 0.05), c)
  }
  return ctx.defs.pattern(t, t, s)
}

/** Foliage mass made of clusters, each with a shadow, body and sunlit top, and ragged edges. */
export function canopy(
  ctx: Ctx,
  x: number,
  cy: number,
  rx: number,
  ry: number,
  clusters: number,
  fog: (c: string) => string = (c) => c,
): string {
  const { rng, mood } = ctx
  const sun = mood.dir[0] >= 0 ? 1 : -1
  const base = rng.pick(leafPalette(ctx))
  const k = mood.strength
  const leaf = Math.max(10, Math.min(rx, ry) * 0.18)
  const darkC = fog(shade(base, 0.55 + 0.2 * (1 - k)))
  const midC = fog(shade(base, 0.85))
  const lightC = fog(mix(shade(base, 1.1 + 0.12 * k), mood.sunColor, 0.15 * k))
  // leafy texture only on the large masses: every pattern use costs render time
  const textured = Math.max(rx, ry) > 40
  const dark = textured ? leafFill(ctx, darkC, leaf) : darkC
  const mid = textured ? leafFill(ctx, midC, leaf) : midC
  const r = () => rng.float()
  const parts: [number, number, number][] = []
  for (let i = 0; i < clusters; i++) {
    const a = (i / clusters) * Math.PI * 2 + rng.jitter(0.4)
    const d = i === 0 ? 0 : rng.range(0.35, 0.7)
    parts.push([x + Math.cos(a) * d * rx, cy + Math.sin(a) * d * ry, Math.min(rx, ry) * rng.range(0.42, 0.6)])
  }
  parts.sort((p, q) => p[1] - q[1])
  let out = ellipse(x, cy + ry * 0.05, rx * 0.92, ry * 0.92, dark)
  for (const [px, py, rr] of parts) {
    out += ellipse(px, py, rr * 1.05, rr * 0.95, dark)
    for (let j = 0; j < 5; j++) {
      const a = rng.range(0, Math.PI * 2)
      out += ellipse(
        px + Math.cos(a) * rr * 0.9,
        py + Math.sin(a) * rr * 0.8,
        rr * rng.range(0.22, 0.35),
        rr * rng.range(0.18, 0.3),
        vary(j < 2 ? darkC : midC, 0.05, r),
      )
    }
    for (let j = 0; j < 4; j++) {
      out += ellipse(
        px + sun * rr * 0.12 + rng.jitter(rr * 0.32),
        py - rr * 0.12 + rng.jitter(rr * 0.25),
        rr * rng.range(0.42, 0.58),
        rr * rng.range(0.36, 0.5),
        j === 0 ? mid : vary(midC, 0.05, r),
      )
    }
    for (let j = 0; j < 4; j++) {
      out += ellipse(
        px + sun * rr * 0.34 + rng.jitter(rr * 0.25),
        py - rr * 0.36 + rng.jitter(rr * 0.18),
        rr * rng.range(0.18, 0.3),
        rr * rng.range(0.15, 0.25),
        vary(lightC, 0.06, r),
      )
    }
  }
  return out
}

/** Rounded shrub standing on (x, base). */
export function bush(
  ctx: Ctx,
  x: number,
  base: number,
  w: number,
  h: number,
  opts: { flowers?: string; haze?: number } = {},
): string {
  const { rng, mood } = ctx
  const sun = mood.dir[0] >= 0 ? 1 : -1
  const fog = (c: string) => (opts.haze ? mix(c, mood.haze, opts.haze) : c)
  const r = () => rng.float()
  let out = ellipse(x - sun * w * 0.15, base, w * 0.62, h * 0.1, '#1c2a14', {
    'fill-opacity': 0.25 + 0.2 * mood.strength,
  })
  out += canopy(ctx, x, base - h * 0.45, w / 2, h * 0.48, 4, fog)
  if (opts.flowers) {
    for (let i = 0; i < 26; i++) {
      const dx = rng.jitter(w * 0.42)
      const dy = -rng.range(0.2, 0.9) * h * (1 - (Math.abs(dx) / w) * 0.8)
      const s = Math.max(1.5, w * 0.025)
      out += ellipse(x + dx, base + dy, s, s * 0.85, fog(vary(opts.flowers, 0.1, r)))
    }
  }
  return out
}

/** Trimmed hedge as a perspective box, with a leafy texture and a soft top edge. */
export function hedge(
  ctx: Ctx,
  cam: Camera,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  height: number,
): string {
  const pal = leafPalette(ctx)
  const green = ctx.season === 'autumn' ? '#55702e' : mix(pal[1] ?? '#4c7b31', '#2f5523', 0.35)
  const leaf = Math.max(8, cam.ppm([x0, height, Math.min(z0, z1)]) * 0.12)
  let out = box(
    cam,
    ctx.mood,
    [Math.min(x0, x1), 0, Math.min(z0, z1)],
    [Math.max(x0, x1), height, Math.max(z0, z1)],
    {
      color: green,
      top: shade(green, 1.12),
      paint: (lit) => leafFill(ctx, lit, leaf),
    },
  )
  const steps = 30
  const r = () => ctx.rng.float()
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const p: [number, number, number] = [x0 + (x1 - x0) * t, height, Math.min(z0, z1)]
    const q = cam.project(p)
    const s = cam.ppm(p) * 0.09
    out += ellipse(
      q[0],
      q[1] + s * 0.3,
      s * 1.7,
      s,
      shade(vary(green, 0.08, r), 1.05 + 0.1 * ctx.mood.strength),
    )
  }
  return out
}

/** A row of small flowers along a screen-space line. */
export function flowerRow(ctx: Ctx, x0: number, y0: number, x1: number, y1: number, size: number): string {
  const { rng } = ctx
  const colors =
    ctx.season === 'autumn'
      ? ['#c0562a', '#d8a030', '#8a3a5a']
      : ['#d94f6a', '#f2f0f0', '#f0c23c', '#8a6ac8', '#e86a3a']
  const pal = leafPalette(ctx)
  let out = ''
  const count = Math.round(Math.hypot(x1 - x0, y1 - y0) / (size * 0.8))
  for (let i = 0; i < count; i++) {
    const t = rng.float()
    const x = x0 + (x1 - x0) * t
    const y = y0 + (y1 - y0) * t
    out += ellipse(x, y - rng.range(0, size), size * 0.9, size * 0.6, rng.pick(pal))
  }
  for (let i = 0; i < count; i++) {
    const t = rng.float()
    out += ellipse(
      x0 + (x1 - x0) * t,
      y0 + (y1 - y0) * t - rng.range(size * 0.4, size * 1.6),
      size * 0.35,
      size * 0.35,
      rng.pick(colors),
    )
  }
  return out
}
