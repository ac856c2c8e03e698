'use client'

import { type ComponentProps, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'

type Props = Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'ref'> & {
  id: string
  defaultValue?: string
}

type Typed = {
  value: string
  start: number
  end: number
  direction: 'forward' | 'backward' | 'none'
}

const noSubscription = () => () => {}

/**
 * What each field held when first read, until it is put back. A hydration that React starts over
 * (a render it threw away, interrupted by an update elsewhere) has already set the field back to
 * its default: read again, it would give the default, and the visitor's text would be lost.
 */
const firstRead = new WeakMap<HTMLTextAreaElement, Typed>()

/**
 * A <textarea> that keeps what was typed into it before the page's scripts ran. React keeps the
 * values typed early into inputs, but while hydrating it sets a textarea back to its default
 * (react-dom 19's `initTextarea` writes the server's text into `value`): a visitor on a slow phone
 * who wrote the message before then lost it, and a selection collapsed to the start. The field is
 * read before React hydrates it (its component renders before React reaches the element), kept
 * while a hydration is started over, and put back before the first paint after hydration. A
 * client render (a later navigation) reads nothing: another page's field of the same id may still
 * be on screen then.
 */
export function Textarea(props: Props) {
  const hydrating = !useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [typed] = useState(() => (hydrating ? typedBefore(props.id) : null))
  const ref = useRef<HTMLTextAreaElement>(null)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    firstRead.delete(element)
    if (!typed) return
    if (element.value !== typed.value) element.value = typed.value
    if (element.ownerDocument.activeElement === element) {
      element.setSelectionRange(typed.start, typed.end, typed.direction)
    }
  }, [typed])

  return <textarea ref={ref} {...props} />
}

/** The field as the visitor left it, if the server's page holds it (none while on the server). */
function typedBefore(id: string): Typed | null {
  if (typeof document === 'undefined') return null
  const element = document.getElementById(id)
  if (!(element instanceof HTMLTextAreaElement)) return null
  const known = firstRead.get(element)
  if (known) return known
  const typed: Typed = {
    value: element.value,
    start: element.selectionStart,
    end: element.selectionEnd,
    direction: element.selectionDirection,
  }
  firstRead.set(element, typed)
  return typed
}
