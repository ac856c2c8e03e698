import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

import { carryQueryScript } from './carryQuery'

type Listener = (event: { target: unknown }) => void

/** Runs the inline script on a page at `search`, then an event of `type` on a link to `href`. */
function follow(href: string, search: string, type = 'click') {
  const listeners = new Map<string, Listener>()
  const attributes = new Map([['data-language-href', href]])
  const link = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  }
  const inner = { closest: (selector: string) => (selector === 'a[data-language-href]' ? link : null) }
  const document = {
    addEventListener: (name: string, listener: Listener, capture: boolean) => {
      expect(capture).toBe(true)
      listeners.set(name, listener)
    },
  }
  runInNewContext(carryQueryScript, { document, location: { search }, URLSearchParams })
  listeners.get(type)?.({ target: inner })
  return attributes.get('href')
}

describe('carryQueryScript: the language switcher keeps the page’s parameters', () => {
  it.each<[string, string, string, string]>([
    ['no query', '/nl/te-koop/', '', '/nl/te-koop/'],
    ['filters and sort', '/nl/te-koop/', '?type=1&sort=price-asc', '/nl/te-koop/?type=1&sort=price-asc'],
    ['without the question mark', '/nl/te-koop/', 'page=2', '/nl/te-koop/?page=2'],
    ['a town, encoded once', '/nl/te-koop/', '?city=Gand%7C9000', '/nl/te-koop/?city=Gand%7C9000'],
    ['repeated keys kept', '/en/for-sale/', '?a=1&a=2', '/en/for-sale/?a=1&a=2'],
    [
      'the link’s own parameter wins',
      '/nl/project/?id=7301',
      '?id=9&view=map',
      '/nl/project/?id=7301&view=map',
    ],
    ['a fragment stays last', '/de/zu-verkaufen/#results', '?page=3', '/de/zu-verkaufen/?page=3#results'],
  ])('%s', (_, href, search, expected) => {
    expect(follow(href, search)).toBe(expected)
  })

  it('completes the link when it is hovered, focused or pressed, before it is followed', () => {
    for (const type of ['mouseover', 'focusin', 'pointerdown']) {
      expect(follow('/nl/te-koop/', '?page=2', type), type).toBe('/nl/te-koop/?page=2')
    }
  })

  it('leaves anything but a language link alone', () => {
    const listeners: Listener[] = []
    const document = { addEventListener: (_: string, listener: Listener) => listeners.push(listener) }
    runInNewContext(carryQueryScript, { document, location: { search: '?page=2' }, URLSearchParams })
    const other = { closest: () => null }
    for (const listener of listeners) expect(() => listener({ target: other })).not.toThrow()
    for (const listener of listeners) expect(() => listener({ target: null })).not.toThrow()
  })
})
