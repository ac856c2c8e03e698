import { describe, expect, it, vi } from 'vitest'

import { type ChangeSource, noteChanges } from '@/db/changes'

// 'server-only' throws outside a React Server Components build; this module is plain Node here.
vi.mock('server-only', () => ({}))
const { memoSizes, processMemo } = await import('./processMemo')

let names = 0
/** A memo on a source of its own, counting its builds; `answer` says what each key builds to. */
function counted<V>(
  answer: (key: string) => Promise<V>,
  options?: Parameters<typeof processMemo<string, V>>[3],
) {
  const name = `test-memo-${++names}`
  const source = `test-source-${names}` as ChangeSource
  const builds: string[] = []
  const memo = processMemo<string, V>(
    name,
    [source],
    (key) => {
      builds.push(key)
      return answer(key)
    },
    options,
  )
  return { memo, builds, size: () => memoSizes()[name], bump: () => noteChanges([source]) }
}

describe('processMemo', () => {
  it('builds once per key until a change to its sources, and again after', async () => {
    const { memo, builds, bump } = counted(async (key) => ({ key }))
    const first = await memo('a')
    expect(await memo('a')).toBe(first)
    expect(builds).toEqual(['a'])
    bump()
    const second = await memo('a')
    expect(second).not.toBe(first)
    expect(second).toEqual(first)
    expect(builds).toEqual(['a', 'a'])
  })

  it('shares one build between callers that ask at the same time', async () => {
    const { memo, builds } = counted(async (key) => key)
    expect(await Promise.all([memo('a'), memo('a'), memo('a')])).toEqual(['a', 'a', 'a'])
    expect(builds).toEqual(['a'])
  })

  it('does not keep a value whose sources changed while it was built', async () => {
    let bumpDuringBuild = () => {}
    const { memo, builds, size, bump } = counted(async (key) => {
      bumpDuringBuild()
      return key
    })
    bumpDuringBuild = bump
    await memo('a')
    expect(size()).toBe(0)
    bumpDuringBuild = () => {}
    await memo('a')
    await memo('a')
    expect(builds).toEqual(['a', 'a'])
    expect(size()).toBe(1)
  })

  it('does not keep a failed build: the next call tries again', async () => {
    let fail = true
    const { memo, builds, size } = counted(async (key) => {
      if (fail) throw new Error('database down')
      return key
    })
    await expect(memo('a')).rejects.toThrow('database down')
    expect(size()).toBe(0)
    fail = false
    expect(await memo('a')).toBe('a')
    expect(builds).toEqual(['a', 'a'])
    expect(size()).toBe(1)
  })

  it('hands a miss to the caller without keeping it', async () => {
    const { memo, builds, size } = counted(async (key) => (key.startsWith('known') ? key : null), {
      keep: (value) => value !== null,
    })
    for (let id = 0; id < 200; id++) expect(await memo(`unknown-${id}`)).toBeNull()
    expect(size()).toBe(0)
    expect(await memo('known')).toBe('known')
    expect(await memo('unknown-0')).toBeNull()
    expect(size()).toBe(1)
    expect(builds.filter((key) => key === 'unknown-0')).toHaveLength(2)
  })

  it('keeps at most `max` values, dropping the least recently used', async () => {
    const { memo, builds, size } = counted(async (key) => key, { max: 3 })
    for (const key of ['a', 'b', 'c']) await memo(key)
    await memo('a') // a is now the most recently used: b is the oldest
    await memo('d')
    expect(size()).toBe(3)
    builds.length = 0
    for (const key of ['a', 'c', 'd']) await memo(key)
    expect(builds).toEqual([])
    await memo('b')
    expect(builds).toEqual(['b'])
    expect(size()).toBe(3)
  })

  it('never lets misses push kept values out', async () => {
    const { memo, builds, size } = counted(async (key) => (key === 'known' ? key : null), {
      max: 2,
      keep: (value) => value !== null,
    })
    await memo('known')
    await Promise.all(Array.from({ length: 50 }, (_, id) => memo(`unknown-${id}`)))
    builds.length = 0
    expect(await memo('known')).toBe('known')
    expect(builds).toEqual([])
    expect(size()).toBe(1)
  })
})
