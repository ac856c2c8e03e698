import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { noteChanges } from '@/db/changes'
import { PAGE_CACHE_TAG, startCdnPurge } from '@/http/cdnPurge'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// Issue 19: the CDN purge hook is called once a change to what public pages read has committed,
// with the sources, changes close together in one call; changes pages do not show call nothing.

let t: TestPayload
let payload: Payload
let hook: Server
let url: string
const calls: { tags: string[]; sources: string[] }[] = []
const errors: string[] = []
let stop: () => void

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('not within the time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe(`the CDN purge hook (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    hook = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        calls.push(JSON.parse(body) as { tags: string[]; sources: string[] })
        response.writeHead(calls.length === 3 ? 503 : 204).end()
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`
    stop = startCdnPurge(url, { error: ({ msg }) => errors.push(msg) }, 100)
  })

  afterAll(async () => {
    stop()
    await new Promise((resolve) => hook.close(resolve))
    await t.cleanup()
  })

  it('is called with the tag and the sources once a change committed, changes close together in one call', async () => {
    await payload.updateGlobal({ slug: 'footer', data: {}, overrideAccess: true })
    await payload.updateGlobal({ slug: 'top-bar', data: {}, overrideAccess: true })
    await waitFor(() => calls.length === 1)
    expect(calls[0]).toEqual({ tags: [PAGE_CACHE_TAG], sources: ['global:footer', 'global:top-bar'] })
  })

  it('is not called for what pages do not show', async () => {
    noteChanges(['leads', 'mails', 'crm-imports'])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(calls).toHaveLength(1)
    noteChanges(['properties', 'leads'])
    await waitFor(() => calls.length === 2)
    expect(calls[1]?.sources).toEqual(['properties'])
  })

  it('logs a purge the hook refused', async () => {
    noteChanges(['pages'])
    await waitFor(() => errors.length === 1)
    expect(errors[0]).toBe('CDN purge of pages failed')
  })
})
