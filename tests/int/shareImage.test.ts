import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Type-only: the module itself loads after createTestPayload() has chosen the database.
import type * as ShareImageModule from '@/data/shareImage'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'

// src/data reads through the app's Payload instance; here it is the test's.
const state = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('server-only', () => ({}))
vi.mock('@/data/payload', () => ({ payloadClient: async () => state.payload }))

let t: TestPayload
let payload: Payload
let shareImage: typeof ShareImageModule
let dataDir: string
let setSecret = false

describe(`the agency's share picture (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'share-image-int-'))
    process.env.DATA_DIR = dataDir
    setSecret = !process.env.PAYLOAD_SECRET
    if (setSecret) process.env.PAYLOAD_SECRET = 'share-image-integration-test-secret-0123456789'
    t = await createTestPayload()
    payload = t.payload
    state.payload = payload
    shareImage = await import('@/data/shareImage')
  })

  afterAll(async () => {
    await t?.cleanup()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    if (setSecret) delete process.env.PAYLOAD_SECRET
  })

  it('without a home banner image: the site’s own default card, named after the agency', async () => {
    const image = await shareImage.getAgencyShareImage('fr')
    expect(image).toEqual({
      url: '/images/share-default.png',
      width: 1200,
      height: 630,
      alt: 'Maison Lumière Immobilier',
    })
    expect(existsSync(path.join('public', image.url)), 'served from public/').toBe(true)
  })

  it('with a home banner image: its size nearest above 1200 px, with its alt text and size', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c9a24a' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      locale: 'fr',
      data: { alt: 'Villa contemporaine' },
      file: { data: png, mimetype: 'image/png', name: 'villa.png', size: png.length },
    })
    await payload.updateGlobal({
      slug: 'home-banner',
      data: { type: 'image', media: media.id, _status: 'published' },
    })
    const image = await shareImage.getAgencyShareImage('fr')
    expect(image).toMatchObject({ alt: 'Villa contemporaine', width: 1360, height: 680 })
    expect(image.url).toMatch(/^\/api\/media\/file\/villa-1360x680\.webp/)
  })
})
