import { describe, expect, it } from 'vitest'

import { inline, markdown, plainText } from './markdown'
import { link, paragraph, text } from './richText'

describe('inline', () => {
  it.each([
    ['plain words', [text('plain words')]],
    ['a **bold** word', [text('a '), text('bold', 1), text(' word')]],
    ['an *italic* word', [text('an '), text('italic', 2), text(' word')]],
    ['cookies `_ga` and _ga_*, kept', [text('cookies `_ga` and _ga_*, kept')]],
    ['_ga_* and _ga_* stay stars', [text('_ga_* and _ga_* stay stars')]],
    ['5 * 3 * 2', [text('5 * 3 * 2')]],
    ['**_ga_***: session', [text('_ga_*', 1), text(': session')]],
    ['see [the form](/contact-demand/).', [text('see '), link('/contact-demand/', 'the form'), text('.')]],
  ])('%s', (source, expected) => {
    expect(inline(source)).toEqual(expected)
  })

  it('opens links with a protocol in a new tab, site links in the same tab', () => {
    expect(link('https://www.ipi.be', 'IPI').fields.newTab).toBe(true)
    expect(link('mailto:info@maisonlumiere.be', 'mail').fields.newTab).toBe(false)
    expect(link('/contact/', 'contact').fields.newTab).toBe(false)
  })
})

describe('markdown', () => {
  const doc = markdown(`
## Title

First line
second line.

### Sub
- one
- **two**
1. first
2. second
After the list.
`)
  const blocks = doc.root.children

  it('builds headings, paragraphs and lists in order', () => {
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'list',
      'paragraph',
    ])
    expect(blocks[1]).toEqual(paragraph(text('First line second line.')))
  })

  it('writes the node fields Lexical stores', () => {
    expect(doc.root).toMatchObject({ type: 'root', direction: 'ltr', format: '', indent: 0, version: 1 })
    expect(blocks[0]).toMatchObject({ type: 'heading', tag: 'h2', version: 1 })
    expect(blocks[3]).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1 })
    expect(blocks[4]).toMatchObject({ type: 'list', listType: 'number', tag: 'ol' })
    const items = blocks[3]?.type === 'list' ? blocks[3].children : []
    expect(items.map((item) => item.value)).toEqual([1, 2])
    expect(items[1]?.children).toEqual([text('two', 1)])
  })

  it('gives the plain text back', () => {
    expect(plainText(doc)).toBe(
      'Title\nFirst line second line.\nSub\none\ntwo\nfirst\nsecond\nAfter the list.',
    )
  })
})
