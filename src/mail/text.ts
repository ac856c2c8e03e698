import type { MailBlock, MailDocument, MailLink } from './document'

/** Continuation lines of a multi-line value, indented under their first line. */
function indent(value: string, prefix: string): string {
  return value.replace(/\r\n|\r|\n/g, `\n${prefix}`)
}

function linkLines(link: MailLink): string {
  return link.url ? `${link.label}\n${link.url}` : link.label
}

function block(item: MailBlock): string {
  switch (item.type) {
    case 'paragraph':
    case 'note':
    case 'warning':
      return item.text
    case 'heading':
      return `${item.text}\n${'-'.repeat(Math.min(item.text.length, 60))}`
    case 'quote':
      return `> ${indent(item.text, '> ')}`
    case 'facts':
      return item.rows.map((row) => indent(row.line, '  ')).join('\n')
    case 'listing':
      return `${item.line}\n${linkLines(item.link)}`
    case 'card':
      return [`[${item.badge}] ${item.link.label}`, ...item.lines, item.link.url ?? '']
        .filter(Boolean)
        .join('\n')
    case 'button':
      return linkLines(item.link)
    case 'links':
      return item.links.map((link) => `- ${indent(linkLines(link), '  ')}`).join('\n')
    case 'signature':
      return `${item.signOff}\n${item.name}`
  }
}

/** The plain-text part: the same content, readable on its own, ending with the usual "-- " signature. */
export function renderText(doc: MailDocument): string {
  const heading = `${doc.heading}\n${'='.repeat(Math.min(doc.heading.length, 60))}`
  const footer = [doc.brand.name, ...doc.footer.map((line) => line.text)].join('\n')
  // Blocks apart by a blank line; a section heading stays on top of its content.
  const body = doc.blocks
    .map((item, i) => (i > 0 && doc.blocks[i - 1]?.type !== 'heading' ? '\n\n' : '\n') + block(item))
    .join('')
  return `${heading}\n${body}\n\n-- \n${footer}\n`
}
