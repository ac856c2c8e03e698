import { describe, expect, it, vi } from 'vitest'

import {
  readUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
  unsubscribePath,
  unsubscribeToken,
} from './unsubscribeLinks'

vi.mock('server-only', () => ({}))

const now = Date.UTC(2026, 10, 27)

describe('unsubscribe tokens', () => {
  it('name the request or the demand they were signed for', () => {
    expect(readUnsubscribeToken(unsubscribeToken({ kind: 'request', id: 12 }, now), now)).toEqual({
      kind: 'request',
      id: 12,
    })
    expect(readUnsubscribeToken(unsubscribeToken({ kind: 'demand', id: 7 }, now), now)).toEqual({
      kind: 'demand',
      id: 7,
    })
  })

  it('stop working after two years', () => {
    const token = unsubscribeToken({ kind: 'request', id: 12 }, now)
    expect(readUnsubscribeToken(token, now + (UNSUBSCRIBE_LINK_DAYS - 1) * 86_400_000)).not.toBeNull()
    expect(readUnsubscribeToken(token, now + (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000)).toBeNull()
  })

  it('refuse anything altered: another id, another kind, a later expiry, garbage', () => {
    const token = unsubscribeToken({ kind: 'request', id: 12 }, now)
    const [, expires, signature] = /^r12\.(\d+)\.(.+)$/.exec(token) ?? []
    expect(readUnsubscribeToken(`r13.${expires}.${signature}`, now)).toBeNull()
    expect(readUnsubscribeToken(`d12.${expires}.${signature}`, now)).toBeNull()
    expect(readUnsubscribeToken(`r12.${Number(expires) + 1}.${signature}`, now)).toBeNull()
    for (const bad of ['', 'r12', 'x12.1.abc', `${token}x`]) expect(readUnsubscribeToken(bad, now)).toBeNull()
  })

  it('travel in a link outside the languages', () => {
    expect(unsubscribePath({ kind: 'demand', id: 3 }, 'nl')).toMatch(
      /^\/unsubscribe\/\?t=d3\.\d+\.[\w-]{43}&lang=nl$/,
    )
  })
})
