// Hex colour arithmetic for shading and tinting.

type Rgb = [number, number, number]

function parse(hex: string): Rgb {
  const h = hex.startsWith('#') ? hex.slice(1) : hex
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h
  const v = Number.parseInt(full, 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function format([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a)
  const y = parse(b)
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Multiply brightness (factor < 1 darkens, > 1 brightens). */
export function shade(color: string, factor: number): string {
  const [r, g, b] = parse(color)
  return format([r * factor, g * factor, b * factor])
}

export function lighten(color: string, t: number): string {
  return mix(color, '#ffffff', t)
}

/** Random small variation of a colour, used for bricks, leaves, planks. */
export function vary(color: string, amount: number, r: () => number): string {
  const [red, g, b] = parse(color)
  const k = 1 + (r() * 2 - 1) * amount
  const hue = (r() * 2 - 1) * amount * 40
  return format([red * k + hue, g * k, b * k - hue])
}
