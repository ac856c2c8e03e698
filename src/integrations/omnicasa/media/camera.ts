// A tiny perspective camera (yaw only, no pitch, so verticals stay vertical like a shift lens)
// plus flat-shaded faces and boxes. World: x right, y up, z away from the viewer.
import { mix, shade } from './color'
import { poly, type Pt } from './svg'

export type Vec3 = readonly [number, number, number]

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export function normalize(a: Vec3): Vec3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}
export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

export class Camera {
  private readonly c: number
  private readonly s: number

  constructor(
    readonly eye: Vec3,
    readonly yaw: number,
    readonly f: number,
    readonly cx: number,
    readonly cy: number,
  ) {
    this.c = Math.cos(yaw)
    this.s = Math.sin(yaw)
  }

  /** Distance along the viewing axis. */
  depth(p: Vec3): number {
    const dx = p[0] - this.eye[0]
    const dz = p[2] - this.eye[2]
    return dx * this.s + dz * this.c
  }

  project(p: Vec3): Pt {
    const dx = p[0] - this.eye[0]
    const dy = p[1] - this.eye[1]
    const dz = p[2] - this.eye[2]
    const x = dx * this.c - dz * this.s
    const z = Math.max(0.05, dx * this.s + dz * this.c)
    return [this.cx + (this.f * x) / z, this.cy - (this.f * dy) / z]
  }

  /** Pixels per metre at a given point (for sizing strokes and details). */
  ppm(p: Vec3): number {
    return this.f / Math.max(0.05, this.depth(p))
  }

  /** Project a planar polygon, clipping it against a near plane first. */
  polygon(points: readonly Vec3[], near = 0.3): Pt[] {
    const out: Vec3[] = []
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!
      const b = points[(i + 1) % points.length]!
      const da = this.depth(a) - near
      const db = this.depth(b) - near
      if (da >= 0) out.push(a)
      if (da >= 0 !== db >= 0) {
        const t = da / (da - db)
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t])
      }
    }
    return out.map((p) => this.project(p))
  }

  /** Project a segment clipped to the near plane, or null when entirely behind it. */
  segment(a: Vec3, b: Vec3, near = 0.5): [Pt, Pt] | null {
    const da = this.depth(a) - near
    const db = this.depth(b) - near
    if (da < 0 && db < 0) return null
    const lerp = (t: number): Vec3 => [
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t,
      a[2] + (b[2] - a[2]) * t,
    ]
    const p = da < 0 ? lerp(da / (da - db)) : a
    const q = db < 0 ? lerp(da / (da - db)) : b
    return [this.project(p), this.project(q)]
  }

  faces(p: Vec3, normal: Vec3): boolean {
    return dot(normal, sub(this.eye, p)) > 0
  }
}

/** Light shared by every face of a scene: direction towards the light and colour grading. */
export interface Light {
  dir: Vec3
  /** 0 = flat overcast light, 1 = strong direct sun. */
  strength: number
  sunColor: string
  ambient: string
}

export function shadeFor(light: Light, base: string, normal: Vec3): string {
  const lambert = Math.max(0, dot(normalize(normal), light.dir))
  const sky = 0.5 + 0.5 * Math.max(0, normal[1])
  const dark = mix(shade(base, 0.58 + 0.12 * sky), light.ambient, 0.1)
  const lit = mix(shade(base, 1.08), light.sunColor, 0.12)
  const flat = mix(dark, lit, 0.55 + 0.15 * sky)
  return mix(flat, mix(dark, lit, Math.pow(lambert, 0.7)), light.strength)
}

/** A planar rectangle-ish surface: point = o + u*a + v*b (a, b in metres). */
export interface Face {
  o: Vec3
  u: Vec3
  v: Vec3
}

export function faceNormal(f: Face): Vec3 {
  return normalize(cross(f.v, f.u))
}

export function at(f: Face, a: number, b: number): Vec3 {
  return add(f.o, add(scale(f.u, a), scale(f.v, b)))
}

export function quad(cam: Camera, f: Face, a0: number, b0: number, a1: number, b1: number): Pt[] {
  return [at(f, a0, b0), at(f, a1, b0), at(f, a1, b1), at(f, a0, b1)].map((p) => cam.project(p))
}

export interface BoxStyle {
  color: string
  top?: string
  extra?: Record<string, string | number>
  /** Leave out the underside (roof slabs whose footprint sits on walls). */
  noBottom?: boolean
  /** Turns the lit colour of a face into a fill (e.g. a pattern). */
  paint?: (lit: string, normal: Vec3) => string
}

/** Axis-aligned box; draws only the faces turned towards the camera. */
export function box(cam: Camera, light: Light, lo: Vec3, hi: Vec3, style: BoxStyle): string {
  const [x0, y0, z0] = lo
  const [x1, y1, z1] = hi
  const P = (x: number, y: number, z: number) => cam.project([x, y, z])
  const list: [Vec3, Vec3, Pt[], string][] = [
    [[0, 0, -1], [x0, y0, z0], [P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)], style.color],
    [[0, 0, 1], [x0, y0, z1], [P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)], style.color],
    [[-1, 0, 0], [x0, y0, z0], [P(x0, y0, z0), P(x0, y0, z1), P(x0, y1, z1), P(x0, y1, z0)], style.color],
    [[1, 0, 0], [x1, y0, z0], [P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)], style.color],
    [
      [0, 1, 0],
      [x0, y1, z0],
      [P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)],
      style.top ?? style.color,
    ],
    [[0, -1, 0], [x0, y0, z0], [P(x0, y0, z0), P(x1, y0, z0), P(x1, y0, z1), P(x0, y0, z1)], style.color],
  ]
  let out = ''
  for (const [normal, point, points, color] of list) {
    if (!cam.faces(point, normal) || (style.noBottom && normal[1] < 0)) continue
    const lit = shadeFor(light, color, normal)
    const fill = style.paint ? style.paint(lit, normal) : lit
    out += poly(
      points,
      fill,
      style.paint
        ? style.extra
        : { stroke: lit, 'stroke-width': 0.8, 'stroke-linejoin': 'round', ...style.extra },
    )
  }
  return out
}

/** Shadow of a set of points on the ground plane (y = 0), as a projected convex polygon. */
export function groundShadow(cam: Camera, light: Light, points: readonly Vec3[]): Pt[] {
  const k = light.dir[1] > 0.05 ? 1 / light.dir[1] : 20
  const flat: [number, number][] = points.flatMap((p) => [
    [p[0], p[2]] as [number, number],
    [p[0] - p[1] * light.dir[0] * k, p[2] - p[1] * light.dir[2] * k] as [number, number],
  ])
  return hull(flat).map(([x, z]) => cam.project([x, 0, z]))
}

function hull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const crossZ = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: [number, number][] = []
  for (const q of p) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0)
      lower.pop()
    lower.push(q)
  }
  const upper: [number, number][] = []
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0)
      upper.pop()
    upper.push(q)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}
