import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { OmnicasaClient, OmnicasaError } from './client'

type Handler = (call: string, params: Record<string, unknown>, res: ServerResponse) => void

let server: Server | null = null
const received: { call: string; params: Record<string, unknown> }[] = []

async function serve(handler: Handler): Promise<string> {
  received.length = 0
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const call = url.pathname.split('/').pop()!.replace(/Json$/, '')
    const params = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>
    received.push({ call, params })
    handler(call, params, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`
}

const answer = (res: ServerResponse, call: string, body: unknown, status = 200) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(status === 200 ? { [`${call}JsonResult`]: body } : body))
}

const client = (baseUrl: string, overrides: Partial<ConstructorParameters<typeof OmnicasaClient>[0]> = {}) =>
  new OmnicasaClient({
    baseUrl,
    customerName: 'agency',
    customerPassword: 's3cret-password',
    timeoutMs: 2_000,
    attempts: 3,
    backoffMs: 5,
    ...overrides,
  })

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))
  server = null
})

describe('OmnicasaClient', () => {
  it('sends the call with its parameters and the credentials, and answers the Value', async () => {
    const url = await serve((call, _params, res) =>
      answer(res, call, { Success: true, Message: null, Value: [1, 2] }),
    )
    expect(await client(url).array('GetTypeOfPropertyList', { LanguageId: 2 })).toEqual([1, 2])
    expect(received).toEqual([
      {
        call: 'GetTypeOfPropertyList',
        params: { LanguageId: 2, CustomerName: 'agency', CustomerPassword: 's3cret-password' },
      },
    ])
  })

  it('pages a list with Limit1 and Limit2 until RowsCount rows', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ ID: i + 1 }))
    const url = await serve((call, params, res) => {
      const first = Number(params.Limit1)
      answer(res, call, {
        Success: true,
        Value: { Items: rows.slice(first, first + Number(params.Limit2)), RowsCount: 7 },
      })
    })
    expect(await client(url).list('GetOwnerList', {}, 3)).toEqual(rows)
    expect(received.map((r) => [r.params.Limit1, r.params.Limit2])).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ])
  })

  it('retries a 5xx with a growing pause, then gives up naming the call but never the URL or password', async () => {
    const url = await serve((_call, _params, res) => answer(res, '', { error: 'down' }, 503))
    const error = await client(url)
      .call('GetPropertyList')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OmnicasaError)
    expect(received).toHaveLength(3)
    const { message, transient } = error as OmnicasaError
    expect(message).toBe('Omnicasa GetPropertyList: answered HTTP 503')
    expect(transient).toBe(true)
    expect(message).not.toContain('s3cret')
    expect(message).not.toContain('127.0.0.1')
  })

  it('recovers when a retry succeeds', async () => {
    let calls = 0
    const url = await serve((call, _params, res) =>
      ++calls < 3 ? answer(res, call, {}, 500) : answer(res, call, { Success: true, Value: 42 }),
    )
    expect(await client(url).call('GetProperty')).toBe(42)
  })

  it('does not retry a refusal, a 4xx or an answer that is not the API’s', async () => {
    const url = await serve((call, params, res) => {
      if (call === 'Refused')
        return answer(res, call, { Success: false, Message: 'Invalid customer', Value: null })
      if (call === 'Missing') return answer(res, call, { error: 'no' }, 404)
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end(params.html ? '<html>maintenance</html>' : '{"Other": 1}')
    })
    const c = client(url)
    await expect(c.call('Refused')).rejects.toThrow('Omnicasa Refused: refused: Invalid customer')
    await expect(c.call('Missing')).rejects.toThrow('Omnicasa Missing: answered HTTP 404')
    await expect(c.call('Page', { html: true })).rejects.toThrow('answered something that is not JSON')
    await expect(c.call('Shape')).rejects.toThrow('answered without {Success, Value}')
    expect(received).toHaveLength(4)
  })

  it('gives up on a CRM that does not answer in time, and on one that cannot be reached', async () => {
    const url = await serve(() => undefined)
    // Long enough for a busy machine to have each request reach the server before it is given up.
    await expect(client(url, { timeoutMs: 400, attempts: 2 }).call('GetPropertyList')).rejects.toThrow(
      'Omnicasa GetPropertyList: no answer within 400 ms',
    )
    expect(received).toHaveLength(2)
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(
      client(`http://127.0.0.1:${port}/`, { attempts: 1 }).call('GetPropertyList'),
    ).rejects.toThrow(/could not be reached \(ECONNREFUSED\)/)
  })
})
