import { describe, expect, it } from 'vitest'

import { type CachedPage, PageStore } from './pageStore'

const page = (bytes: number, stamp = '1', expires = 1_000): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  parts: [Buffer.alloc(bytes)],
  gzip: null,
  compressing: false,
  bytes,
  stamp,
  expires,
})

describe('PageStore: pages kept until their sources change, bounded in bytes', () => {
  it('answers a page kept under the same stamp, before it expires', () => {
    const store = new PageStore(1_000)
    store.set('/fr/', page(100))
    expect(store.get('/fr/', '1', 500)?.bytes).toBe(100)
  })

  it('drops a page once a source changed or it expired', () => {
    const store = new PageStore(1_000)
    store.set('/fr/', page(100))
    store.set('/nl/', page(100))
    expect(store.get('/fr/', '2', 500)).toBeUndefined()
    expect(store.get('/nl/', '1', 1_000)).toBeUndefined()
    expect(store.size).toBe(0)
    expect(store.bytes).toBe(0)
  })

  it('lets the least recently used pages go past its bound', () => {
    const store = new PageStore(200)
    store.set('a', page(50))
    store.set('b', page(40))
    store.get('a', '1', 0) // a is now the most recently used
    store.set('c', page(50))
    store.set('d', page(50))
    store.set('e', page(50))
    expect(store.get('b', '1', 0)).toBeUndefined()
    expect(store.get('a', '1', 0)).toBeDefined()
    expect(store.get('e', '1', 0)).toBeDefined()
    expect(store.bytes).toBeLessThanOrEqual(200)
  })

  it('never keeps a page larger than a quarter of its bound, nor one key twice', () => {
    const store = new PageStore(1_000)
    store.set('big', page(300))
    expect(store.size).toBe(0)
    store.set('a', page(100))
    store.set('a', page(120))
    expect(store.size).toBe(1)
    expect(store.bytes).toBe(120)
  })

  it('counts a page’s compressed copy once it is made, and lets older pages go for it', () => {
    const store = new PageStore(1_000)
    const a = page(100)
    store.set('a', a)
    store.set('b', page(100))
    store.grow('a', a, 50)
    expect(store.bytes).toBe(250)
    store.grow('a', a, 800) // over the bound: the least recently used page (a) goes
    expect(store.get('a', '1', 0)).toBeUndefined()
    expect(store.bytes).toBe(100)
    store.grow('a', a, 10) // no longer kept: nothing is counted
    expect(store.bytes).toBe(100)
  })
})
