/**
 * Which file of Monaco's `min/vs` folder a request under /monaco-editor/<version>/vs/ may read,
 * and as what. Only plain names with a known extension, never a way out of the folder (`..`, an
 * absolute or backslashed segment, a NUL byte); anything else is not found.
 */
const contentTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
}

const SEGMENT = /^[A-Za-z0-9_@.-]+$/

export type MonacoAsset = { file: string; contentType: string }

export function monacoAsset(segments: readonly string[]): MonacoAsset | null {
  if (segments.length === 0) return null
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return null
  }
  const name = segments[segments.length - 1]!
  const extension = /\.([a-z0-9]+)$/.exec(name)?.[1]
  const contentType = extension ? contentTypes[extension] : undefined
  return contentType ? { file: segments.join('/'), contentType } : null
}
