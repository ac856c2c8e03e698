import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoKinds } from './kinds'
import { composePhotoSvg, renderPhoto } from './renderPhoto'

describe('renderPhoto', () => {
  it('is deterministic: same kind and seed give identical bytes', async () => {
    const a = await renderPhoto('facade-house', 'property/102/1-facade-house')
    const b = await renderPhoto('facade-house', 'property/102/1-facade-house')
    expect(a.equals(b)).toBe(true)
  }, 30_000)

  it('produces a 1920x1280 progressive JPEG by default', async () => {
    const jpg = await renderPhoto('living', 'property/102/2-living')
    expect(jpg.subarray(0, 3).toString('hex')).toBe('ffd8ff')
    const meta = await sharp(jpg).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(1920)
    expect(meta.height).toBe(1280)
    expect(meta.isProgressive).toBe(true)
  }, 30_000)

  it('honours a requested size', async () => {
    const meta = await sharp(await renderPhoto('garden', 'x', { width: 960, height: 640 })).metadata()
    expect([meta.width, meta.height]).toEqual([960, 640])
  }, 30_000)

  it('varies with the seed', () => {
    expect(composePhotoSvg('kitchen', 'property/1/1-kitchen')).not.toBe(
      composePhotoSvg('kitchen', 'property/2/1-kitchen'),
    )
  })

  it.each(photoKinds.map((k) => [k]))(
    'renders %s as a non-trivial picture',
    async (kind) => {
      const jpg = await renderPhoto(kind, `property/7/1-${kind}`)
      const { width, height } = await sharp(jpg).metadata()
      expect([width, height]).toEqual([1920, 1280])
      // a real scene, not a flat placeholder: plenty of tonal variation
      const stats = await sharp(jpg).stats()
      const spread = stats.channels.slice(0, 3).map((c) => c.stdev)
      expect(Math.max(...spread)).toBeGreaterThan(20)
      expect(jpg.length).toBeGreaterThan(40_000)
    },
    30_000,
  )
})
