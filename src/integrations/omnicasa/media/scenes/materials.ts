// Screen-space patterns (identity transform, integer tile: the fast path in librsvg) and roof kinds.
import { shade, vary } from '../color'
import { rect } from '../svg'
import type { Ctx } from './context'

export type RoofKind = 'pantile' | 'slate' | 'flat-tile' | 'thatch'

/** Screen-space lawn texture: fine blades over a base colour. */
export function grassFill(ctx: Ctx, color: string, size = 1): string {
  const r = () => ctx.rng.float()
  const t = Math.round(60 * size)
  let s = rect(0, 0, t, t, color)
  for (let i = 0; i < 40; i++) {
    const x = r() * t
    const y = r() * t
    s += rect(x, y, 1.2 * size, (2 + r() * 4) * size, vary(shade(color, r() < 0.5 ? 0.85 : 1.12), 0.05, r))
  }
  return ctx.defs.pattern(t, t, s)
}
