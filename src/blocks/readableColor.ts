// A module's `colorBackground` (spec §3) comes from an editor. Only hex and rgb() values are
// accepted (they also keep arbitrary CSS out of the style attribute), and the text colour is the
// one of the site's two inks that contrasts most with it (WCAG 2.2, 1.4.3: relative luminance).

export type ReadableColor = { background: string; ink: 'light' | 'dark' }

type Rgb = [number, number, number]

// --ink of globals.css (#1b2328) and white.
const DARK_INK: Rgb = [0x1b, 0x23, 0x28]
const LIGHT_INK: Rgb = [255, 255, 255]

function parseHex(value: string): Rgb | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)
  if (!match?.[1]) return null
  const hex = match[1]
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb
}

function parseRgb(value: string): Rgb | null {
  const match = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i.exec(value)
  if (!match) return null
  const channels = match.slice(1, 4).map(Number)
  return channels.every((c) => c <= 255) ? (channels as Rgb) : null
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The colour as opaque `rgb()` and the ink to write on it; null when it is not a colour we read. */
export function readableColor(value: string | null | undefined): ReadableColor | null {
  const text = value?.trim() ?? ''
  const rgb = parseHex(text) ?? parseRgb(text)
  if (!rgb) return null
  const ink = contrastRatio(rgb, LIGHT_INK) >= contrastRatio(rgb, DARK_INK) ? 'light' : 'dark'
  return { background: `rgb(${rgb.join(' ')})`, ink }
}
