import { describe, expect, it } from 'vitest'

import { batched } from './batched'

function loader() {
  const calls: number[][] = []
  const load = batched(async (keys: number[]) => {
    calls.push(keys)
    return new Map(keys.filter((key) => key > 0).map((key) => [key, `card ${key}`]))
  })
  return { load, calls }
}

describe('batched', () => {
  it('loads the keys asked for in the same turn together, each caller getting its own', async () => {
    const { load, calls } = loader()
    expect(await Promise.all([load(3), load(1), load(-1), load(3)])).toEqual([
      'card 3',
      'card 1',
      undefined,
      'card 3',
    ])
    expect(calls).toEqual([[3, 1, -1]])
  })

  it('starts a new batch for keys asked for later', async () => {
    const { load, calls } = loader()
    await load(1)
    await Promise.all([load(2), load(3)])
    expect(calls).toEqual([[1], [2, 3]])
  })

  it('rejects every caller of a failed batch, and the next batch tries again', async () => {
    let fail = true
    const load = batched(async (keys: number[]) => {
      if (fail) throw new Error('database down')
      return new Map(keys.map((key) => [key, key]))
    })
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('database down')
    fail = false
    expect(await load(1)).toBe(1)
  })
})
