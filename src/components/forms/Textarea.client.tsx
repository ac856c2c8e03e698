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
 * A <textarea> that keeps what was typed into it before the page's scripts ran. React keeps the
 * values typed early into inputs, but while hydrating it sets a textarea back to its default
 * (react-dom 19's `initTextarea` writes the server's text into `value`): a visitor on a slow phone
 * who wrote the message before then lost it, and a selection collapsed to the start. The field is
 * read before React hydrates it (its component renders before React reaches the element) and put
 * back before the first paint after hydration. A client render (a later navigation) reads
 * nothing: another page's field of the same id may still be on screen then.
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
    if (!typed || !element) return
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
  return {
    value: element.value,
    start: element.selectionStart,
    end: element.selectionEnd,
    direction: element.selectionDirection,
  }
}
