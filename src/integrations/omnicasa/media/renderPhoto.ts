// Deterministic demo photos: kind + seed -> SVG scene -> JPEG via sharp.
import sharp from 'sharp'
import type { PhotoKind } from './kinds'
import { Rng } from './random'
import { pickMood, pickSeason, type Ctx } from './scenes/context'
import { scenes } from './scenes'
import { Defs, H, W } from './svg'

export { parsePhotoPath } from './photoPath'

export interface RenderPhotoOptions {
  width?: number
  height?: number
}

export const DEFAULT_PHOTO_WIDTH = 1920
export const DEFAULT_PHOTO_HEIGHT = 1280

/** The SVG source of a photo (scene space is always 1920x1280, cropped to fill other aspect ratios). */
export function composePhotoSvg(kind: PhotoKind, seed: string, width = W, height = H): string {
  const scene = scenes[kind]
  const rng = new Rng(`${kind}|${seed}`)
  const ctx: Ctx = {
    rng,
    defs: new Defs(),
    mood: pickMood(rng.fork('mood'), scene.moods),
    season: pickSeason(rng.fork('season')),
  }
  const body = scene.draw(ctx)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `${ctx.defs.toString()}${body}</svg>`
  )
}

export async function renderPhoto(
  kind: PhotoKind,
  seed: string,
  options: RenderPhotoOptions = {},
): Promise<Buffer> {
  const width = clampSize(options.width ?? DEFAULT_PHOTO_WIDTH)
  const height = clampSize(options.height ?? DEFAULT_PHOTO_HEIGHT)
  // Rasterise at an integer multiple of the scene size: librsvg keeps its fast paths for
  // patterns only at whole-pixel tile sizes. Other sizes are then a plain resize/crop.
  const k = Math.max(1, Math.ceil(Math.max(width / W, height / H)))
  let image = sharp(Buffer.from(composePhotoSvg(kind, seed, W * k, H * k))).flatten({ background: '#ffffff' })
  if (width !== W * k || height !== H * k) {
    image = sharp(await image.raw().toBuffer(), { raw: { width: W * k, height: H * k, channels: 3 } }).resize(
      width,
      height,
      { fit: 'cover', kernel: 'lanczos3' },
    )
  }
  return image
    .jpeg({
      quality: 82,
      progressive: true,
      mozjpeg: true,
      // mozjpeg's trellis and scan optimisation triple the encode time for a few % of size
      trellisQuantisation: false,
      overshootDeringing: false,
      optimiseScans: false,
    })
    .toBuffer()
}

function clampSize(v: number): number {
  if (!Number.isFinite(v)) return DEFAULT_PHOTO_WIDTH
  return Math.max(16, Math.min(4096, Math.round(v)))
}
