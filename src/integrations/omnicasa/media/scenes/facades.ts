// Detached Belgian brick house with its front garden; the pitched-house builder is shared with the cottage.
import { box, type Camera } from '../camera'
import { ellipse, poly } from '../svg'
import { type Box3, buildingShadow, eaveShadow, type Material, plinth, wall, walls } from './building'
import type { Ctx } from './context'
import {
  aim,
  backdrop,
  brickColors,
  groundRect,
  lawnStripes,
  paving,
  pavingColor,
  roofColors,
  treeAt,
} from './exterior'
import { door, windowAt, type WindowStyle } from './openings'
import { ridgeHeight, roof, type RoofSpec } from './roof'
import { vignette } from './sky'
import { bush, flowerRow, hedge } from './vegetation'

export interface HouseOpts {
  b: Box3
  roof: RoofSpec
  mat: Material
  win: WindowStyle
  doorColor: string
  /** Column (0-based) of the front door among the front openings. */
  doorCol: number
  floors: number
  plinth?: string
}

/** Walls, openings and roof of a pitched-roof house whose front is the z0 face. */
export function pitchedHouse(ctx: Ctx, cam: Camera, o: HouseOpts): string {
  const { b, roof: spec, mat, win, rng } = { ...o, rng: ctx.rng }
  const f = walls(b)
  const w = b.x1 - b.x0
  const d = b.z1 - b.z0
  const rise = ridgeHeight(b, spec) - b.h
  const gableFront = spec.type === 'gable-z'
  const side = cam.eye[0] < b.x0 ? f.left : cam.eye[0] > b.x1 ? f.right : null
  let out = buildingShadow(ctx, cam, b, b.h + rise)
  if (side) {
    const outline: [number, number][] =
      spec.type === 'gable-x'
        ? [
            [0, 0],
            [d, 0],
            [d, b.h],
            [d / 2, b.h + rise],
            [0, b.h],
          ]
        : [
            [0, 0],
            [d, 0],
            [d, b.h],
            [0, b.h],
          ]
    out += wall(ctx, cam, side, outline, mat) + plinth(ctx, cam, side, d, o.plinth ? 0.5 : 0.35, o.plinth)
    const n = d > 8 ? 2 : 1
    for (let i = 0; i < n; i++) {
      const a = (d / (n + 1)) * (i + 1) - 0.5
      out += windowAt(ctx, cam, side, a, 0.9, 1.0, 1.4, win)
      if (o.floors > 1) out += windowAt(ctx, cam, side, a, 3.5, 1.0, 1.2, win)
      if (o.floors === 0) continue
    }
    if (spec.type === 'gable-x') out += windowAt(ctx, cam, side, d / 2 - 0.4, b.h + 0.5, 0.8, 1.0, win)
    out += eaveShadow(ctx, cam, side, 0, d, b.h, 0.5)
  }
  const frontOutline: [number, number][] = gableFront
    ? [
        [0, 0],
        [w, 0],
        [w, b.h],
        [w / 2, b.h + rise],
        [0, b.h],
      ]
    : [
        [0, 0],
        [w, 0],
        [w, b.h],
        [0, b.h],
      ]
  out +=
    wall(ctx, cam, f.front, frontOutline, mat) + plinth(ctx, cam, f.front, w, o.plinth ? 0.5 : 0.35, o.plinth)
  const cols = houseCols(b)
  const doorCol = Math.min(o.doorCol, cols - 1)
  for (let i = 0; i < cols; i++) {
    const cx = (w / cols) * (i + 0.5)
    if (i === doorCol)
      out += door(ctx, cam, f.front, cx - 0.5, 1.0, o.floors === 0 ? 2.05 : 2.3, o.doorColor, win.frame)
    else if (o.floors === 0) out += windowAt(ctx, cam, f.front, cx - 0.5, 0.8, 1.0, 1.2, win)
    else out += windowAt(ctx, cam, f.front, cx - 0.7, 0.75, 1.4, 1.65, win)
    if (o.floors > 1)
      out += windowAt(ctx, cam, f.front, cx - 0.65, 3.35, 1.3, 1.45, {
        ...win,
        curtains: rng.chance(0.4) ? '#efe9dc' : undefined,
      })
  }
  if (gableFront) out += windowAt(ctx, cam, f.front, w / 2 - 0.5, b.h + 0.45, 1.0, 1.2, win)
  else out += eaveShadow(ctx, cam, f.front, 0, w, b.h, 0.55)
  out += roof(ctx, cam, b, spec)
  // chimney straddling the ridge
  if (spec.type !== 'gable-z') {
    const inset = spec.type === 'hip' ? d / 2 + 0.8 : w * 0.2
    const cx = rng.chance(0.5) ? b.x0 + inset : b.x1 - inset
    const zc = (b.z0 + b.z1) / 2
    const yb = b.h + (zc - 0.45 - b.z0) * Math.tan(spec.pitch)
    const color = mat.kind === 'brick' ? mat.color : '#8a5040'
    out += box(cam, ctx.mood, [cx - 0.35, yb, zc - 0.45], [cx + 0.35, b.h + rise + 0.9, zc + 0.25], { color })
    out += box(
      cam,
      ctx.mood,
      [cx - 0.42, b.h + rise + 0.9, zc - 0.52],
      [cx + 0.42, b.h + rise + 1.0, zc + 0.32],
      { color: '#6b6f73' },
    )
  }
  return out
}

export const houseCols = (b: Box3) => Math.max(2, Math.round((b.x1 - b.x0) / 2.6))

