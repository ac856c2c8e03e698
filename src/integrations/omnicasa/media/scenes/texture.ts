// Surface textures drawn as true-perspective joint lines (bricks, tiles, boards, cladding).
// Transformed SVG patterns are slow in librsvg (general pixman path), so faces get geometry instead:
// one <path> per stroke colour plus a sprinkle of tinted bricks, with level of detail by distance.
import { at, type Camera, type Face } from '../camera'
import { mix, shade, vary } from '../color'
import { n, onScreen, poly } from '../svg'
import type { Ctx } from './context'

export type TextureKind =
  'brick' | 'boards-v' | 'boards-h' | 'metal' | 'pantile' | 'slate' | 'flat-tile' | 'thatch'

type Outline = readonly (readonly [number, number])[]

/** Intervals of `a` inside a simple polygon along the line b = const (even-odd rule). */
function spans(outline: Outline, b: number): [number, number][] {
  const xs: number[] = []
  for (let i = 0; i < outline.length; i++) {
    const [a0, b0] = outline[i]!
    const [a1, b1] = outline[(i + 1) % outline.length]!
    if (b0 === b1 || b < Math.min(b0, b1) || b >= Math.max(b0, b1)) continue
    xs.push(a0 + ((b - b0) / (b1 - b0)) * (a1 - a0))
  }
  xs.sort((p, q) => p - q)
  const out: [number, number][] = []
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i]!, xs[i + 1]!])
  return out
}

interface Spec {
  row: number
  joint: number
  stagger: boolean
  line: number
  tint: number
}

const specs: Record<TextureKind, Spec> = {
  brick: { row: 0.065, joint: 0.22, stagger: true, line: 0.012, tint: 0.18 },
  'boards-v': { row: 0, joint: 0.14, stagger: false, line: 0.012, tint: 0 },
  'boards-h': { row: 0.16, joint: 0, stagger: false, line: 0.014, tint: 0 },
  metal: { row: 0, joint: 0.25, stagger: false, line: 0.03, tint: 0 },
  pantile: { row: 0.3, joint: 0.22, stagger: false, line: 0.04, tint: 0.12 },
  slate: { row: 0.17, joint: 0.3, stagger: true, line: 0.015, tint: 0.1 },
  'flat-tile': { row: 0.25, joint: 0.32, stagger: true, line: 0.02, tint: 0.1 },
  thatch: { row: 0.45, joint: 0, stagger: false, line: 0.03, tint: 0 },
}

/** Texture overlay for a face region given by `outline` (face-local metres), over base colour `lit`. */
export function faceTexture(
  ctx: Ctx,
  cam: Camera,
  face: Face,
  outline: Outline,
  kind: TextureKind,
  lit: string,
  mortar?: string,
): string {
  const sp = specs[kind]
  const bs = outline.map((p) => p[1])
  const as = outline.map((p) => p[0])
  const b0 = Math.min(...bs)
  const b1 = Math.max(...bs)
  const centre = at(face, (Math.min(...as) + Math.max(...as)) / 2, (b0 + b1) / 2)
  const ppm = cam.ppm(centre)
  const P = (a: number, b: number) => cam.project(at(face, a, b))
  const seg = (a0: number, ba: number, a1: number, bb: number) => {
    const p = P(a0, ba)
    const q = P(a1, bb)
    return onScreen(p, q) ? `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}` : ''
  }
  const jointC = mortar ?? shade(lit, kind === 'brick' ? 1.35 : 0.62)
  const width = Math.max(0.7, ppm * sp.line)
  let rows = ''
  let joints = ''
  let light = ''
  let tints = ''
  const rnd = () => ctx.rng.float()
  const rowPx = sp.row * ppm
  // level of detail: joints only when bricks/tiles are big enough and not too numerous
  const area = (Math.max(...as) - Math.min(...as)) * (b1 - b0)
  const units = sp.row > 0 && sp.joint > 0 ? area / (sp.row * sp.joint) : 0
  const withJoints = sp.joint * ppm >= 12 && units < 4500
  const tintP = Math.min(sp.tint, 350 / Math.max(1, units))
  if (sp.row > 0 && rowPx >= 2.2) {
    let r = 0
    for (let b = b0 + sp.row; b < b1; b += sp.row, r++) {
      for (const [s0, s1] of spans(outline, b)) rows += seg(s0, b, s1, b)
      if (sp.joint > 0 && withJoints) {
        const mid = b - sp.row / 2
        const off = sp.stagger && r % 2 ? sp.joint / 2 : 0
        for (const [s0, s1] of spans(outline, mid)) {
          for (let a = Math.ceil((s0 - off) / sp.joint) * sp.joint + off; a < s1; a += sp.joint) {
            if (a <= s0) continue
            joints += seg(a, b - sp.row, a, b)
            if (tintP > 0 && rnd() < tintP && a + sp.joint < s1) {
              const q = [P(a, b - sp.row), P(a + sp.joint, b - sp.row), P(a + sp.joint, b), P(a, b)]
              if (onScreen(q[0]!, q[2]!)) tints += poly(q, vary(lit, 0.12, rnd))
            }
          }
        }
      }
    }
  }
  if (sp.row === 0 && sp.joint * ppm >= 3) {
    // vertical boards or cladding ribs
    const a0 = Math.min(...as)
    const a1 = Math.max(...as)
    for (let a = a0 + sp.joint; a < a1; a += sp.joint) {
      const top = outline.reduce((m, [pa, pb], i) => {
        const [qa, qb] = outline[(i + 1) % outline.length]!
        if ((pa - a) * (qa - a) > 0 || pa === qa) return m
        return Math.max(m, pb + ((a - pa) / (qa - pa)) * (qb - pb))
      }, b0)
      joints += seg(a, b0, a, top)
      if (kind === 'metal') light += seg(a + 0.05, b0, a + 0.05, top)
    }
  }
  if (kind === 'thatch' && ppm > 8) {
    for (let i = 0; i < 500; i++) {
      const b = b0 + rnd() * (b1 - b0)
      const sp0 = spans(outline, b)
      const s = sp0[0]
      if (!s) continue
      const a = s[0] + rnd() * (s[1] - s[0])
      joints += seg(a, b, a + (rnd() - 0.5) * 0.05, Math.min(b1, b + 0.25 + rnd() * 0.2))
    }
  }
  let out = tints
  const stroke = (d: string, c: string, w: number, o: number) =>
    d ? `<path d="${d}" stroke="${c}" stroke-width="${n(w)}" stroke-opacity="${o}" fill="none"/>` : ''
  out += stroke(
    rows,
    jointC,
    kind === 'pantile' || kind === 'thatch' ? width * 1.6 : width,
    kind === 'brick' ? 0.75 : 0.7,
  )
  out += stroke(
    joints,
    kind === 'thatch' ? shade(lit, 0.7) : jointC,
    kind === 'metal' ? width * 0.6 : kind === 'thatch' ? width * 0.4 : width * 0.8,
    kind === 'thatch' ? 0.5 : 0.65,
  )
  out += stroke(light, shade(lit, 1.25), width * 0.5, 0.7)
  return out
}

/** Base fill for a textured face: a gentle tone towards the mortar/joint colour at distance. */
export function textureBase(kind: TextureKind, lit: string, mortar: string | undefined, ppm: number): string {
  const far = Math.max(0, Math.min(1, (4 - ppm * (specs[kind].row || specs[kind].joint)) / 4))
  return mortar ? mix(lit, mortar, 0.12 * far) : lit
}
