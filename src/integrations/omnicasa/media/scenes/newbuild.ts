// New-build residential project with a tower crane and site fence.
import { type Camera, type Face, quad } from '../camera'
import { shade } from '../color'
import { line, poly } from '../svg'
import { balcony, flat } from './apartment'
import { type Box3, buildingShadow, type Material, volume } from './building'
import type { Ctx } from './context'
import { aim, backdrop, brickColors, paving, treeAt } from './exterior'
import { windowAt, type WindowStyle } from './openings'
import { vignette } from './sky'
import { bush } from './vegetation'

/** Lattice tower crane: mast, jib, counter-jib, cab and hook. */
function crane(
  ctx: Ctx,
  cam: Camera,
  x: number,
  z: number,
  height: number,
  jib: number,
  dir: 1 | -1,
): string {
  const col = shade(
    ctx.rng.pick(['#e8b41e', '#e0a21a', '#d9482a']),
    ctx.mood.time === 'overcast' ? 0.9 : 1.05,
  )
  const s = cam.ppm([x, height, z])
  const w = Math.max(3, s * 0.12)
  const m0 = cam.project([x - 0.8, 0, z])
  const m1 = cam.project([x + 0.8, 0, z])
  const t0 = cam.project([x - 0.8, height, z])
  const t1 = cam.project([x + 0.8, height, z])
  let out = line(m0, t0, col, w) + line(m1, t1, col, w)
  for (let y = 0; y < height; y += 1.6) {
    out += line(cam.project([x - 0.8, y, z]), cam.project([x + 0.8, y + 1.6, z]), col, w * 0.5)
    out += line(cam.project([x - 0.8, y + 1.6, z]), cam.project([x + 0.8, y + 1.6, z]), col, w * 0.5)
  }
  const top = height + 1.2
  const jibEnd = cam.project([x + dir * jib, height + 0.6, z])
  const back = cam.project([x - dir * jib * 0.3, height + 0.6, z])
  const apex = cam.project([x, height + 5, z])
  out += poly([cam.project([x - 0.8, height, z]), cam.project([x + 0.8, height, z]), apex], 'none', {
    stroke: col,
    'stroke-width': w * 0.6,
  })
  out +=
    line(back, jibEnd, col, w * 1.4) +
    line(
      cam.project([x - dir * jib * 0.3, height + 1.4, z]),
      cam.project([x + dir * jib, height + 1.2, z]),
      col,
      w * 0.9,
    ) +
    line(cam.project([x, top - 0.6, z]), jibEnd, col, w * 0.4) +
    line(apex, jibEnd, shade(col, 0.7), w * 0.25) +
    line(apex, back, shade(col, 0.7), w * 0.25)
  for (let d = 0; d < jib; d += 1.8)
    out += line(
      cam.project([x + dir * d, height + 0.2, z]),
      cam.project([x + dir * (d + 0.9), height + 1.0, z]),
      col,
      w * 0.35,
    )
  out += poly(
    cam.polygon([
      [x - dir * jib * 0.3, height - 1.5, z],
      [x - dir * jib * 0.18, height - 1.5, z],
      [x - dir * jib * 0.18, height + 0.4, z],
      [x - dir * jib * 0.3, height + 0.4, z],
    ]),
    '#6a6e72',
  )
  out += poly(
    cam.polygon([
      [x + dir * 0.8, height - 1.6, z],
      [x + dir * 2.6, height - 1.6, z],
      [x + dir * 2.6, height + 0.3, z],
      [x + dir * 0.8, height + 0.3, z],
    ]),
    '#eeeeea',
  )
  const hookX = x + dir * jib * 0.62
  out += line(
    cam.project([hookX, height + 0.4, z]),
    cam.project([hookX, height * 0.55, z]),
    '#2a2a2a',
    Math.max(1, w * 0.2),
  )
  return out
}
/** Construction-site mesh fence (Heras panels) along z. */
function siteFence(cam: Camera, x0: number, x1: number, z: number): string {
  let out = ''
  for (let x = x0; x < x1; x += 3.5) {
    const p = [
      cam.project([x, 0.1, z]),
      cam.project([x + 3.4, 0.1, z]),
      cam.project([x + 3.4, 2.0, z]),
      cam.project([x, 2.0, z]),
    ]
    out += poly(p, 'none', { stroke: '#b7bcc0', 'stroke-width': 3 })
    for (let t = 0.2; t < 3.4; t += 0.2)
      out += line(cam.project([x + t, 0.1, z]), cam.project([x + t, 2.0, z]), '#b7bcc0', 1, {
        'stroke-opacity': 0.55,
      })
    for (let y = 0.3; y < 2; y += 0.3)
      out += line(cam.project([x, y, z]), cam.project([x + 3.4, y, z]), '#b7bcc0', 1, {
        'stroke-opacity': 0.45,
      })
    out += poly(
      cam.polygon([
        [x - 0.3, 0, z - 0.15],
        [x + 0.3, 0, z - 0.15],
        [x + 0.3, 0.15, z - 0.15],
        [x - 0.3, 0.15, z - 0.15],
      ]),
      '#c63a2a',
    )
  }
  return out
}
export function buildingNew(ctx: Ctx): string {
  const { rng } = ctx
  const floors = rng.int(4, 5)
  const floorH = 3.05
  const w = rng.range(24, 30)
  const b: Box3 = { x0: -w / 2, x1: w / 2, z0: 0, z1: 13, h: floors * floorH }
  const pent: Box3 = { x0: b.x0 + 2.5, x1: b.x1 - 2.5, z0: 2, z1: 11, h: b.h + 3.0, y0: b.h }
  const horizon = rng.range(900, 960)
  const yaw = rng.sign() * rng.range(0.3, 0.45)
  const cam = aim([0, 0, 5], rng.range(30, 33), yaw, rng.range(1150, 1250), horizon)
  const mat: Material = {
    kind: 'brick',
    color: rng.pick([...brickColors.slice(4), '#c9b9a0', '#3e3835', '#a09080']),
    mortar: '#8a8580',
  }
  const win: WindowStyle = { frame: '#2a2d31', bars: 'none' }
  let out = backdrop(ctx, horizon, { treeHeight: 55 })
  out += crane(
    ctx,
    cam,
    -Math.sign(yaw) * rng.range(14, 22),
    28,
    b.h + rng.range(14, 20),
    rng.range(26, 34),
    Math.sign(yaw) > 0 ? 1 : -1,
  )
  out += paving(ctx, cam, -40, -9, 40, 0, '#bdb7ad', [0.3, 0.3])
  out += buildingShadow(ctx, cam, b, b.h + 3)
  const bays = Math.round(w / 3.4)
  out += volume(ctx, cam, b, mat, flat('#3a3d41', 0.05), (face: Face, name, width) => {
    let s = ''
    const n = name === 'front' ? bays : 3
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < n; c++) {
        const bw = width / n
        const tall = f === 0 ? 2.7 : 2.3
        s += windowAt(
          ctx,
          cam,
          face,
          c * bw + bw * 0.22,
          f * floorH + (f === 0 ? 0.05 : 0.35),
          bw * 0.56,
          tall,
          { ...win, glow: ctx.mood.time === 'golden' && rng.chance(0.25) },
        )
        if (f > 0)
          s += poly(
            quad(cam, face, c * bw + bw * 0.2, f * floorH + 0.35, c * bw + bw * 0.8, f * floorH + 1.35),
            '#2a2d31',
            { 'fill-opacity': 0.35 },
          )
      }
    }
    return s
  })
  for (let f = floors - 1; f >= 1; f--) {
    for (let c = 1; c < bays; c += 2) {
      const bw = (b.x1 - b.x0) / bays
      const x = b.x0 + c * bw
      out += balcony(ctx, cam, { ...b, x0: x - 0.05, x1: x + bw + 0.65 }, f * floorH, 1.3)
    }
  }
  out += volume(
    ctx,
    cam,
    pent,
    { kind: 'boards', color: '#4a4c50', vertical: true },
    flat('#2e3134', 0.5),
    (face: Face, _n, width) => windowAt(ctx, cam, face, 0.8, 0.1, width - 1.6, 2.5, { ...win, bars: 'grid' }),
  )
  for (let x = b.x0 + 2; x < b.x1; x += 6) {
    const p = cam.project([x, 0, -3])
    out += treeAt(ctx, cam, [x, 0, -3], 4.5, { kind: 'oval', width: cam.ppm([x, 0, -3]) * 1.1 })
    out += bush(
      ctx,
      p[0] + cam.ppm([x, 0, -3]) * 2.5,
      p[1],
      cam.ppm([x, 0, -3]) * 1.5,
      cam.ppm([x, 0, -3]) * 0.7,
    )
  }
  out += siteFence(cam, -40, 40, -12)
  return out + vignette(ctx)
}
