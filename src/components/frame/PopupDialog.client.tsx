'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'

import { isExternalLink, linkTarget } from '@/domain/frame/linkTarget'
import { popupDecision } from '@/domain/frame/popupDecision'
import { Icon } from './icons'
import styles from './Popup.module.css'

/** Session flag (spec §4): once closed or followed, the popup stays away until the tab is closed. */
const POPUP_CLOSED_KEY = 'popup-closed'

type PopupDialogProps = {
  isPublished: string
  delay: number | null
  title: string | null
  description: string | null
  link: string | null
  /** The popup's picture, rendered by the server (no image script in the page). */
  image: ReactNode
  /** UI text: the dialog's name when it has no title, the close button, the link, the new-tab hint. */
  labels: { dialog: string; close: string; more: string; opensInNewTab: string }
}

const withoutHash = (url: string) => url.split('#')[0]

/**
 * Spec §4: "the page form's action is the current URL": the visitor has just posted a form here.
 * The site's visitor forms post to the page they are on (server actions) and sit on every page
 * (the newsletter band): one of them counts only when it came back with an answer to read.
 */
function formPostsHere(): boolean {
  const here = withoutHash(window.location.href)
  return [...document.forms].some(
    (form) =>
      form.hasAttribute('action') &&
      form.method === 'post' &&
      withoutHash(form.action) === here &&
      (!form.hasAttribute('data-visitor-form') ||
        form.querySelector('[aria-invalid="true"], [role="alert"]') !== null),
  )
}

function closedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_CLOSED_KEY) === '1'
  } catch {
    return false // storage blocked: the popup simply shows again
  }
}

function rememberClosed() {
  try {
    window.sessionStorage.setItem(POPUP_CLOSED_KEY, '1')
  } catch {
    // storage blocked: nothing to remember with
  }
}

export function PopupDialog({
  isPublished,
  delay,
  title,
  description,
  link,
  image,
  labels,
}: PopupDialogProps) {
  const external = isExternalLink(link)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const decision = popupDecision(
      { isPublished, delay },
      {
        closedThisSession: closedThisSession(),
        url: window.location.href,
        formActionIsCurrentUrl: formPostsHere(),
      },
    )
    if (!decision.show) return
    const timer = setTimeout(() => {
      const dialog = dialogRef.current
      // Another modal (the drawer) is open: showing a second one on top would trap the visitor.
      if (dialog && !dialog.open && !document.querySelector('dialog[open]')) dialog.showModal()
    }, decision.delayMs)
    return () => clearTimeout(timer)
  }, [isPublished, delay])

  const close = () => dialogRef.current?.close()

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : labels.dialog}
      data-popup=""
      onClose={rememberClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className={styles.card}>
        <button type="button" className={styles.close} onClick={close}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{labels.close}</span>
        </button>
        {image ? <div className={styles.media}>{image}</div> : null}
        <div className={styles.body}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
          {link ? (
            <a
              className={styles.action}
              href={link}
              {...linkTarget(link)}
              onClick={() => {
                rememberClosed()
                close()
              }}
            >
              {labels.more}
              <Icon name={external ? 'external' : 'arrowRight'} size={18} />
              {external ? <span className="visually-hidden"> ({labels.opensInNewTab})</span> : null}
            </a>
          ) : null}
        </div>
      </div>
    </dialog>
  )
}
