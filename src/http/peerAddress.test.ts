import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installPeerAddress } from './peerAddress'

/** What a real HTTP server's handler sees in X-Forwarded-For, for a request sent with `sent`. */
function seenBy(server: Server, sent?: string | string[]): Promise<string | undefined> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/', headers: sent === undefined ? {} : { 'X-Forwarded-For': sent } },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve(body === '-' ? undefined : body))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('installPeerAddress', () => {
  let server: Server
  beforeAll(async () => {
    // Created before the install, as Next's server is created before instrumentation runs.
    server = createServer((req, res) => res.end(String(req.headers['x-forwarded-for'] ?? '-')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    installPeerAddress()
    installPeerAddress()
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sets the peer when the client sent nothing', async () => {
    expect(await seenBy(server)).toBe('127.0.0.1')
  })

  it('appends the peer to what the client wrote: the last entry is always the peer (once)', async () => {
    expect(await seenBy(server, '203.0.113.9')).toBe('203.0.113.9, 127.0.0.1')
    expect(await seenBy(server, '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1, 203.0.113.9, 127.0.0.1')
  })

  it('answers 405 with the security headers to a method nothing serves, and passes the others on', async () => {
    const { port } = server.address() as AddressInfo
    const answer = (method: string) =>
      new Promise<{ status: number; allow?: string; nosniff?: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/', method }, (res) => {
          res.resume()
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              allow: res.headers.allow,
              nosniff: String(res.headers['x-content-type-options']),
            }),
          )
        })
        req.on('error', reject)
        req.end()
      })
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL'])
      expect(await answer(method)).toEqual({
        status: 405,
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        nosniff: 'nosniff',
      })
    for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) expect((await answer(method)).status).toBe(200)
  })

  it('answers 405 to writes to /api/ itself, however its path is spelled, and passes the API on', async () => {
    const { port } = server.address() as AddressInfo
    const status = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        req.end()
      })
    for (const path of ['/api/', '/api/leads/init/../../', '/fr/../api/'])
      expect(await status('POST', path), path).toBe(405)
    expect(await status('GET', '/api/')).toBe(200)
    expect(await status('POST', '/api/leads/')).toBe(200)
    expect(await status('POST', '/api/users/login/')).toBe(200)
  })

  it('joins a header sent twice before appending', async () => {
    expect(await seenBy(server, ['198.51.100.1', '203.0.113.9'])).toBe('198.51.100.1, 203.0.113.9, 127.0.0.1')
  })
})
