'use client'

import { Component, createRef, type ReactNode } from 'react'

type Props = {
  className?: string
  /** Render the content at once (a form that shows an answer is open and must work). */
  open: boolean
  children: ReactNode
}

/** Opened once (or rendered on the server): its content is React's from then on. */
type State = { opened: boolean }

/** React renders the content: once opened, and always for a form that shows an answer. */
const live = (props: Props, state: State) => state.opened || props.open

/** The fields as the visitor left them in the server's copy (keyed as by `fieldsOf`), and the focused one. */
type Kept = {
  values: Map<string, { value: string; checked: boolean }>
  /** The field that had the focus, with its selection. */
  focus: { key: string; start: number | null; end: number | null } | null
}

// React leaves an element's children alone while its props set `innerHTML`: with an empty one
// while hydrating, the server's content stays on screen, and nothing under it is hydrated.
const SERVER_CONTENT = { __html: '' }
const FIELDS = 'input, textarea, select'

/**
 * The body of a folded part (`<details>`): the server renders it, and the browser hydrates it only
 * when it is opened (issue 19, docs/decisions/053). A listing folds three forms (an offer, a
 * friend, the documents) that most visitors never open, and hydrating them was main-thread work
 * on every load. Closed, a `<details>` shows nothing of its body, and without JavaScript it opens
 * and posts as ever: only the time its scripts take changes.
 *
 * When it opens (or if it was open before the scripts ran), React renders the body anew in place
 * of the server's copy. What the visitor typed there first, and where the caret was, are read just
 * before React replaces it (`getSnapshotBeforeUpdate`) and put back in the new fields.
 */
export class HydrateWhenOpened extends Component<Props, State> {
  // On the server: the content, for the HTML. In the browser: the server's copy, until opened.
  state: State = { opened: typeof document === 'undefined' }
  private readonly box = createRef<HTMLDivElement>()
  private details: HTMLDetailsElement | null = null

  componentDidMount() {
    // A form showing an answer is rendered open: it is marked opened here too, so its content
    // stays React's whatever `open` says later.
    if (this.state.opened) return
    this.details = this.box.current?.closest('details') ?? null
    if (!this.details) this.setState({ opened: true })
    else if (this.details.open) this.opened()
    else this.details.addEventListener('toggle', this.opened)
  }

  componentDidUpdate(_props: Props, _state: State, kept: Kept | null) {
    if (kept && this.box.current) putBack(this.box.current, kept)
  }

  componentWillUnmount() {
    this.details?.removeEventListener('toggle', this.opened)
  }

  getSnapshotBeforeUpdate(props: Props, state: State): Kept | null {
    if (live(props, state) || !live(this.props, this.state) || !this.box.current) return null
    return read(this.box.current)
  }

  private readonly opened = () => {
    if (!this.details?.open) return
    this.details.removeEventListener('toggle', this.opened)
    this.setState({ opened: true })
  }

  render() {
    const { className, children } = this.props
    return live(this.props, this.state) ? (
      <div ref={this.box} className={className}>
        {children}
      </div>
    ) : (
      <div
        ref={this.box}
        className={className}
        dangerouslySetInnerHTML={SERVER_CONTENT}
        suppressHydrationWarning
      />
    )
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/**
 * Each field the visitor can fill, by a key that names the same field in both copies: the server's
 * has hidden fields of its own before them (React's for posting without JavaScript), so their
 * places differ. A box is known by its value, another field by its place among those of its name.
 */
function fieldsOf(box: HTMLElement): Map<string, Field> {
  const fields = new Map<string, Field>()
  const seen = new Map<string, number>()
  for (const field of box.querySelectorAll<Field>(FIELDS)) {
    if (!field.name || field.type === 'hidden') continue
    const base = `${field.type}:${field.name}`
    const place = isCheckable(field) ? field.value : String(seen.get(base) ?? 0)
    seen.set(base, (seen.get(base) ?? 0) + 1)
    fields.set(`${base}:${place}`, field)
  }
  return fields
}

const hasSelection = (field: Element): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement && ['text', 'search', 'tel', 'url', 'email'].includes(field.type))

function read(box: HTMLElement): Kept {
  const values: Kept['values'] = new Map()
  let focus: Kept['focus'] = null
  const active = box.ownerDocument.activeElement
  for (const [key, field] of fieldsOf(box)) {
    values.set(key, { value: field.value, checked: isCheckable(field) && field.checked })
    if (field !== active) continue
    focus = hasSelection(field)
      ? { key, start: field.selectionStart, end: field.selectionEnd }
      : { key, start: null, end: null }
  }
  return { values, focus }
}

/**
 * The values read from the server's copy, given to the same fields in React's. A changed field is
 * told so (`input`, `change`), as if typed, for the parts that listen.
 */
function putBack(box: HTMLElement, kept: Kept) {
  const fields = fieldsOf(box)
  for (const [key, was] of kept.values) {
    const field = fields.get(key)
    if (!field) continue
    if (isCheckable(field)) {
      if (field.checked === was.checked) continue
      field.checked = was.checked
    } else {
      if (field.value === was.value) continue
      // The element's own setter: React tracks values set through the instance's.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
      if (setter) setter.call(field, was.value)
      else field.value = was.value
    }
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const focus = kept.focus
  const field = focus ? fields.get(focus.key) : undefined
  if (!focus || !field) return
  field.focus({ preventScroll: true })
  if (hasSelection(field) && focus.start !== null && focus.end !== null)
    field.setSelectionRange(focus.start, focus.end)
}
