import { describe, expect, it } from 'vitest'

import { FIRST_INPUT, scriptsAfterMainPicture, WAIT_MS } from './laterScripts'

const NONCE = 'PLACEHOLDERnonce+/AAAA=='

/** A page as Next.js writes it: preload, async chunks, a noModule polyfill, the bootstrap script. */
function page({ picture = true, body = '' }: { picture?: boolean; body?: string } = {}) {
  return (
    '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
    `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.webp 400w"/>` +
    `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/boot.js"/>` +
    `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
    `<link rel="preload" href="/_next/static/chunks/client.js" as="script" nonce="${NONCE}" fetchPriority="low"/>` +
    `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
    `<script src="/_next/static/chunks/b.js" async="" nonce="${NONCE}"></script>` +
    '<title>Accueil</title></head><body>' +
    (picture ? '<img alt="Immeuble" loading="eager" fetchPriority="high" src="/a.webp"/>' : '') +
    '<main><p>Bonjour</p></main>' +
    body +
    `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>` +
    `<script src="/_next/static/chunks/boot.js" nonce="${NONCE}" async=""></script>` +
    '</body></html>'
  )
}

describe('scriptsAfterMainPicture', () => {
  it('asks for the async chunks from one module script at the end of the body, with their nonce', () => {
    const html = scriptsAfterMainPicture(page())
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|boot)\.js"/)
    // The preloads go too (they would fetch beside the picture), a client component's chunk with them.
    expect(html).not.toContain('as="script"')
    const loader = /<script type="module" nonce="([^"]+)">(.*?)<\/script><\/body>/.exec(html)
    expect(loader?.[1]).toBe(NONCE)
    expect(loader?.[2]).toContain(
      '["/_next/static/chunks/a.js","/_next/static/chunks/b.js","/_next/static/chunks/boot.js","/_next/static/chunks/client.js"]',
    )
    expect(loader?.[2]).toContain('img[fetchpriority="high"]')
    expect(loader?.[2]).toContain(`setTimeout(r,${WAIT_MS})`)
  })

  it('leaves the rest of the page as it was: styles, the picture, inline data, the noModule polyfill', () => {
    const before = page()
    const after = scriptsAfterMainPicture(before)
    for (const kept of [
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.webp 400w"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<img alt="Immeuble" loading="eager" fetchPriority="high" src="/a.webp"/>',
      `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
      '<main><p>Bonjour</p></main>',
    ])
      expect(after).toContain(kept)
    expect(after.startsWith('<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>')).toBe(true)
  })

  it('runs the loader in a browser-like order: after the picture loads and a frame is painted', async () => {
    const html = scriptsAfterMainPicture(page())
    const code = /<script type="module"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? ''
    const appended: string[] = []
    const listeners = new Map<string, () => void>()
    const picture = {
      complete: false,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      decode: () => Promise.resolve(),
    }
    const frames: (() => void)[] = []
    const fakeDocument = {
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? picture : null),
      querySelectorAll: () => [],
      createElement: () => ({ src: '', async: false }),
      head: {
        append: (element: { src: string; async: boolean }) =>
          appended.push(`${element.src} ${element.async}`),
      },
    }
    const timers: (() => void)[] = []
    const inputs: string[] = []
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'self', code)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (type: string) => inputs.push(type),
      {},
    )
    expect(inputs).toEqual([...FIRST_INPUT])
    await Promise.resolve()
    expect(appended).toEqual([])
    listeners.get('load')?.()
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(appended, 'nothing before the frame').toEqual([])
    frames.shift()?.()
    // The WAIT_MS timer was set first; the last timer is the one after the frame.
    const afterFrame = timers.length
    timers.at(-1)?.()
    expect(appended, 'each script in a task of its own').toEqual([])
    const tasks = timers.slice(afterFrame)
    expect(tasks).toHaveLength(4)
    tasks[0]?.()
    expect(appended).toEqual(['/_next/static/chunks/a.js true'])
    for (const task of tasks.slice(1)) task()
    expect(appended).toEqual([
      '/_next/static/chunks/a.js true',
      '/_next/static/chunks/b.js true',
      '/_next/static/chunks/boot.js true',
      '/_next/static/chunks/client.js true',
    ])
  })

  it('starts the scripts at once, and once, when the visitor acts before the picture is on screen', () => {
    const html = scriptsAfterMainPicture(page())
    const code = /<script type="module"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? ''
    const appended: string[] = []
    const listeners: (() => void)[] = []
    const fakeDocument = {
      querySelector: () => ({
        complete: false,
        addEventListener: () => undefined,
        decode: () => Promise.resolve(),
      }),
      querySelectorAll: () => [],
      createElement: () => ({ src: '', async: false }),
      head: { append: (element: { src: string }) => appended.push(element.src) },
    }
    const tasks: (() => void)[] = []
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'self', code)(
      fakeDocument,
      () => undefined,
      (task: () => void) => tasks.push(task),
      (_type: string, listener: () => void) => listeners.push(listener),
      {},
    )
    expect(appended).toEqual([])
    const waiting = tasks.length
    listeners[0]?.()
    listeners[2]?.()
    for (const task of tasks.slice(waiting)) task()
    expect(appended).toHaveLength(4)
  })

  it('holds the lazy pictures the parser adds, from the top of the body, and gives them back before the scripts', async () => {
    const html = scriptsAfterMainPicture(page())
    const holder = /<body><script nonce="([^"]+)">(.*?)<\/script>/.exec(html)
    expect(holder?.[1], 'the holder is the first thing in the body, with the nonce').toBe(NONCE)
    const loaderCode = /<script type="module"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? ''

    /** An element as the parser adds it: a name and attributes. */
    class FakeElement {
      readonly attributes: Map<string, string>
      constructor(
        readonly nodeName: string,
        attributes: Record<string, string>,
      ) {
        this.attributes = new Map(Object.entries(attributes))
      }
      getAttribute(name: string) {
        return this.attributes.get(name) ?? null
      }
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value)
      }
      removeAttribute(name: string) {
        this.attributes.delete(name)
      }
    }
    let observed: (() => void) | null = null
    let disconnected = false
    class FakeObserver {
      constructor(callback: () => void) {
        observed = callback
      }
      observe() {}
      disconnect() {
        disconnected = true
      }
    }
    const self: Record<string, unknown> = {}
    // The document's live list of pictures, as the parser adds them.
    const images: FakeElement[] = []
    new Function('MutationObserver', 'HTMLScriptElement', 'document', 'self', holder?.[2] ?? '')(
      FakeObserver,
      { prototype: { noModule: false } },
      { body: {}, images },
      self,
    )
    const first = new FakeElement('IMG', { loading: 'lazy', src: '/c.webp', alt: 'C' })
    images.push(first)
    observed!()
    expect(first.getAttribute('data-later-src')).toBe('/c.webp')
    const lazy = new FakeElement('IMG', { loading: 'lazy', src: '/b.webp', srcset: '/b.webp 400w', alt: 'B' })
    const main = new FakeElement('IMG', { loading: 'eager', src: '/a.webp', fetchpriority: 'high' })
    images.push(main, lazy)
    observed!()
    expect(Object.fromEntries(lazy.attributes), 'held: no src or srcset to start it').toEqual({
      loading: 'lazy',
      alt: 'B',
      'data-later-src': '/b.webp',
      'data-later-srcset': '/b.webp 400w',
    })
    expect(main.getAttribute('src'), 'the main picture is not held').toBe('/a.webp')
    expect(first.getAttribute('data-later-src'), 'still held').toBe('/c.webp')

    const log: string[] = []
    const listeners: (() => void)[] = []
    const tasks: (() => void)[] = []
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'self', loaderCode)(
      {
        querySelector: () => ({
          complete: false,
          addEventListener: () => undefined,
          decode: () => Promise.resolve(),
        }),
        querySelectorAll: (selector: string) => {
          expect(selector).toBe('img[data-later-src],img[data-later-srcset]')
          return [lazy].filter((element) => element.getAttribute('data-later-src') !== null)
        },
        createElement: () => ({ src: '', async: false }),
        head: {
          append: (element: { src: string }) =>
            log.push(`${element.src} after the picture got ${lazy.getAttribute('srcset') ?? 'nothing'}`),
        },
      },
      () => undefined,
      (task: () => void) => tasks.push(task),
      (_type: string, listener: () => void) => listeners.push(listener),
      self,
    )
    expect(lazy.getAttribute('src'), 'still held until the main picture is painted').toBeNull()
    const waiting = tasks.length
    listeners[0]?.()
    for (const task of tasks.slice(waiting)) task()
    expect(disconnected, 'the holder stops').toBe(true)
    expect(Object.fromEntries(lazy.attributes)).toEqual({
      loading: 'lazy',
      alt: 'B',
      src: '/b.webp',
      srcset: '/b.webp 400w',
    })
    expect(log[0]).toBe('/_next/static/chunks/a.js after the picture got /b.webp 400w')
  })

  it('holds nothing in a browser without module scripts, which would never give the pictures back', () => {
    const html = scriptsAfterMainPicture(page())
    const code = /<body><script nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    let observers = 0
    new Function('MutationObserver', 'HTMLScriptElement', 'document', 'self', code)(
      class {
        constructor() {
          observers++
        }
      },
      { prototype: {} },
      { body: {}, images: [] },
      {},
    )
    expect(observers).toBe(0)
  })

  it('leaves a page with no main picture, or with two, or with no body end, as it is', () => {
    expect(scriptsAfterMainPicture(page({ picture: false }))).toBe(page({ picture: false }))
    const cut = page().replace('</body></html>', '')
    expect(scriptsAfterMainPicture(cut)).toBe(cut)
    const two = page({ body: '<img fetchPriority="high" src="/b.webp"/>' })
    expect(scriptsAfterMainPicture(two)).toBe(two)
  })

  it('leaves scripts from elsewhere, typed ones and inline ones where they are', () => {
    const body =
      '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<link rel="preload" as="script" href="https://www.googletagmanager.com/gtm.js"/>' +
      '<link rel="modulepreload" as="script" href="/_next/static/chunks/module.js"/>'
    const after = scriptsAfterMainPicture(page({ body }))
    expect(after).toContain(body)
  })
})
