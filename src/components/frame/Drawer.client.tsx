'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import styles from './Drawer.module.css'
import { Icon } from './icons'

type DrawerProps = {
  /** Shown at the top of the drawer (the logo). */
  heading: React.ReactNode
  /** Menu, languages and call to action, rendered by the server. */
  children: React.ReactNode
  /** The menu button's text, the drawer's accessible name and the close button's text. */
  labels: { open: string; drawer: string; close: string }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]'

/**
 * The tablet and mobile menu (< 1280 px): a native modal <dialog>, which makes the page behind it
 * inert, closes on Escape and hands focus back to the menu button. Tab wraps inside it.
 */
export function Drawer({ heading, children, labels }: DrawerProps) {
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialogId = useId()

  // The drawer belongs to the narrow layout: widening the window past it closes the drawer.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 1280px)')
    const onChange = () => {
      if (desktop.matches && dialogRef.current?.open) dialogRef.current.close()
    }
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [])

  const show = () => {
    dialogRef.current?.showModal()
    // Start on the close button: the visitor sees where they are and can leave at once.
    closeRef.current?.focus()
    setOpen(true)
  }
  const close = () => dialogRef.current?.close()

  const onClose = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A click on the backdrop lands on the <dialog> itself; a followed link also closes the drawer.
  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    if (target === event.currentTarget || target.closest('a[href]')) close()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={show}
      >
        <Icon name="menu" size={22} />
        <span className={styles.menuButtonLabel}>{labels.open}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.drawer}
        aria-label={labels.drawer}
        onClose={onClose}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            {heading}
            <button ref={closeRef} type="button" className={styles.closeButton} onClick={close}>
              <Icon name="close" size={22} />
              <span className="visually-hidden">{labels.close}</span>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      </dialog>
    </>
  )
}
