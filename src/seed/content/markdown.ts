import {
  type BlockNode,
  heading,
  type InlineNode,
  link,
  list,
  paragraph,
  type RichText,
  richText,
  text,
  textFormat,
} from './richText'

// **bold**, *italic* (a star inside a word such as `_ga_*` stays a star, and **_ga_*** is the
// bold name `_ga_*`) and [label](href).
const INLINE =
  /\*\*(.+?)\*\*(?!\*)|(?<![\p{L}\p{N}_*])\*(?=\S)(.+?)(?<=\S)\*(?![\p{L}\p{N}_*])|\[([^\]]+)\]\(([^)\s]+)\)/gu

/** Inline marks of one line of seed text. */
export function inline(source: string): InlineNode[] {
  const nodes: InlineNode[] = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text(source.slice(last, match.index)))
    const [, bold, italic, label, href] = match
    if (bold !== undefined) nodes.push(text(bold, textFormat.bold))
    else if (italic !== undefined) nodes.push(text(italic, textFormat.italic))
    else if (label !== undefined && href !== undefined) nodes.push(link(href, label))
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(text(source.slice(last)))
  return nodes
}

type ListKind = 'bullet' | 'number'

/**
 * The seed texts' small markup as rich text: `## ` and `### ` headings, `- ` bullet items,
 * `1. ` numbered items, blank-line-separated paragraphs (lines of a paragraph are joined).
 */
export function markdown(source: string): RichText {
  const blocks: BlockNode[] = []
  let lines: string[] = []
  let items: InlineNode[][] = []
  let listKind: ListKind | undefined

  const flushParagraph = () => {
    if (lines.length > 0) blocks.push(paragraph(...inline(lines.join(' '))))
    lines = []
  }
  const flushList = () => {
    if (listKind && items.length > 0) blocks.push(list(listKind, items))
    items = []
    listKind = undefined
  }
  const addItem = (kind: ListKind, body: string) => {
    flushParagraph()
    if (listKind !== kind) flushList()
    listKind = kind
    items.push(inline(body))
  }

  for (const raw of source.split('\n')) {
    const line = raw.trim()
    const headingMatch = /^(#{2,3}) (.+)$/.exec(line)
    const bullet = /^- (.+)$/.exec(line)
    const numbered = /^\d+\. (.+)$/.exec(line)
    if (line === '') {
      flushParagraph()
      flushList()
    } else if (headingMatch?.[1] && headingMatch[2]) {
      flushParagraph()
      flushList()
      blocks.push(heading(headingMatch[1] === '##' ? 'h2' : 'h3', ...inline(headingMatch[2])))
    } else if (bullet?.[1]) addItem('bullet', bullet[1])
    else if (numbered?.[1]) addItem('number', numbered[1])
    else {
      flushList()
      lines.push(line)
    }
  }
  flushParagraph()
  flushList()
  return richText(...blocks)
}

/** Every word of a rich text, for word counts and plain-text checks. */
export function plainText(value: RichText): string {
  type Node = { type?: string; text?: string; children?: unknown[] }
  const walk = (node: Node): string =>
    node.text ??
    (node.children ?? []).map((child) => walk(child as Node)).join(node.type === 'list' ? '\n' : '')
  return value.root.children.map((block) => walk(block)).join('\n')
}
