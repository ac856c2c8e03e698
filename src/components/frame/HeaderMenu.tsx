import type { MenuItem } from '@/domain/routes/types'
import { FrameLink } from './FrameLink'
import styles from './HeaderMenu.module.css'
import { MenuDisclosure } from './MenuDisclosure.client'
import { currentState } from './menuState'

type HeaderMenuProps = {
  items: MenuItem[]
  label: string
  submenuLabel: (parent: string) => string
  newTabHint: string
}

/** The desktop menu (≥ 1280 px): top-level links in a row, children in disclosure panels. */
export function HeaderMenu({ items, label, submenuLabel, newTabHint }: HeaderMenuProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const link = (
            <FrameLink
              href={item.href}
              newTabHint={newTabHint}
              className={styles.link}
              {...currentState(item)}
            >
              {item.label}
            </FrameLink>
          )
          return (
            <li key={`${index}:${item.href}`} className={styles.item}>
              {item.children.length === 0 ? (
                link
              ) : (
                <MenuDisclosure link={link} label={submenuLabel(item.label)}>
                  <ul className={styles.subList}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <FrameLink
                          href={child.href}
                          newTabHint={newTabHint}
                          className={styles.subLink}
                          {...currentState(child)}
                        >
                          {child.label}
                        </FrameLink>
                      </li>
                    ))}
                  </ul>
                </MenuDisclosure>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
