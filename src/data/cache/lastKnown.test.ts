import { describe, expect, it } from 'vitest'

import { lastKnown } from './lastKnown'

describe('lastKnown: the value read, or the last one when a read fails', () => {
  it('answers the initial value until a read succeeds, then the last value read', async () => {
    const answers: (number | Error)[] = [new Error('down'), 1, new Error('down'), 2]
    const read = lastKnown(async () => {
      const next = answers.shift()
      if (next instanceof Error) throw next
      return next as number
    }, 0)
    expect([await read(), await read(), await read(), await read()]).toEqual([0, 1, 1, 2])
  })
})
