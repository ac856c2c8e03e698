'use client'

import type { AltchaWidgetElement } from 'altcha'
// Types only: declares <altcha-widget> for React 19's JSX (`declare module 'react'`) and $altcha.
import type {} from 'altcha/types/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { CAPTCHA_FIELD } from '@/domain/antispam/fields'
import styles from './Captcha.module.css'

/** The widget's texts in the visitor's language, given by the server component. */
export type CaptchaLabels = {
  /** Beside the box before the check has run, e.g. "Anti-spam check". */
  label: string
  /** While the browser works (a second or less). */
  verifying: string
  verified: string
  /** The check failed; it is tried again by itself. */
  error: string
  /** The check is older than 20 minutes; it is done again by itself. */
  expired: string
  /** The browser's message when the form is sent while the check is still running. */
  waitAlert: string
  /** Without JavaScript, or when the check cannot run: the message will be read by a person. */
  manualCheck: string
}

type Props = {
  /** The challenge route (src/app/(frontend)/altcha/route.ts); with its slash, as the site's paths. */
  challengeUrl?: string
  labels: CaptchaLabels
}

// Each failure waits longer before the next try; after the last one the widget goes away.
const RETRIES = 2
const RETRY_DELAY_MS = 2_000
// Quiet: no logo, no "Protected by ALTCHA" link to a third-party site.
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true })

/**
 * The spam check of a visitor form: the ALTCHA widget solves a small proof of work in the
 * browser (a second or less on a phone) as soon as the visitor enters the form, so nobody has to
 * click; its answer goes in the hidden field `captcha` (src/antispam/captcha.ts checks it).
 *
 * The widget's code (about 35 kB gzipped) is fetched when the visitor first enters the form, so
 * pages whose form nobody touches ship none of it. Without JavaScript nothing but a <noscript> note is rendered and
 * the form posts as it is: the submission is kept for review (src/antispam/formGuard.ts). When the
 * check cannot run (no WebCrypto on plain http, no challenge, a failed download), it is retried
 * twice and then removed, with the same note: its required checkbox must never stop a person from
 * sending.
 */
export function Captcha({ challengeUrl = '/altcha/', labels }: Props) {
  const [phase, setPhase] = useState<'idle' | 'loading' | 'ready' | 'unavailable'>('idle')
  const boxRef = useRef<HTMLDivElement>(null)

  // Nothing is fetched until the visitor enters the form (a focus, a tap): a page whose form is
  // only passed by (the newsletter band above every footer) ships none of the widget.
  useEffect(() => {
    const form = boxRef.current?.closest('form')
    if (!form) return
    const start = () => setPhase((current) => (current === 'idle' ? 'loading' : current))
    if (form.contains(document.activeElement)) start()
    form.addEventListener('focusin', start)
    form.addEventListener('pointerdown', start)
    return () => {
      form.removeEventListener('focusin', start)
      form.removeEventListener('pointerdown', start)
    }
  }, [])
  // The texts are registered under a language code of this widget's own (lower case, as the
  // widget compares them), so two forms on a page never overwrite each other's.
  const id = useId()
  const language = `site-${id.replace(/[^a-z0-9]/gi, '').toLowerCase()}`

  useEffect(() => {
    if (phase !== 'loading') return
    // The work needs WebCrypto (only on https or localhost) and web workers: without them the
    // widget could only show an error, so the form goes without it and is checked by hand.
    const supported = window.isSecureContext && typeof Worker !== 'undefined'
    const loaded = supported ? import('altcha') : Promise.reject(new Error('no WebCrypto or workers'))
    let cancelled = false
    loaded.then(
      () => {
        if (cancelled) return
        const { $altcha } = globalThis
        $altcha.i18n.set(language, { ...$altcha.i18n.get('en'), ...widgetStrings(labels) })
        setPhase('ready')
      },
      () => {
        if (!cancelled) setPhase('unavailable')
      },
    )
    return () => {
      cancelled = true
    }
  }, [phase, language, labels])

  const widgetRef = useCallback((widget: AltchaWidgetElement | null) => {
    if (!widget) return
    let engaged = false
    let failures = 0
    let retry: ReturnType<typeof setTimeout> | undefined
    // One verification at a time: a second one would abort the first and report it as an error.
    const verify = () => {
      if (String(widget.getState()) !== 'verifying') void widget.verify()
    }
    const onLoad = () => {
      // The visitor was in the form before the widget arrived: don't wait for the next field.
      if (widget.closest('form')?.contains(document.activeElement)) verify()
    }
    const onStateChange = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: string }>).detail
      if (state === 'verified') {
        engaged = true
        failures = 0
        // A retry planned after an error (a check cut short by the form's reset reports one late)
        // would blank the solution again, and a send in that moment would go without it.
        clearTimeout(retry)
      } else if (state === 'error') {
        failures += 1
        if (failures > RETRIES) setPhase('unavailable')
        else retry = setTimeout(verify, RETRY_DELAY_MS * failures)
      } else if (state === 'unverified' && engaged) {
        // The form was reset (React does so after its action) or the page came back from the
        // browser's cache: solve again, so the next send is not held up by the checkbox.
        verify()
      }
    }
    widget.addEventListener('load', onLoad)
    widget.addEventListener('statechange', onStateChange)
    // A page left open past the challenge's 20 minutes: fetch and solve a new one.
    widget.addEventListener('expired', verify)
    return () => {
      clearTimeout(retry)
      widget.removeEventListener('load', onLoad)
      widget.removeEventListener('statechange', onStateChange)
      widget.removeEventListener('expired', verify)
    }
  }, [])

  return (
    <div ref={boxRef} className={styles.captcha}>
      {phase === 'idle' || phase === 'loading' ? (
        // Until the widget's code arrives (on the first focus in the form), its place shows what
        // it will look like, not an empty gap; it is replaced by the widget, so nothing moves.
        // Without JavaScript the stylesheet hides it (`scripting: none`): it is in the server's
        // HTML, so hydration renders what the server did and need not render the form again.
        <div className={styles.placeholder} aria-hidden="true">
          <span className={styles.box} />
          {labels.label}
        </div>
      ) : null}
      {phase === 'ready' ? (
        <altcha-widget
          ref={widgetRef}
          challenge={challengeUrl}
          auto="onfocus"
          name={CAPTCHA_FIELD}
          language={language}
          configuration={CONFIGURATION}
        />
      ) : null}
      {phase === 'unavailable' ? (
        <p className={styles.note} role="status">
          {labels.manualCheck}
        </p>
      ) : null}
      <noscript>
        <p className={styles.note}>{labels.manualCheck}</p>
      </noscript>
    </div>
  )
}

/** The widget's own string keys (altcha's Strings); the rest keep its English defaults. */
function widgetStrings(labels: CaptchaLabels): Record<string, string> {
  const { label, verifying, verified, error, expired, waitAlert } = labels
  return { label, verifying, verified, error, expired, waitAlert }
}
