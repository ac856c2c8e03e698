import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { locales } from './locales'
import { messageNamespaces } from './messages'

const read = (locale: string, namespace: string): unknown =>
  JSON.parse(readFileSync(path.join('messages', locale, `${namespace}.json`), 'utf8'))

/** Dotted paths of every string leaf, so a missing or extra key in one language shows by name. */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

describe('message bundles', () => {
  for (const namespace of messageNamespaces) {
    it(`${namespace} has the same keys in every language`, () => {
      const english = keys(read('en', namespace)).sort()
      for (const locale of locales) expect(keys(read(locale, namespace)).sort(), locale).toEqual(english)
    })
  }
})
