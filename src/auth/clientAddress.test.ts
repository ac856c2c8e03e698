import { afterEach, describe, expect, it } from 'vitest'

import { clientAddress, normaliseAddress, trustedProxyHops } from './clientAddress'

const withHeader = (value: string | null) => new Headers(value === null ? {} : { 'x-forwarded-for': value })

describe('clientAddress', () => {
  const saved = process.env.TRUSTED_PROXY_HOPS
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS
    else process.env.TRUSTED_PROXY_HOPS = saved
  })

  it.each([
    // [TRUSTED_PROXY_HOPS, X-Forwarded-For, address]
    [undefined, '203.0.113.7', '203.0.113.7'], // no proxy: the value Next set from the socket
    [undefined, '198.51.100.1, 203.0.113.7', '203.0.113.7'],
    ['0', '::ffff:203.0.113.7', '203.0.113.7'],
    ['1', '203.0.113.7', '203.0.113.7'], // one proxy appended the client's address
    ['1', '6.6.6.6, 203.0.113.7', '203.0.113.7'], // what the client wrote itself is ignored
    ['2', '6.6.6.6, 203.0.113.7, 10.0.0.2', '203.0.113.7'], // CDN, then nginx
    ['2', '203.0.113.7', 'unknown'], // fewer entries than trusted proxies: misconfigured
    ['1', '2001:DB8::1', '2001:db8::1'],
    ['1', '[2001:db8::1]:443', '2001:db8::1'],
    ['1', '203.0.113.7:51234', '203.0.113.7'],
    ['1', 'not-an-address', 'unknown'],
    ['1', '', 'unknown'],
    ['1', null, 'unknown'],
    ['1', ' , ', 'unknown'],
  ])('hops %s, X-Forwarded-For %j: %s', (hops, header, expected) => {
    if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS
    else process.env.TRUSTED_PROXY_HOPS = hops
    expect(clientAddress(withHeader(header))).toBe(expected)
  })

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['2', 2],
    [' 1 ', 1],
    ['-1', 0],
    ['1.5', 0],
    ['two', 0],
  ])('reads TRUSTED_PROXY_HOPS %j as %d', (value, expected) => {
    expect(trustedProxyHops(value)).toBe(expected)
  })

  it.each([
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['::1', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['999.1.1.1', 'unknown'],
    ['<script>', 'unknown'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected)
  })
})
