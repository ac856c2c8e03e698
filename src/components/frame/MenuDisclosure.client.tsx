'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'

import styles from './HeaderMenu.module.css'
import { Icon } from './icons'

type MenuDisclosureProps = {
  /** The parent's own link, rendered by the server. */
  link: React.ReactNode
  /** Accessible name of the toggle, e.g. "Sous-menu Services". */
  label: string
  children: React.ReactNode
}

/**
 * A menu entry with children, as the WAI "disclosure navigation" pattern: the parent stays a link,
 * a separate button shows its children. Opens on click, Enter or Space (never on hover alone);
 * Escape, a click elsewhere or focus moving away closes it.
 */
export function MenuDisclosure({ link, label, children }: MenuDisclosureProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    buttonRef.current?.focus()
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div className={styles.disclosure} onKeyDown={onKeyDown} onBlur={onBlur} data-open={open || undefined}>
      {link}
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
