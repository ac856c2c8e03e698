import { writeFile } from 'node:fs/promises'

const WIDTH = 160

/** One-line JSON with a space after ':' and ',' (e.g. {"ID": 1, "Name": "Studio"}). */
function inline(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')}}`
}

/**
 * JSON laid out for reading and diffing: an object or array that fits on one line stays on one
 * line (a visit row, a picture), anything longer gets one member per line.
 */
export function formatJson(value: unknown, indent = ''): string {
  const flat = inline(value)
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= WIDTH) return flat
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + formatJson(item, inner)).join(',\n')}\n${indent}]`
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`).join(',\n')}\n${indent}}`
}

export async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, `${formatJson(value)}\n`, 'utf8')
}
