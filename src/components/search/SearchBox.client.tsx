'use client'

import type React from 'react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { optionsOf } from './options'
import styles from './SearchBox.module.css'
import { SearchPanel, type SearchPanelText } from './SearchPanel'
import { useSuggestions } from './useSuggestions'

/** The box's fixed text, translated by the server; the results bring their own (GET /suggest/). */
export type SearchBoxText = SearchPanelText & {
  label: string
  placeholder: string
  submit: string
  instructions: string
  results: string
  noResults: string
  unavailable: string
}

type Props = {
  locale: Locale
  /** The form's action: without JavaScript the typed text leads to its first result there. */
  action: string
  text: SearchBoxText
}

/**
 * The search box (spec §2) as a WAI-ARIA combobox with a listbox popup (APG "Combobox With Listbox
 * Popup", list autocomplete): the panel shows while the input has focus, arrows move through the
 * enabled links, Enter opens one, Escape closes the panel (a second Escape clears the text).
 * Enter without a chosen row submits the form, which is also what happens without JavaScript.
 */
export function SearchBox({ locale, action, text }: Props) {
  const baseId = useId()
  const inputId = `${baseId}-input`
  const listboxId = `${baseId}-listbox`
  const hintId = `${baseId}-hint`
  const optionId = (key: string) => `${baseId}-${key}`

  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState(false)
  const [touched, setTouched] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [activeId, setActiveId] = useState<string | null>(null)
  const state = useSuggestions(query, locale, touched)
  const inputRef = useRef<HTMLInputElement>(null)

  // Focused, or typed in, before the page's scripts ran (they come after its main picture,
  // decision 050): the panel opens as if the focus came now, on the text as it stands. The text is
  // taken in the same render: a render with the empty state would put the field back to empty.
  useEffect(() => {
    const input = inputRef.current
    if (!input || document.activeElement !== input) return
    if (input.value !== '') setQuery(input.value)
    setFocused(true)
    setTouched(true)
  }, [])

  const suggestions = state.status === 'ready' ? state.suggestions : null
  const groups = useMemo(() => suggestions?.groups ?? [], [suggestions])
  const current =
    state.status !== 'idle' &&
    (state.status === 'ready' ? state.suggestions.query : state.query) === query.trim()
  const options = useMemo(() => optionsOf(groups, (key) => `${baseId}-${key}`), [groups, baseId])
  const open = focused && !dismissed && state.status !== 'idle'
  const expanded = open && groups.length > 0

  // The active option follows the results: it is dropped when new results no longer hold it.
  const active = options.some((option) => option.id === activeId) ? activeId : null

  useEffect(() => {
    if (active) document.getElementById(active)?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const move = (step: 1 | -1) => {
    if (options.length === 0) return
    const index = options.findIndex((option) => option.id === active)
    const next =
      index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length
    setActiveId(options[next]?.id ?? null)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        setTouched(true)
        if (!open) {
          setDismissed(false)
          return
        }
        move(event.key === 'ArrowDown' ? 1 : -1)
        return
      case 'Enter':
        if (open && active) {
          event.preventDefault()
          document.getElementById(active)?.click()
        }
        return
      case 'Escape':
        if (open) {
          event.preventDefault()
          setDismissed(true)
          setActiveId(null)
        } else if (query) {
          event.preventDefault()
          setQuery('')
        }
        return
    }
  }

  let status = ''
  if (open && current && state.status === 'error') status = text.unavailable
  else if (open && current && suggestions) status = suggestions.announcement

  return (
    <form action={action} method="get" role="search" className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={inputId} className="visually-hidden">
        {text.label}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          className={styles.input}
          placeholder={text.placeholder}
          value={query}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active ? active : undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setQuery(event.target.value)
            setDismissed(false)
            setActiveId(null)
          }}
          onFocus={() => {
            setFocused(true)
            setTouched(true)
            setDismissed(false)
          }}
          onBlur={() => {
            setFocused(false)
            setActiveId(null)
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{text.submit}</span>
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {text.instructions}
      </p>
      <SearchPanel
        id={listboxId}
        label={text.results}
        text={text}
        groups={groups}
        activeId={expanded ? active : null}
        optionId={optionId}
        hidden={!expanded}
      />
      {open && current && groups.length === 0 ? (
        <p className={styles.empty}>{state.status === 'error' ? text.unavailable : text.noResults}</p>
      ) : null}
      <div role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
    </form>
  )
}
