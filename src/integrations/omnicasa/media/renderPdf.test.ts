import { describe, expect, it } from 'vitest'
import { renderDocumentPdf, toWinAnsi, wrap } from './renderPdf'

const sample = {
  title: 'Certificat PEB',
  subtitle: 'Maison à Liège · 102',
  lines: [
    'Classe énergétique : C — 245 kWh/m².an',
    '',
    '- Chauffage central au gaz à condensation, régulation par thermostat d’ambiance, façade arrière orientée sud-ouest, garçonnière (test) \\ fin',
    'Prix : 325 000 €',
  ],
}

/** Parse the classic xref table and check that every offset points at "N 0 obj". */
function checkXref(pdf: Buffer): number {
  const text = pdf.toString('latin1')
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)
  expect(startxref).not.toBeNull()
  const xrefAt = Number(startxref![1])
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
  const head = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt))
  expect(head).not.toBeNull()
  const count = Number(head![1])
  const body = text.slice(xrefAt + head![0].length)
  const entries = body.split('\n').slice(0, count)
  expect(entries[0]).toBe('0000000000 65535 f ')
  for (let i = 1; i < count; i++) {
    const m = /^(\d{10}) 00000 n $/.exec(entries[i] ?? '')
    expect(m, `xref entry ${i}`).not.toBeNull()
    const offset = Number(m![1])
    expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`)
  }
  const trailer = /trailer\s*<<([^>]*)>>/.exec(text)
  expect(trailer![1]).toContain(`/Size ${count}`)
  return count
}

describe('renderDocumentPdf', () => {
  it('writes a PDF 1.4 header and a consistent xref table', () => {
    const pdf = renderDocumentPdf(sample)
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    expect(checkXref(pdf)).toBe(8)
    expect(pdf.toString('latin1')).toContain('/Count 1')
  })

  it('declares Helvetica with WinAnsiEncoding and encodes accents as single bytes', () => {
    const text = renderDocumentPdf(sample).toString('latin1')
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(text).toContain('(Classe \u00e9nerg\u00e9tique : C \u0097 245 kWh/m\u00b2.an)')
    expect(text).toContain('325 000 \u0080')
    expect(text).toContain('\\(test\\) \\\\')
  })

  it('stream length matches the stream bytes', () => {
    const text = renderDocumentPdf(sample).toString('latin1')
    const m = /<< \/Length (\d+) >>\nstream\n/.exec(text)
    expect(m).not.toBeNull()
    const start = m!.index + m![0].length
    expect(text.slice(start + Number(m![1]), start + Number(m![1]) + 9)).toBe('endstream')
  })

  it('is deterministic and small', () => {
    const a = renderDocumentPdf(sample)
    expect(a.equals(renderDocumentPdf(sample))).toBe(true)
    expect(a.length).toBeLessThan(8_000)
  })

  it('stays on one page and keeps a valid structure with many lines', () => {
    const lines = Array.from(
      { length: 200 },
      (_, i) => `Ligne ${i} : surface habitable, jardin, garage, cave, grenier aménageable.`,
    )
    const pdf = renderDocumentPdf({ title: 'Fiche technique', lines })
    expect(checkXref(pdf)).toBe(8)
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })

  it('handles an empty document', () => {
    expect(checkXref(renderDocumentPdf({ title: '', lines: [] }))).toBe(8)
  })
})

describe('text helpers', () => {
  it('maps typographic characters to WinAnsi and replaces the rest', () => {
    expect(toWinAnsi('é è à ç ô œ € – … ’')).toBe(
      '\u00e9 \u00e8 \u00e0 \u00e7 \u00f4 \u009c \u0080 \u0096 \u0085 \u0092',
    )
    expect(toWinAnsi('ă ł 漢 CO₂ ﬁ')).toBe('a ? ? CO2 fi')
  })

  it('wraps to the available width', () => {
    const lines = wrap('Plan du rez-de-chaussée avec séjour, cuisine ouverte et accès au jardin', 10.5, 150)
    expect(lines.length).toBeGreaterThan(1)
    for (const l of lines) expect(l.length).toBeGreaterThan(0)
  })
})

describe('multi-line entries', () => {
  it('splits embedded newlines into separate body lines', () => {
    const text = renderDocumentPdf({ title: 'Plan', lines: ['Rez-de-chaussée\nÉtage'] }).toString('latin1')
    expect(text).toContain('(Rez-de-chauss\u00e9e)')
    expect(text).toContain('(\u00c9tage)')
  })
})
