import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { type S3Server, startS3 } from '../helpers/s3'

let s3: S3Server
let t: TestPayload
let payload: Payload
let dataDir: string
let saved: Record<string, string | undefined> = {}
let storageVars: Record<string, string | undefined> = {}

function setEnv(vars: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}

async function upload(name: string) {
  const image = { create: { width: 900, height: 600, channels: 3 as const, background: '#b5651d' } }
  const data = await sharp(image).jpeg().toBuffer()
  const file = { data, mimetype: 'image/jpeg', name, size: data.length }
  return payload.create({ collection: 'media', data: { alt: 'Façade' }, file })
}

/** GET /api/media/file/<name> as Payload's REST route answers it, through the collection's handlers. */
async function serve(filename: string): Promise<Response> {
  const req = await createLocalReq({}, payload)
  const handlers = payload.collections.media.config.upload.handlers ?? []
  for (const handler of handlers) {
    const response = await handler(req, {
      doc: undefined as never,
      headers: new Headers(),
      params: { collection: 'media', filename },
    })
    if (response instanceof Response) return response
  }
  throw new Error('no upload handler answered')
}

describe.each([
  { prefix: undefined, key: (name: string) => name },
  { prefix: 'agency/media', key: (name: string) => `agency/media/${name}` },
])(`media on S3-compatible storage (${testDatabaseKind}, S3_PREFIX $prefix)`, ({ prefix, key }) => {
  beforeAll(async () => {
    s3 = await startS3()
    dataDir = mkdtempSync(path.join(tmpdir(), 'object-storage-int-'))
    storageVars = { ...s3.env, S3_PREFIX: prefix }
    const vars = {
      ...storageVars,
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: 'object-storage-integration-test-secret-0123',
    }
    saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
    setEnv(vars)
    t = await createTestPayload()
    payload = t.payload
  })

  afterAll(async () => {
    await t?.cleanup()
    setEnv(saved)
    await s3?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores an upload and its sizes in the bucket, none on the local disk', async () => {
    const doc = await upload('facade.jpg')
    // Sizes wider than the original share one file (withoutEnlargement).
    const sizeFiles = Object.values(doc.sizes ?? {}).flatMap((size) =>
      size?.filename ? [size.filename] : [],
    )
    expect(sizeFiles.length).toBeGreaterThan(0)
    const expected = [...new Set([doc.filename as string, ...sizeFiles])].map(key)
    expect((await s3.keys()).sort()).toEqual(expected.sort())
    const localDir = path.join(dataDir, 'media')
    expect(existsSync(localDir) ? readdirSync(localDir) : []).toEqual([])
  })

  it('keeps the URLs on Payload’s own file route, which serves them from the bucket', async () => {
    const doc = await upload('garden.jpg')
    // No ?prefix=: the key comes from S3_PREFIX, not from a per-document column. A path, on
    // whichever of the site's origins the page is (docs/decisions/031).
    expect(doc.url).toBe('/api/media/file/garden.jpg')
    const w400 = doc.sizes?.w400
    expect(w400?.url).toBe(`/api/media/file/${w400?.filename}`)

    const response = await serve('garden.jpg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBe(doc.filesize)
    expect((await sharp(bytes).metadata()).width).toBe(900)
    expect((await serve('missing.jpg')).status).toBe(404)
  })

  it('removes the objects when the document is deleted', async () => {
    const doc = await upload('kitchen.jpg')
    expect(await s3.keys()).toContain(key('kitchen.jpg'))
    await payload.delete({ collection: 'media', id: doc.id })
    expect((await s3.keys()).filter((k) => k.includes('kitchen'))).toEqual([])
  })

  it('needs no database column that the local-disk setup lacks', async () => {
    type Named = { name: string; flattenedFields?: Named[] }
    const names = (fields: Named[], parent = ''): string[] =>
      fields
        .flatMap((f) => [parent + f.name, ...names(f.flattenedFields ?? [], `${parent}${f.name}.`)])
        .sort()
    const withS3 = names(payload.collections.media.config.flattenedFields)
    expect(withS3).toContain('sizes.w400.url')
    setEnv(Object.fromEntries(Object.keys(storageVars).map((name) => [name, undefined])))
    try {
      vi.resetModules()
      const config = await (await import('@/payload.config')).default
      const media = config.collections.find((collection) => collection.slug === 'media')
      expect(withS3).toEqual(names(media?.flattenedFields ?? []))
    } finally {
      setEnv(storageVars)
    }
  })
})
