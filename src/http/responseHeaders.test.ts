import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseHeaders } from '@/security/headers'
import { hardenResponse } from './responseHeaders'

type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

function get(server: Server, path: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('hardenResponse', () => {
  let server: Server
  beforeAll(async () => {
    // Each path answers as one kind of Next response does.
    server = createServer((req, res) => {
      hardenResponse(res)
      if (req.url === '/redirect') {
        // Next's redirect of a `//` path: a bare 308 with headers given to writeHead.
        res.writeHead(308, { location: '/fr/' })
        res.end()
      } else if (req.url === '/icon') {
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader('content-type', 'image/svg+xml')
        res.end('<svg/>')
      } else if (req.url === '/given') {
        res.writeHead(200, 'OK', { 'X-Nextjs-Cache': 'MISS', 'x-powered-by': 'Next.js' })
        res.end()
      } else {
        // A page of the site: its own policy, set by the proxy, stays as it is.
        res.setHeader('content-security-policy', "default-src 'self'; script-src 'nonce-abc'")
        res.setHeader('x-content-type-options', 'nosniff')
        res.end('<!doctype html>')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('gives a response written without any of our headers all of them', async () => {
    const answer = await get(server, '/redirect')
    expect(answer.status).toBe(308)
    expect(answer.headers.location).toBe('/fr/')
    for (const { key, value } of baseHeaders) expect(answer.headers[key]).toBe(value)
  })

  it('removes Next’s internal headers, set before or given to writeHead', async () => {
    const icon = await get(server, '/icon')
    expect(icon.headers['x-nextjs-cache']).toBeUndefined()
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    const given = await get(server, '/given')
    expect(given.headers['x-nextjs-cache']).toBeUndefined()
    expect(given.headers['x-powered-by']).toBeUndefined()
    expect(given.headers['x-content-type-options']).toBe('nosniff')
  })

  it('leaves a response that has our headers as it is: one policy, the page’s own', async () => {
    const page = await get(server, '/page')
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; script-src 'nonce-abc'")
    expect(page.headers['x-frame-options']).toBeUndefined()
  })
})
