// Skies, clouds, sun glow, hazy horizons and ground planes shared by the outdoor scenes.
import { mix, shade } from '../color'
import { ellipse, H, rect, W } from '../svg'
import type { Ctx } from './context'

/** Full-width sky above `horizon` with sun glow and clouds. */
export function sky(ctx: Ctx, horizon: number, opts: { clouds?: boolean } = {}): string {
  const { defs, mood, rng } = ctx
  const top = Math.min(0, horizon - 1400)
  const fill = defs.linearAbs(
    [
      [0, mood.skyTop],
      [0.55, mix(mood.skyTop, mood.skyHorizon, 0.45)],
      [1, mood.skyHorizon],
    ],
    [0, top],
    [0, horizon + 4],
  )
  let out = rect(0, 0, W, horizon + 4, fill)
  const glowY = mood.time === 'golden' ? horizon - 120 : horizon - 700
  const glowR = mood.time === 'overcast' ? 900 : mood.time === 'golden' ? 1100 : 800
  const glow = defs.radial([
    [0, mood.time === 'golden' ? '#fff3d6' : '#ffffff', mood.time === 'overcast' ? 0.35 : 0.75],
    [0.25, mood.sunColor, mood.time === 'golden' ? 0.45 : 0.22],
    [1, mood.sunColor, 0],
  ])
  out += ellipse(mood.sunX, glowY, glowR * 1.3, glowR, glow)
  if (opts.clouds !== false) out += clouds(ctx, horizon, rng.float())
  return out
}

function clouds(ctx: Ctx, horizon: number, phase: number): string {
  const { defs, mood, rng } = ctx
  const golden = mood.time === 'golden'
  const litColor = golden ? '#ffe7c9' : '#ffffff'
  const shadeColor = mood.time === 'overcast' ? '#a9b1ba' : golden ? '#b59aa0' : '#c4cedb'
  const lit = defs.radial([
    [0, litColor, 0.95],
    [0.55, litColor, 0.75],
    [1, litColor, 0],
  ])
  const dim = defs.radial([
    [0, shadeColor, 0.7],
    [0.6, shadeColor, 0.4],
    [1, shadeColor, 0],
  ])
  let out = ''
  if (mood.time === 'overcast') {
    // layered stratus: broad soft banks, brighter towards the horizon
    for (let i = 0; i < 16; i++) {
      const y = rng.range(-60, horizon * 0.8)
      const depth = Math.max(0.15, y / Math.max(1, horizon))
      out += ellipse(
        rng.range(-200, W + 200),
        y,
        rng.range(450, 900),
        rng.range(70, 160) * (1.2 - depth * 0.6),
        i % 4 === 0 ? dim : lit,
      )
    }
    return out
  }
  const count = Math.round(3 + mood.cloudiness * 7)
  for (let c = 0; c < count; c++) {
    const x = ((phase + c / count) % 1) * (W + 600) - 300 + rng.jitter(120)
    const y = rng.range(60, Math.max(120, horizon - 160))
    const k = 0.35 + 0.75 * (1 - y / Math.max(1, horizon))
    const wdt = rng.range(180, 420) * k
    const puffs = rng.int(6, 11)
    for (let i = 0; i < puffs; i++) {
      const px = x + rng.jitter(wdt)
      out += ellipse(px, y + rng.range(5, 25) * k, rng.range(70, 140) * k, rng.range(25, 45) * k, dim)
    }
    for (let i = 0; i < puffs; i++) {
      const t = i / (puffs - 1)
      const px = x + (t - 0.5) * wdt * 1.6 + rng.jitter(30)
      const hump = Math.sin(t * Math.PI)
      out += ellipse(
        px,
        y - hump * 40 * k - rng.range(0, 20) * k,
        rng.range(60, 120) * k * (0.6 + hump * 0.6),
        rng.range(35, 70) * k * (0.6 + hump * 0.7),
        lit,
      )
    }
  }
  return out
}

/** Soft band of distant trees (and optionally roofs) sitting on the horizon line. */
export function treeLine(
  ctx: Ctx,
  horizon: number,
  opts: { height?: number; density?: number; haze?: number } = {},
): string {
  const { mood, rng, season } = ctx
  const height = opts.height ?? 60
  const hazeT = opts.haze ?? 0.45
  const base = season === 'autumn' ? '#6f6a3a' : season === 'spring' ? '#5f7f3c' : '#4a6a36'
  const col = mix(base, mood.haze, hazeT)
  const dark = shade(mix(base, mood.haze, hazeT * 0.7), 0.85)
  let out = ''
  const step = 28 / (opts.density ?? 1)
  for (let x = -40; x < W + 40; x += step + rng.range(0, step)) {
    const h = height * rng.range(0.45, 1.2) * (rng.chance(0.12) ? 1.6 : 1)
    const w = rng.range(25, 60)
    out += ellipse(x, horizon - h * 0.45, w, h * 0.6, rng.chance(0.5) ? col : dark)
  }
  return out
}

/** Ground from the horizon to the bottom of the frame. */
export function ground(ctx: Ctx, horizon: number, color: string): string {
  const { defs, mood } = ctx
  const fill = defs.linearAbs(
    [
      [0, mix(color, mood.haze, 0.45)],
      [0.25, mix(color, mood.haze, 0.12)],
      [1, shade(color, 0.85)],
    ],
    [0, horizon],
    [0, H],
  )
  return rect(0, horizon, W, H - horizon, fill)
}

export function lawnColor(ctx: Ctx): string {
  const base = ctx.season === 'spring' ? '#78a843' : ctx.season === 'summer' ? '#6a9a3c' : '#7f9444'
  return ctx.mood.time === 'golden' ? mix(base, '#c8a050', 0.15) : base
}

/** Edge darkening for a photographic finish. */
export function vignette(ctx: Ctx, strength = 0.28): string {
  const fill = ctx.defs.radial(
    [
      [0.55, '#000000', 0],
      [1, '#0b0d12', strength],
    ],
    0.5,
    0.5,
    0.75,
  )
  return rect(0, 0, W, H, fill)
}
