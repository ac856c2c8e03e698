// Minimal SVG string builders. Numbers are rounded to one decimal so output is compact and stable.

export type Pt = readonly [number, number]

export const W = 1920
export const H = 1280

/** Whether the segment's bounding box touches the frame (with a small margin). */
export function onScreen(p: Pt, q: Pt, margin = 8): boolean {
  return !(
    Math.max(p[0], q[0]) < -margin ||
    Math.min(p[0], q[0]) > W + margin ||
    Math.max(p[1], q[1]) < -margin ||
    Math.min(p[1], q[1]) > H + margin
  )
}

export function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

type AttrValue = string | number | undefined

function attrs(a: Record<string, AttrValue>): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`
  }
  return out
}

export function el(tag: string, a: Record<string, AttrValue>, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`
}

export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
}

export function poly(points: readonly Pt[], fill: string, extra: Record<string, AttrValue> = {}): string {
  return el('polygon', { points: pts(points), fill, ...extra })
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
): string {
  return el('rect', { x, y, width: w, height: h, fill, ...extra })
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra })
}

export function line(
  a: Pt,
  b: Pt,
  stroke: string,
  width: number,
  extra: Record<string, AttrValue> = {},
): string {
  return el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke, 'stroke-width': width, ...extra })
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

function stops(list: readonly Stop[]): string {
  return list.map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a })).join('')
}

/** Collects <defs> entries and hands out unique ids. */
export class Defs {
  private readonly items: string[] = []
  private counter = 0

  id(prefix: string): string {
    this.counter += 1
    return `${prefix}${this.counter}`
  }

  raw(content: string): void {
    this.items.push(content)
  }

  /** Linear gradient from (x1,y1) to (x2,y2) in bounding-box units; returns a fill value. */
  linear(
    list: readonly Stop[],
    x1 = 0,
    y1 = 0,
    x2 = 0,
    y2 = 1,
    extra: Record<string, AttrValue> = {},
  ): string {
    const id = this.id('l')
    this.items.push(el('linearGradient', { id, x1, y1, x2, y2, ...extra }, stops(list)))
    return `url(#${id})`
  }

  /** Linear gradient in user space (absolute coordinates). */
  linearAbs(list: readonly Stop[], a: Pt, b: Pt): string {
    return this.linear(list, a[0], a[1], b[0], b[1], { gradientUnits: 'userSpaceOnUse' })
  }

  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, extra: Record<string, AttrValue> = {}): string {
    const id = this.id('r')
    this.items.push(el('radialGradient', { id, cx, cy, r, ...extra }, stops(list)))
    return `url(#${id})`
  }

  pattern(width: number, height: number, content: string, transform?: string): string {
    const id = this.id('p')
    this.items.push(
      el(
        'pattern',
        { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform },
        content,
      ),
    )
    return `url(#${id})`
  }

  filter(content: string, extra: Record<string, AttrValue> = {}): string {
    const id = this.id('f')
    this.items.push(el('filter', { id, ...extra }, content))
    return `url(#${id})`
  }

  clip(content: string): string {
    const id = this.id('c')
    this.items.push(el('clipPath', { id }, content))
    return `url(#${id})`
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`
  }
}
