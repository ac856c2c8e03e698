// Renders every demo photo kind with two seeds into /tmp/media-preview/ plus a contact sheet.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { photoKinds, type PhotoKind } from '../src/integrations/omnicasa/media/kinds'
import { renderPhoto } from '../src/integrations/omnicasa/media/renderPhoto'

const outDir = '/tmp/media-preview'
const seeds = (process.env.SEEDS ?? 'property/102/1,project/7/2').split(',')
const only = process.env.KINDS ? (process.env.KINDS.split(',') as PhotoKind[]) : photoKinds

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const thumbs: { input: Buffer; left: number; top: number }[] = []
  const tw = 480
  const th = 320
  const cols = seeds.length * 2
  const timings: number[] = []
  let i = 0
  for (const kind of only) {
    for (const seed of seeds) {
      const t0 = performance.now()
      const jpg = await renderPhoto(kind, seed)
      const ms = performance.now() - t0
      timings.push(ms)
      const file = path.join(outDir, `${kind}--${seed.replace(/\//g, '_')}.jpg`)
      await writeFile(file, jpg)
      // the image viewer used for review only reads PNG, so keep a PNG twin of each JPEG
      await sharp(jpg)
        .png({ compressionLevel: 1 })
        .toFile(file.replace(/\.jpg$/, '.png'))
      console.log(
        `${kind.padEnd(18)} ${seed.padEnd(18)} ${ms.toFixed(0).padStart(5)} ms ${(jpg.length / 1024).toFixed(0).padStart(5)} KB`,
      )
      const thumb = await sharp(jpg).resize(tw, th).png().toBuffer()
      thumbs.push({ input: thumb, left: (i % cols) * (tw + 8) + 8, top: Math.floor(i / cols) * (th + 8) + 8 })
      i++
    }
  }
  const rows = Math.ceil(i / cols)
  await sharp({
    create: { width: cols * (tw + 8) + 8, height: rows * (th + 8) + 8, channels: 3, background: '#20232a' },
  })
    .composite(thumbs)
    .png()
    .toFile(path.join(outDir, 'sheet.png'))
  const sorted = [...timings].sort((a, b) => a - b)
  const avg = timings.reduce((s, v) => s + v, 0) / Math.max(1, timings.length)
  console.log(
    `images: ${timings.length}, avg ${avg.toFixed(0)} ms, median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`,
  )
  console.log(`sheet: ${path.join(outDir, 'sheet.png')}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
