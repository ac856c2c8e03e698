import type { MenuItem } from '@/domain/routes/types'
import styles from './DrawerContent.module.css'
import { FrameLink } from './FrameLink'
import { currentState } from './menuState'

type DrawerMenuProps = { items: MenuItem[]; label: string; newTabHint: string }

function Items({ items, newTabHint, level }: { items: MenuItem[]; newTabHint: string; level: number }) {
  return (
    <ul className={level === 0 ? styles.menuList : styles.subList}>
      {items.map((item, index) => (
        <li key={`${index}:${item.href}`}>
          <FrameLink
            href={item.href}
            newTabHint={newTabHint}
            className={level === 0 ? styles.menuLink : styles.subLink}
            {...currentState(item)}
          >
            {item.label}
          </FrameLink>
          {item.children.length > 0 ? (
            <Items items={item.children} newTabHint={newTabHint} level={level + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The menu inside the drawer: every level shown at once, so nothing hides behind a second tap. */
export function DrawerMenu({ items, label, newTabHint }: DrawerMenuProps) {
  return (
    <nav aria-label={label}>
      <Items items={items} newTabHint={newTabHint} level={0} />
    </nav>
  )
}
