import { describe, expect, it } from 'vitest'

import { readBoundedBody } from './body'

/** A request whose body arrives in chunks and declares no length, as a chunked upload does. */
function chunked(chunks: number[], pulled: { count: number }): Request {
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = chunks[index++]
      if (size === undefined) return controller.close()
      pulled.count += 1
      controller.enqueue(new Uint8Array(size).fill(120))
    },
  })
  return new Request('http://localhost/api/leads', { method: 'POST', body, duplex: 'half' } as RequestInit)
}

describe('readBoundedBody', () => {
  it('reads a body up to the limit whole', async () => {
    const request = new Request('http://localhost/api/leads', { method: 'POST', body: 'x'.repeat(100) })
    const body = await readBoundedBody(request, 100)
    expect(body?.byteLength).toBe(100)
    expect(new TextDecoder().decode(body!)).toBe('x'.repeat(100))
  })

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const request = new Request('http://localhost/api/leads', {
      method: 'POST',
      body: 'x'.repeat(101),
      headers: { 'Content-Length': '101' },
    })
    expect(await readBoundedBody(request, 100)).toBeNull()
    expect(request.bodyUsed).toBe(false)
  })

  it('counts a chunked body and stops at the first chunk past the limit', async () => {
    const pulled = { count: 0 }
    const body = await readBoundedBody(chunked([40, 40, 40, 40, 40], pulled), 100)
    expect(body).toBeNull()
    // Three chunks (120 bytes) were enough to know; the other two were never asked for.
    expect(pulled.count).toBe(3)
  })

  it('does not trust a Content-Length lower than the body', async () => {
    const pulled = { count: 0 }
    const request = chunked([80, 80], pulled)
    request.headers.set('Content-Length', '10')
    expect(await readBoundedBody(request, 100)).toBeNull()
  })

  it('reads a chunked body that stays within the limit', async () => {
    const body = await readBoundedBody(chunked([50, 50], { count: 0 }), 100)
    expect(body?.byteLength).toBe(100)
  })

  it('answers an empty body for a request without one', async () => {
    const body = await readBoundedBody(new Request('http://localhost/api/leads', { method: 'DELETE' }), 100)
    expect(body?.byteLength).toBe(0)
  })
})
