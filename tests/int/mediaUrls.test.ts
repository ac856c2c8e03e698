import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// Issue 20, point 14: under Next, withPayload sets NEXT_TRAILING_SLASH from next.config's
// `trailingSlash: true`, and Payload then writes every file URL with a slash after the extension,
// which Next answers with a 308. The media collection hands out the URLs without it.

let t: TestPayload
let payload: Payload
let dataDir: string
const saved = { NEXT_TRAILING_SLASH: process.env.NEXT_TRAILING_SLASH, DATA_DIR: process.env.DATA_DIR }

describe(`media file URLs under trailingSlash: true (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'media-urls-int-'))
    process.env.DATA_DIR = dataDir
    process.env.NEXT_TRAILING_SLASH = 'true'
    t = await createTestPayload()
    payload = t.payload
  })

  afterAll(async () => {
    await t?.cleanup()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('gives the file, its thumbnail and every size without a trailing slash', async () => {
    const image = { create: { width: 900, height: 600, channels: 3 as const, background: '#8a6d3b' } }
    const data = await sharp(image).jpeg().toBuffer()
    const created = await payload.create({
      collection: 'media',
      data: { alt: 'Façade' },
      file: { data, mimetype: 'image/jpeg', name: 'facade.jpg', size: data.length },
    })
    const read = await payload.findByID({ collection: 'media', id: created.id })
    const urls = [
      read.url,
      read.thumbnailURL,
      ...Object.values(read.sizes ?? {}).map((size) => size?.url),
    ].filter((url): url is string => Boolean(url))
    expect(urls.length).toBeGreaterThan(3)
    for (const url of urls)
      expect(new URL(url, 'http://site.test').pathname).toMatch(/\/api\/media\/file\/[^/]+\.\w+$/)
    expect(created.url).toBe(read.url)
  })
})
