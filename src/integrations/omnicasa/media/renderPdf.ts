// Hand-written single-page A4 PDF 1.4 (Helvetica, WinAnsiEncoding) for listing documents.
// Deterministic: no dates, no ids, so the same input always gives the same bytes.

export interface PdfDocumentInput {
  title: string
  subtitle?: string
  lines: string[]
}

const PAGE_W = 595
const PAGE_H = 842
const MARGIN = 56
const TEXT_W = PAGE_W - 2 * MARGIN

// Unicode code points of the Windows-1252 bytes 0x80..0x9F.
const cp1252High: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
}

/** Encode text as WinAnsi bytes (one char per byte in the returned string). */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 63
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) out += String.fromCharCode(cp)
    else if (cp1252High[cp] !== undefined) out += String.fromCharCode(cp1252High[cp])
    else if (cp === 0x09 || cp === 0x202f || cp === 0x2009 || cp === 0x2007) out += ' '
    else if (cp === 0x2212 || cp === 0x2010 || cp === 0x2011) out += '-'
    else {
      // compatibility decomposition: accents stripped, CO₂ -> CO2, ligatures split
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      out += /^[\x20-\x7e]+$/.test(base) ? base : '?'
    }
  }
  return out
}

// Helvetica advance widths (1/1000 em) for WinAnsi 0x20..0x7E.
const ascii = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
const high: Record<number, number> = {
  0x80: 556,
  0x85: 1000,
  0x8a: 667,
  0x8c: 1000,
  0x8e: 611,
  0x91: 222,
  0x92: 222,
  0x93: 333,
  0x94: 333,
  0x95: 350,
  0x96: 556,
  0x97: 1000,
  0x99: 1000,
  0x9a: 500,
  0x9c: 944,
  0x9e: 500,
  0x9f: 667,
  0xa0: 278,
  0xa9: 737,
  0xab: 556,
  0xae: 737,
  0xb0: 400,
  0xb2: 333,
  0xb3: 333,
  0xb7: 278,
  0xbb: 556,
  0xc6: 1000,
  0xd7: 584,
  0xdf: 611,
  0xe6: 889,
}

function charWidth(code: number): number {
  if (code >= 0x20 && code <= 0x7e) return ascii[code - 0x20] ?? 556
  const known = high[code]
  if (known !== undefined) return known
  if (code >= 0xc0 && code <= 0xdf)
    return code === 0xc7 ? 722 : code >= 0xd2 && code <= 0xd8 ? 778 : code >= 0xcc && code <= 0xcf ? 278 : 722
  if (code >= 0xe0)
    return code >= 0xec && code <= 0xef ? 278 : code === 0xe7 || code === 0xfd || code === 0xff ? 500 : 556
  return 556
}

/** Width in points of WinAnsi text; bold is approximated slightly wider. */
export function textWidth(encoded: string, size: number, bold = false): number {
  let w = 0
  for (let i = 0; i < encoded.length; i++) w += charWidth(encoded.charCodeAt(i))
  return (w * size * (bold ? 1.07 : 1)) / 1000
}

/** Greedy word wrap of already-encoded text to `max` points. */
export function wrap(encoded: string, size: number, max: number, bold = false): string[] {
  const words = encoded.split(/ +/).filter((w) => w.length > 0)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (textWidth(candidate, size, bold) <= max) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    current = word
    while (textWidth(current, size, bold) > max && current.length > 1) {
      let cut = current.length - 1
      while (cut > 1 && textWidth(current.slice(0, cut), size, bold) > max) cut--
      lines.push(current.slice(0, cut))
      current = current.slice(cut)
    }
  }
  if (current || lines.length === 0) lines.push(current)
  return lines
}

function pdfString(encoded: string): string {
  return `(${encoded.replace(/[\\()]/g, (c) => `\\${c}`)})`
}

function utf16Hex(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')
  return `<${hex}>`
}

const fmt = (v: number) => (Math.round(v * 100) / 100).toString()

function text(
  font: 'F1' | 'F2',
  size: number,
  x: number,
  y: number,
  encoded: string,
  rgb = '0.13 0.15 0.18',
): string {
  return `BT ${rgb} rg /${font} ${fmt(size)} Tf 1 0 0 1 ${fmt(x)} ${fmt(y)} Tm ${pdfString(encoded)} Tj ET\n`
}

function layoutBody(
  lines: readonly string[],
  size: number,
): { rows: { text: string; indent: number; gap: number }[]; height: number } {
  const leading = size * 1.45
  const rows: { text: string; indent: number; gap: number }[] = []
  let height = 0
  for (const raw of lines.flatMap((l) => l.split(/\r?\n/))) {
    const line = raw.replace(/\s+$/, '')
    if (line.trim() === '') {
      height += leading * 0.6
      rows.push({ text: '', indent: 0, gap: leading * 0.6 })
      continue
    }
    const bullet = /^\s*[-•*]\s+/.exec(line)
    const body = toWinAnsi(bullet ? line.slice(bullet[0].length) : line)
    const indent = bullet ? 14 : 0
    wrap(body, size, TEXT_W - indent).forEach((t, i) => {
      rows.push({
        text: i === 0 && bullet ? `\u0095  ${t}` : t,
        indent: i === 0 && bullet ? 0 : indent,
        gap: leading,
      })
      height += leading
    })
  }
  return { rows, height }
}

/** A single-page A4 PDF with a title, an optional subtitle and wrapped body lines. */
export function renderDocumentPdf(doc: PdfDocumentInput): Buffer {
  let y = PAGE_H - MARGIN - 6
  let content = `0.16 0.23 0.31 rg 0 ${PAGE_H - 10} ${PAGE_W} 10 re f\n`
  const titleSize = 20
  for (const t of wrap(toWinAnsi(doc.title || 'Document'), titleSize, TEXT_W, true).slice(0, 3)) {
    y -= titleSize * 1.2
    content += text('F2', titleSize, MARGIN, y, t, '0.1 0.14 0.2')
  }
  if (doc.subtitle) {
    for (const t of wrap(toWinAnsi(doc.subtitle), 11, TEXT_W).slice(0, 2)) {
      y -= 16
      content += text('F1', 11, MARGIN, y, t, '0.4 0.43 0.47')
    }
  }
  y -= 14
  content += `0.75 0.62 0.42 RG 1.2 w ${MARGIN} ${fmt(y)} m ${PAGE_W - MARGIN} ${fmt(y)} l S\n`
  y -= 10
  const bottom = MARGIN + 20
  let size = 10.5
  let body = layoutBody(doc.lines, size)
  while (body.height > y - bottom && size > 7.5) {
    size -= 0.5
    body = layoutBody(doc.lines, size)
  }
  for (const [i, row] of body.rows.entries()) {
    y -= row.gap
    // single page: when the text does not fit even at the smallest size, end with an ellipsis
    const next = body.rows[i + 1]
    if (next && y - next.gap < bottom) {
      content += text('F1', size, MARGIN, y, '\u0085')
      break
    }
    if (row.text) content += text('F1', size, MARGIN + row.indent, y, row.text)
  }
  content += `0.75 0.77 0.8 RG 0.5 w ${MARGIN} ${MARGIN} m ${PAGE_W - MARGIN} ${MARGIN} l S\n`
  return assemble(content, doc.title)
}

function assemble(content: string, title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${utf16Hex(title)} /Producer (Omnicasa demo renderer) >>`,
  ]
  // Every char of `out` is one byte (latin1), so string length == byte offset.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
