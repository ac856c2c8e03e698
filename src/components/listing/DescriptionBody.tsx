import type { ReactNode } from 'react'

import type { DescriptionBlock, DescriptionInline } from '@/domain/property/descriptionBlocks'

function inline(nodes: DescriptionInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text
    if (node.kind === 'break') return <br key={index} />
    const Tag = node.kind
    return <Tag key={index}>{inline(node.children)}</Tag>
  })
}

/**
 * The CRM's description as parseDescription reads it: paragraphs, line breaks, lists, bold and
 * italic, built element by element (React escapes every text, and no element gets an attribute).
 */
export function DescriptionBody({ blocks }: { blocks: DescriptionBlock[] }) {
  return blocks.map((block, index) => {
    if (block.kind === 'paragraph') return <p key={index}>{inline(block.children)}</p>
    const List = block.ordered ? 'ol' : 'ul'
    return (
      <List key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{inline(item)}</li>
        ))}
      </List>
    )
  })
}
