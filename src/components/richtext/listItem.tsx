import type { SerializedListItemNode } from '@payloadcms/richtext-lexical'
import type { JSXConverter } from '@payloadcms/richtext-lexical/react'

import styles from './RichText.module.css'

/**
 * A list item of Lexical rich text. Payload's own converter writes `value` (the item's number)
 * on every item, which HTML allows on an `<ol>`'s items only: a bullet list's `<li value>` does
 * not validate. The number stays on numbered lists; a checklist item is a disabled checkbox in
 * its label (Payload's makes the item itself a focusable checkbox role around a second one).
 */
export const listItem: JSXConverter<SerializedListItemNode> = ({ node, nodesToJSX, parent }) => {
  const children = nodesToJSX({ nodes: node.children })
  const listType = 'listType' in parent ? parent.listType : null
  // An item holding only a nested list shows no marker of its own.
  const nested = node.children.some((child) => child.type === 'list')
  const className = nested ? styles.nestedItem : undefined
  if (listType === 'check' && !nested) {
    return (
      <li className={styles.checkItem}>
        <label>
          <input type="checkbox" checked={Boolean(node.checked)} disabled readOnly /> {children}
        </label>
      </li>
    )
  }
  return (
    <li className={className} value={listType === 'number' ? node.value : undefined}>
      {children}
    </li>
  )
}
