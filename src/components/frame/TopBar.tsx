import type React from 'react'

import type { TopBarItem } from '@/data/frame'
import { FrameLink } from './FrameLink'
import { Icon, isIconName } from './icons'
import styles from './TopBar.module.css'

type TopBarProps = { left: TopBarItem[]; right: TopBarItem[]; label: string; newTabHint: string }

/** The phone is what a visitor on a phone needs most: it alone stays visible on small screens. */
const keepsOnMobile = (item: TopBarItem) => item.icon === 'phone' || item.link?.startsWith('tel:') === true

function Item({ item, newTabHint }: { item: TopBarItem; newTabHint: string }) {
  const iconOnly = item.label === ''
  const content = (
    <>
      {item.icon !== 'none' && isIconName(item.icon) ? (
        <Icon name={item.icon} size={16} className={styles.icon} />
      ) : null}
      <span className={iconOnly ? 'visually-hidden' : undefined}>{item.label || item.icon}</span>
    </>
  )
  return (
    <li
      className={styles.item}
      data-mobile={keepsOnMobile(item) ? 'keep' : undefined}
      style={item.colour ? ({ '--item-colour': item.colour } as React.CSSProperties) : undefined}
    >
      {item.link ? (
        <FrameLink href={item.link} newTabHint={newTabHint} className={styles.link}>
          {content}
        </FrameLink>
      ) : (
        <span className={styles.text}>{content}</span>
      )}
    </li>
  )
}

/** Optional bar above the header (spec §2): a left and a right group of short links. */
export function TopBar({ left, right, label, newTabHint }: TopBarProps) {
  return (
    <aside className={styles.bar} aria-label={label}>
      <div className={`container ${styles.inner}`}>
        {[left, right].map((group, index) =>
          group.length > 0 ? (
            <ul key={index} className={styles.group} data-side={index === 0 ? 'left' : 'right'}>
              {group.map((item) => (
                <Item key={item.id} item={item} newTabHint={newTabHint} />
              ))}
            </ul>
          ) : null,
        )}
      </div>
    </aside>
  )
}
