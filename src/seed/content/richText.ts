// Lexical JSON as Payload's editor stores it (the shape of each node's exportJSON() in lexical
// 0.50 and @payloadcms/richtext-lexical 3.90), built by hand so seeding needs no editor instance.

/** Lexical text format bits (lexical's TEXT_TYPE_TO_FORMAT). */
export const textFormat = { bold: 1, italic: 2 } as const

type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
const element: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

export type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
export type LinkNode = Omit<ElementBase, 'version'> & {
  type: 'link'
  version: 3
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
}
export type InlineNode = TextNode | LinkNode
export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  textFormat: number
  textStyle: ''
  children: InlineNode[]
}
export type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: InlineNode[] }
export type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: InlineNode[] }
export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: ListItemNode[]
}
export type BlockNode = ParagraphNode | HeadingNode | ListNode

/** A rich-text field value (Lexical's SerializedEditorState). */
export type RichText = {
  root: ElementBase & { type: 'root'; children: BlockNode[] }
}

export function text(value: string, format = 0): TextNode {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** Links leaving the site open in a new tab, as the site does for links with a protocol. */
export function link(url: string, label: string): LinkNode {
  const newTab = /^https?:\/\//.test(url)
  return {
    ...element,
    type: 'link',
    version: 3,
    fields: { linkType: 'custom', url, newTab },
    children: [text(label)],
  }
}

// Lexical keeps the first text child's format on the paragraph (ParagraphNode.exportJSON).
const firstFormat = (children: InlineNode[]): number => {
  const first = children[0]
  return first?.type === 'text' ? first.format : 0
}

export function paragraph(...children: InlineNode[]): ParagraphNode {
  return { ...element, type: 'paragraph', textFormat: firstFormat(children), textStyle: '', children }
}

export function heading(tag: 'h2' | 'h3', ...children: InlineNode[]): HeadingNode {
  return { ...element, type: 'heading', tag, children }
}

export function list(listType: 'bullet' | 'number', items: InlineNode[][]): ListNode {
  return {
    ...element,
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    children: items.map((children, index) => ({ ...element, type: 'listitem', value: index + 1, children })),
  }
}

export function richText(...children: BlockNode[]): RichText {
  return { root: { ...element, type: 'root', children } }
}
