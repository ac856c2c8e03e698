import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { inBackground, settleBackground } from './background'

const fakePayload = () => ({}) as Payload

describe('background work of a Payload', () => {
  it('is waited for, whether it succeeds or fails, and only for its own Payload', async () => {
    const payload = fakePayload()
    const other = fakePayload()
    let finish!: () => void
    let ended = false
    inBackground(
      payload,
      new Promise<void>((resolve) => (finish = resolve)).then(() => {
        ended = true
      }),
    )
    inBackground(payload, Promise.reject(new Error('failed in the background')))
    inBackground(other, new Promise(() => undefined))

    const settling = settleBackground(payload, 5_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ended).toBe(false)
    finish()
    expect(await settling).toBe(true)
    expect(ended).toBe(true)
    // Nothing left: settles at once.
    expect(await settleBackground(payload, 0)).toBe(true)
  })

  it('gives up after the time allowed and says so', async () => {
    const payload = fakePayload()
    inBackground(payload, new Promise(() => undefined))
    expect(await settleBackground(payload, 30)).toBe(false)
  })
})
