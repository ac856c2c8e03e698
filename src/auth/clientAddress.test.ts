import { afterEach, describe, expect, it } from 'vitest'

import { cameThroughProxies, clientAddress, normaliseAddress, trustedProxyHops } from './clientAddress'

const withHeader = (value: string | null) => new Headers(value === null ? {} : { 'x-forwarded-for': value })

describe('clientAddress', () => {
  const saved = process.env.TRUSTED_PROXY_HOPS
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS
    else process.env.TRUSTED_PROXY_HOPS = saved
  })

  it.each([
    // [TRUSTED_PROXY_HOPS, X-Forwarded-For as the server passes it on (the peer appended), address]
    [undefined, '203.0.113.7', '203.0.113.7'], // no proxy: the peer
    [undefined, '198.51.100.1, 203.0.113.7', '203.0.113.7'], // what the client wrote is ignored
    ['0', '::ffff:203.0.113.7', '203.0.113.7'],
    ['1', '203.0.113.7, 10.0.0.2', '203.0.113.7'], // nginx (peer 10.0.0.2) appended the client
    ['1', '6.6.6.6, 203.0.113.7, 10.0.0.2', '203.0.113.7'], // what the client wrote itself is ignored
    ['2', '6.6.6.6, 203.0.113.7, 10.0.0.1, 10.0.0.2', '203.0.113.7'], // CDN, then nginx
    ['1', '203.0.113.7', 'unknown'], // a direct connection, though a proxy is trusted: shared
    ['2', '203.0.113.7, 10.0.0.2', 'unknown'], // fewer entries than trusted proxies: misconfigured
    ['1', '2001:DB8::1, 10.0.0.2', '2001:db8::1'],
    ['1', '[2001:db8::1]:443, 10.0.0.2', '2001:db8::1'],
    ['1', '203.0.113.7:51234, 10.0.0.2', '203.0.113.7'],
    ['1', 'not-an-address, 10.0.0.2', 'unknown'],
    ['0', '', 'unknown'],
    ['0', null, 'unknown'],
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

  it.each([
    // [TRUSTED_PROXY_HOPS, X-Forwarded-For as the server passes it on, came through the proxies]
    [undefined, '203.0.113.7', false], // no proxy trusted: nothing came through one
    ['1', '203.0.113.7, 10.0.0.2', true], // nginx appended the client, the server nginx
    ['1', '127.0.0.1', false], // a direct connection: only the peer
    ['2', '203.0.113.7, 10.0.0.2', false], // one proxy of two
    ['2', '6.6.6.6, 203.0.113.7, 10.0.0.1, 10.0.0.2', true],
  ])('hops %s, X-Forwarded-For %j: came through the proxies %s', (hops, header, expected) => {
    if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS
    else process.env.TRUSTED_PROXY_HOPS = hops
    expect(cameThroughProxies(withHeader(header))).toBe(expected)
  })
})
