import type React from 'react'

import { PropertyTypeIcon } from '@/components/property/PropertyTypeIcon'
import { THUMBNAIL_WIDTH } from '@/domain/media/crmPhotoUrl'
import type { SuggestGroup, SuggestLink } from '@/domain/search/suggestions'
import styles from './SearchBox.module.css'

/** Group headings and link texts, translated by the server. */
export type SearchPanelText = {
  groups: Record<SuggestGroup['group'], string>
  forSale: string
  forRent: string
}

type Props = {
  id: string
  label: string
  text: SearchPanelText
  groups: SuggestGroup[]
  activeId: string | null
  optionId: (key: string) => string
  hidden: boolean
}

const THUMBNAIL_HEIGHT = Math.round((THUMBNAIL_WIDTH * 2) / 3)

/**
 * The results as a WAI-ARIA listbox with one group per kind (Type, City, Property). Focus stays in
 * the input (aria-activedescendant); options are links, so a click or a middle-click works as any
 * link. A disabled For sale / For rent link (count 0) is an option marked aria-disabled, no link.
 */
export function SearchPanel({ id, label, text, groups, activeId, optionId, hidden }: Props) {
  const linkOption = (key: string, list: 'sale' | 'rent', link: SuggestLink) => {
    const listLabel = list === 'sale' ? text.forSale : text.forRent
    const common = {
      id: optionId(key),
      role: 'option',
      'aria-label': link.name,
      className: styles.pill,
      'data-list': list,
    } as const
    const content = (
      <>
        {listLabel}
        {link.count === null ? null : <span className={styles.pillCount}>{link.count}</span>}
      </>
    )
    return link.href ? (
      <a {...common} href={link.href} tabIndex={-1} aria-selected={activeId === common.id}>
        {content}
      </a>
    ) : (
      <span {...common} aria-disabled="true" aria-selected={false}>
        {content}
      </span>
    )
  }

  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className={styles.panel}
      hidden={hidden}
      // Keeps focus in the input when a result is clicked, so the panel stays until the link opens.
      onMouseDown={(event: React.MouseEvent) => event.preventDefault()}
    >
      {groups.map((group) => {
        const headingId = optionId(`group:${group.group}`)
        return (
          <div key={group.group} role="group" aria-labelledby={headingId} className={styles.group}>
            <div id={headingId} role="presentation" className={styles.groupTitle}>
              {text.groups[group.group]}
            </div>
            {group.group === 'property'
              ? group.rows.map((row) => (
                  <a
                    key={row.key}
                    id={optionId(row.key)}
                    role="option"
                    href={row.href}
                    tabIndex={-1}
                    aria-selected={activeId === optionId(row.key)}
                    className={styles.property}
                  >
                    <span className={styles.thumbnail}>
                      {row.thumbnail ? (
                        // A plain <img>: this panel runs in the browser, where next/image would add its
                        // script to every page with a search box; the thumbnail is one fixed size.
                        // eslint-disable-next-line @next/next/no-img-element
                        <img
                          src={row.thumbnail}
                          alt=""
                          width={THUMBNAIL_WIDTH}
                          height={THUMBNAIL_HEIGHT}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : null}
                    </span>
                    <span className={styles.propertyText}>
                      <span className={styles.description}>{row.description}</span>
                      <span className={styles.reference}>{row.reference}</span>
                    </span>
                  </a>
                ))
              : group.rows.map((row) => (
                  <div key={row.key} role="none" className={styles.row}>
                    <span className={styles.rowLabel} aria-hidden="true">
                      {'icon' in row ? (
                        <PropertyTypeIcon icon={row.icon} className={styles.typeIcon} />
                      ) : null}
                      {row.label}
                      {'zip' in row ? <span className={styles.zip}>{row.zip}</span> : null}
                    </span>
                    <span role="none" className={styles.pills}>
                      {linkOption(`${row.key}:sale`, 'sale', row.sale)}
                      {linkOption(`${row.key}:rent`, 'rent', row.rent)}
                    </span>
                  </div>
                ))}
          </div>
        )
      })}
    </div>
  )
}
