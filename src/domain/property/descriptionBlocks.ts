import { decodeEntities } from '../text/htmlToText'

/**
 * A listing's description as a small tree the page renders element by element: the CRM writes
 * HTML, and a visitor expects its paragraphs, line breaks, bullet and numbered lists and its bold
 * and italic words (spec §5 "Descriptions" only says how excerpts are made; the detail page keeps
 * the structure the agent typed). Nothing else survives: every other tag is dropped with its text
 * kept, script and style bodies go, and the tree has no attributes at all, so no link, style or
 * event handler of the CRM's HTML ever reaches the page.
 */
export type DescriptionInline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'strong' | 'em' | 'sup' | 'sub'; children: DescriptionInline[] }

export type DescriptionBlock =
  | { kind: 'paragraph'; children: DescriptionInline[] }
  | { kind: 'list'; ordered: boolean; items: DescriptionInline[][] }

type Mark = 'strong' | 'em' | 'sup' | 'sub'
const MARKS: Record<string, Mark> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  sup: 'sup',
  sub: 'sub',
}

/** Tags that end a paragraph (or, inside a list item, a line). */
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'blockquote', 'pre', 'address', 'table',
  'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'dl', 'dt', 'dd',
]) // prettier-ignore

/** Elements whose content is not text a visitor reads. */
const HIDDEN =
  /<(script|style|template|noscript|iframe|object|textarea|title|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<![^>]*>/gi

type Frame = { kind: Mark | 'root'; children: DescriptionInline[] }

/** Collapses whitespace as a browser would, and drops what is left empty. */
function tidy(nodes: DescriptionInline[]): DescriptionInline[] {
  let last: { kind: 'text'; text: string } | null = null
  let lineStart = true
  const walk = (list: DescriptionInline[]): DescriptionInline[] => {
    const out: DescriptionInline[] = []
    for (const node of list) {
      if (node.kind === 'text') {
        let text = node.text.replace(/\s+/g, ' ')
        if (lineStart || last?.text.endsWith(' ')) text = text.replace(/^ /, '')
        if (!text) continue
        // Text split by a dropped tag ("Voir <a>ici</a>") is one text again.
        const previous = out[out.length - 1]
        if (previous?.kind === 'text') {
          previous.text += text
          continue
        }
        const copy = { kind: 'text' as const, text }
        out.push(copy)
        last = copy
        lineStart = false
      } else if (node.kind === 'break') {
        if (last) last.text = last.text.replace(/ $/, '')
        out.push(node)
        last = null
        lineStart = true
      } else {
        const children = walk(node.children)
        if (children.length > 0) out.push({ kind: node.kind, children })
      }
    }
    return out
  }
  const result = walk(nodes)
  if (last) (last as { text: string }).text = (last as { text: string }).text.replace(/ $/, '')
  return trimBreaks(result)
}

/** No line break at the start or end of a block; a mark holding nothing but breaks goes too. */
function trimBreaks(nodes: DescriptionInline[]): DescriptionInline[] {
  const hasText = (node: DescriptionInline): boolean =>
    node.kind === 'text' ? node.text !== '' : node.kind !== 'break' && node.children.some(hasText)
  const first = nodes.findIndex(hasText)
  if (first === -1) return []
  let end = nodes.length
  while (end > first && !hasText(nodes[end - 1]!)) end -= 1
  return nodes
    .slice(first, end)
    .filter((node) => node.kind === 'text' || node.kind === 'break' || hasText(node))
}

/** Plain text without tags: a blank line starts a paragraph, a single newline is a line break. */
function plainToHtml(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}

export function parseDescription(html: string | null | undefined): DescriptionBlock[] {
  if (!html) return []
  let source = html.replace(HIDDEN, ' ').replace(/<!--[\s\S]*?-->/g, ' ')
  if (!/<\/?[a-z][^>]*>/i.test(source)) source = plainToHtml(source)

  const blocks: DescriptionBlock[] = []
  // The open list (nested lists are flattened into it: a description is no outline), its open
  // item and the open paragraph, as one object (its fields change inside the helpers below).
  const open: {
    list: { ordered: boolean; items: DescriptionInline[][]; depth: number } | null
    item: Frame[] | null
    paragraph: Frame[]
  } = { list: null, item: null, paragraph: [{ kind: 'root', children: [] }] }

  const current = (): Frame[] => open.item ?? open.paragraph
  const add = (node: DescriptionInline) => {
    const stack = current()
    stack[stack.length - 1]!.children.push(node)
  }
  // Closing a block closes the marks still open in it (a mark never spans two blocks).
  const close = (stack: Frame[]): DescriptionInline[] => {
    while (stack.length > 1) {
      const frame = stack.pop()!
      stack[stack.length - 1]!.children.push({ kind: frame.kind as Mark, children: frame.children })
    }
    return tidy(stack[0]!.children)
  }
  const endParagraph = () => {
    const children = close(open.paragraph)
    if (children.length > 0) blocks.push({ kind: 'paragraph', children })
    open.paragraph = [{ kind: 'root', children: [] }]
  }
  const endItem = () => {
    if (!open.item || !open.list) return
    const children = close(open.item)
    if (children.length > 0) open.list.items.push(children)
    open.item = null
  }
  const endList = () => {
    endItem()
    if (open.list && open.list.items.length > 0)
      blocks.push({ kind: 'list', ordered: open.list.ordered, items: open.list.items })
    open.list = null
  }
  const startItem = () => {
    endItem()
    if (!open.list) {
      endParagraph()
      open.list = { ordered: false, items: [], depth: 1 }
    }
    open.item = [{ kind: 'root', children: [] }]
  }

  let at = 0
  for (const match of source.matchAll(TAG)) {
    const text = source.slice(at, match.index)
    at = match.index + match[0].length
    if (text) {
      // Text between the items of a list but outside any item still belongs to the list.
      if (open.list && !open.item && text.trim()) startItem()
      add({ kind: 'text', text: decodeEntities(text) })
    }
    const closing = match[1] === '/'
    const name = (match[2] ?? '').toLowerCase()
    if (!name) continue
    const mark = MARKS[name]
    if (name === 'br') {
      add({ kind: 'break' })
    } else if (mark) {
      const stack = current()
      if (!closing) stack.push({ kind: mark, children: [] })
      else if (stack.some((frame) => frame.kind === mark)) {
        // Closes the mark and any mark opened inside it and left open.
        for (;;) {
          const frame = stack.pop()!
          stack[stack.length - 1]!.children.push({ kind: frame.kind as Mark, children: frame.children })
          if (frame.kind === mark) break
        }
      }
    } else if (name === 'ul' || name === 'ol') {
      if (!closing) {
        if (open.list) {
          endItem()
          open.list.depth += 1
        } else {
          endParagraph()
          open.list = { ordered: name === 'ol', items: [], depth: 1 }
        }
      } else if (open.list) {
        endItem()
        open.list.depth -= 1
        if (open.list.depth === 0) endList()
      }
    } else if (name === 'li') {
      if (closing) endItem()
      else startItem()
    } else if (BLOCKS.has(name)) {
      if (open.item) {
        // A paragraph inside a list item is a new line of that item.
        const line = open.item[0]!.children
        if (line.length > 0 && line[line.length - 1]!.kind !== 'break') add({ kind: 'break' })
      } else {
        if (open.list) endList()
        endParagraph()
      }
    }
    // Any other tag (span, a, font, img, table cell…) is dropped; its text stays.
  }
  const rest = source.slice(at)
  if (rest) {
    if (open.list && !open.item && rest.trim()) startItem()
    add({ kind: 'text', text: decodeEntities(rest) })
  }
  endList()
  endParagraph()
  return blocks
}