function frontGarden(
  ctx: Ctx,
  cam: Camera,
  b: Box3,
  paving_: string,
  doorCol: number,
): [ground: string, planting: string] {
  const { rng } = ctx
  let out = lawnStripes(ctx, cam, -30, 30, -12, b.z0 - 0.5, 0.9)
  const dx = rng.chance(0.5) ? b.x0 + 0.2 : b.x1 - 3.6
  out += paving(ctx, cam, dx, -14, dx + 3.4, b.z0, paving_, [0.2, 0.1], true)
  const pathX = b.x0 + ((b.x1 - b.x0) / houseCols(b)) * (doorCol + 0.5)
  out += paving(ctx, cam, pathX - 0.6, -7, pathX + 0.6, b.z0, paving_, [0.4, 0.4])
  out += poly(groundRect(cam, b.x0 - 0.3, b.z0 - 1.1, b.x1 + 0.3, b.z0), '#4a3a2c')
  out += lawnShadows(ctx, cam, b)
  // boundary hedge on the far side, drawn before the house because it runs behind it
  const side = cam.eye[0] < 0 ? 1 : -1
  const hx = side * ((b.x1 - b.x0) / 2 + rng.range(4, 6))
  out += hedge(ctx, cam, hx, -1, hx + side * 0.7, b.z1 + 3, rng.range(1.2, 1.8))
  const groundWork = out
  out = ''
  for (let i = 0; i < 5; i++) {
    const x = b.x0 + ((b.x1 - b.x0) * (i + 0.5)) / 5
    if (Math.abs(x - pathX) < 1.2 || (x > dx - 0.6 && x < dx + 4)) continue
    const p = cam.project([x, 0, b.z0 - 0.7])
    const s = cam.ppm([x, 0, b.z0 - 0.7])
    out += bush(ctx, p[0], p[1], s * rng.range(0.9, 1.5), s * rng.range(0.7, 1.1), {
      flowers: rng.chance(0.4) ? rng.pick(['#e8e4f0', '#d85a7a', '#f0c850', '#9a70c8']) : undefined,
    })
  }
  const a = cam.project([b.x0 - 0.3, 0, b.z0 - 0.25])
  const c = cam.project([b.x1 + 0.3, 0, b.z0 - 0.25])
  out += flowerRow(ctx, a[0], a[1], c[0], c[1], cam.ppm([0, 0, b.z0]) * 0.1)
  return [groundWork, out]
}

/** Dappled shade of trees outside the frame, lying flat on the lawn. */
function lawnShadows(ctx: Ctx, cam: Camera, b: Box3): string {
  const { rng, mood } = ctx
  if (mood.strength < 0.5) return ''
  let out = ''
  const soft = ctx.defs.radial([
    [0, '#1f3a14', mood.shadowAlpha * 0.7],
    [0.6, '#1f3a14', mood.shadowAlpha * 0.45],
    [1, '#1f3a14', 0],
  ])
  for (let i = 0; i < 9; i++) {
    const x = rng.range(b.x0 - 12, b.x1 + 12)
    const z = rng.range(-11, -4)
    const p = cam.project([x, 0, z])
    const s = cam.ppm([x, 0, z]) * rng.range(0.8, 1.6)
    out += ellipse(p[0], p[1], s, s * 0.2, soft)
  }
  return out
}

const whiteFrames: WindowStyle = { frame: '#f3f1ec', bars: 'cross', sill: '#5c6268' }

export function facadeHouse(ctx: Ctx): string {
  const { rng } = ctx
  const w = rng.range(9, 12)
  const d = rng.range(8, 10)
  const floors = rng.chance(0.8) ? 2 : 1
  const b: Box3 = { x0: -w / 2, x1: w / 2, z0: 0, z1: d, h: floors === 2 ? 5.8 : 3.0 }
  const kind = rng.pick(['slate', 'pantile', 'pantile', 'flat-tile'] as const)
  const spec: RoofSpec = {
    type: floors === 1 ? 'gable-x' : rng.pick(['gable-x', 'gable-x', 'hip', 'gable-z'] as const),
    pitch: rng.range(0.68, 0.85),
    overhang: 0.35,
    color: rng.pick(roofColors[kind]),
    kind,
  }
  if (spec.type === 'hip') spec.pitch = 0.62
  const horizon = rng.range(820, 900)
  const yaw = rng.sign() * rng.range(0.3, 0.5)
  const cam = aim([0, 0, d / 2], rng.range(19, 22), yaw, rng.range(1450, 1600), horizon)
  const win = rng.chance(0.75) ? whiteFrames : { frame: '#34383d', bars: 'none' as const, sill: '#5c6268' }
  let out = backdrop(ctx, horizon)
  const side = Math.sign(yaw)
  out += treeAt(ctx, cam, [side * (w / 2 + 3), 0, d + 8], rng.range(13, 17))
  out += treeAt(ctx, cam, [-side * (w / 2 + 2), 0, d + 5], rng.range(10, 13), {
    kind: rng.chance(0.3) ? 'birch' : 'oval',
  })
  out += treeAt(ctx, cam, [-side * (w / 2 + 9), 0, d - 2], rng.range(8, 11), {
    kind: rng.pick(['round', 'conifer', 'oval'] as const),
  })
  const doorCol = rng.int(0, houseCols(b) - 1)
  const [groundWork, planting] = frontGarden(ctx, cam, b, pavingColor(ctx), doorCol)
  out += groundWork
  const mat: Material = { kind: 'brick', color: rng.pick(brickColors) }
  out += pitchedHouse(ctx, cam, {
    b,
    roof: spec,
    mat,
    win,
    doorColor: rng.pick(['#2f3a44', '#6a2f2a', '#3c4a3a', '#f0eee8', '#1f2226']),
    doorCol,
    floors,
  })
  out += planting
  return out + vignette(ctx)
}
