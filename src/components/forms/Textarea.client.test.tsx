// @vitest-environment jsdom
import { act, Suspense, use } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'

import { Textarea } from './Textarea.client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const PREFILLED = 'Je souhaite plus d’informations sur ce bien.'
const TYPED = 'Peut-on visiter samedi ?'

/** The form's button, which waits for something (a chunk, data) when `until` is given. */
function Button({ until }: { until?: Promise<void> }) {
  if (until) use(until)
  return <button type="submit">Envoyer</button>
}

function Form({ until }: { until?: Promise<void> }) {
  return (
    <Suspense fallback={null}>
      <form>
        <Textarea id="message" name="message" defaultValue={PREFILLED} />
        <Button until={until} />
      </form>
    </Suspense>
  )
}

/** The server's page, shown before the scripts run, with the visitor's text typed into it. */
function serverPageTypedInto(): { container: HTMLElement; field: HTMLTextAreaElement } {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  const field = container.querySelector('textarea')
  if (!field) throw new Error('no textarea rendered')
  expect(field.value).toBe(PREFILLED)
  field.focus()
  field.value = TYPED
  field.setSelectionRange(8, 15)
  return { container, field }
}

function form(container: HTMLElement): HTMLFormElement {
  const element = container.querySelector('form')
  if (!element) throw new Error('no form rendered')
  return element
}

/** Whether React has hydrated the element, its children with it (it keeps its fiber on it). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'))
}

afterEach(() => {
  document.body.replaceChildren()
})

it('keeps what was typed before hydration, and the selection', async () => {
  const { container, field } = serverPageTypedInto()
  await act(async () => {
    hydrateRoot(container, <Form />)
  })
  expect(field.value).toBe(TYPED)
  expect([field.selectionStart, field.selectionEnd]).toEqual([8, 15])
})

it('keeps it when React starts the hydration over (a part of the form waited)', async () => {
  const { container, field } = serverPageTypedInto()
  let resolve = () => {}
  const until = new Promise<void>((r) => (resolve = r))
  await act(async () => {
    hydrateRoot(container, <Form until={until} />)
  })
  // The first try rendered the textarea, which React set back to its default, then stopped at the
  // button: the form is not hydrated yet and the visitor's text is not on screen.
  expect(hydrated(form(container))).toBe(false)
  expect(field.value).toBe(PREFILLED)
  await act(async () => {
    resolve()
    await until
  })
  expect(hydrated(form(container))).toBe(true)
  expect(field.value).toBe(TYPED)
  expect([field.selectionStart, field.selectionEnd]).toEqual([8, 15])
})
