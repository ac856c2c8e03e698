// @vitest-environment jsdom
import { act, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'

import { HydrateWhenOpened } from './HydrateWhenOpened.client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Fields({ serverOnly = false }: { serverOnly?: boolean }) {
  return (
    <form id="friend">
      {/* React's server adds hidden fields of its own to a form posted without JavaScript. */}
      {serverOnly ? <input type="hidden" name="$ACTION_KEY" defaultValue="k" /> : null}
      <input type="hidden" name="_page" defaultValue="" />
      <input name="first" defaultValue="" />
      <input name="first" defaultValue="" />
      <input type="checkbox" name="slots" value="am" />
      <input type="checkbox" name="slots" value="pm" />
      <textarea name="message" defaultValue="Bonjour" />
      <button type="submit">Envoyer</button>
    </form>
  )
}

function Folded({ children, open = false }: { children: ReactNode; open?: boolean }) {
  return (
    <details suppressHydrationWarning>
      <summary>Envoyer à un ami</summary>
      <HydrateWhenOpened className="body" open={open}>
        {children}
      </HydrateWhenOpened>
    </details>
  )
}

/** The server's HTML: the component renders its content in a `<div>` there. */
function serverPage(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <details>
      <summary>Envoyer à un ami</summary>
      <div className="body">
        <Fields serverOnly />
      </div>
    </details>,
  )
  document.body.append(container)
  return container
}

const hydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))

const $ = <T extends Element>(container: HTMLElement, selector: string) => {
  const element = container.querySelector<T>(selector)
  if (!element) throw new Error(`no ${selector}`)
  return element
}

async function open(container: HTMLElement) {
  const details = $<HTMLDetailsElement>(container, 'details')
  await act(async () => {
    details.open = true
    details.dispatchEvent(new Event('toggle'))
  })
}

afterEach(() => {
  document.body.replaceChildren()
})

it('leaves the server’s copy unhydrated while closed, and renders it when opened', async () => {
  const container = serverPage()
  const server = $(container, 'form')
  await act(async () => {
    hydrateRoot(container, <Folded>{<Fields />}</Folded>)
  })
  expect(hydrated($(container, 'details'))).toBe(true)
  expect($(container, 'form')).toBe(server)
  expect(hydrated(server)).toBe(false)

  await open(container)
  const rendered = $(container, 'form')
  expect(rendered).not.toBe(server)
  expect(hydrated(rendered)).toBe(true)
  expect(container.querySelectorAll('form')).toHaveLength(1)
  expect(container.querySelector('input[name="$ACTION_KEY"]')).toBeNull()
})

it('puts back what was typed and checked in the server’s copy, and the focus with its caret', async () => {
  const container = serverPage()
  await act(async () => {
    hydrateRoot(container, <Folded>{<Fields />}</Folded>)
  })
  const [, second] = container.querySelectorAll<HTMLInputElement>('input[name="first"]')
  second!.value = 'Alex'
  $<HTMLInputElement>(container, 'input[value="pm"]').checked = true
  $<HTMLTextAreaElement>(container, 'textarea').value = 'Bonjour Alex'
  second!.focus()
  second!.setSelectionRange(1, 3)

  await open(container)
  const [first, now] = container.querySelectorAll<HTMLInputElement>('input[name="first"]')
  expect(hydrated(now!)).toBe(true)
  expect(first!.value).toBe('')
  expect(now!.value).toBe('Alex')
  expect($<HTMLInputElement>(container, 'input[value="am"]').checked).toBe(false)
  expect($<HTMLInputElement>(container, 'input[value="pm"]').checked).toBe(true)
  expect($<HTMLTextAreaElement>(container, 'textarea').value).toBe('Bonjour Alex')
  expect(document.activeElement).toBe(now)
  expect([now!.selectionStart, now!.selectionEnd]).toEqual([1, 3])
})

it('renders at once when it was open before the scripts ran, keeping what was typed', async () => {
  const container = serverPage()
  $<HTMLDetailsElement>(container, 'details').open = true
  $<HTMLTextAreaElement>(container, 'textarea').value = 'Typed early'
  await act(async () => {
    hydrateRoot(container, <Folded>{<Fields />}</Folded>)
  })
  expect(hydrated($(container, 'form'))).toBe(true)
  expect($<HTMLTextAreaElement>(container, 'textarea').value).toBe('Typed early')
})

it('hydrates its content with the page when told to be open (a form showing an answer)', async () => {
  const container = serverPage()
  const server = $(container, 'form')
  await act(async () => {
    hydrateRoot(container, <Folded open>{<Fields serverOnly />}</Folded>)
  })
  expect($(container, 'form')).toBe(server)
  expect(hydrated(server)).toBe(true)
})
