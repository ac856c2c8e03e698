import 'server-only'

import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

import type { PhotoRequest } from '@/domain/media/crmPhotoUrl'
import { env } from '@/env'
import { parsePhotoPath, renderPhoto } from '@fixtures/media/renderPhoto'
import { payloadClient } from './payload'

const cacheDir = () => path.join(env.dataDir, 'generated', 'photos')

async function belongsToListing(entity: 'property' | 'project', id: string, url: string): Promise<boolean> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: entity === 'property' ? 'properties' : 'projects',
    where: { and: [{ id: { equals: Number(id) } }, { 'photos.url': { equals: url } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
  })
  return result.docs.length > 0
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  // A name of its own per write: two requests for the same new picture may render it at once.
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`
  await writeFile(temp, bytes)
  await rename(temp, file)
}

/**
 * A snapshot photo as asked (spec §7: `width`, `height=auto`, `format=webp`): rendered once (the
 * demo snapshot ships no binaries), cached under data/generated, and only for pictures that a
 * listing in the database names. The height always follows the original's aspect ratio; a photo
 * is never enlarged.
 */
export async function crmPhoto(segments: string[], { width, format }: PhotoRequest): Promise<Buffer | null> {
  const parsed = parsePhotoPath(segments)
  if (!parsed) return null
  const key = `${parsed.entity}/${parsed.id}/${parsed.index}-${parsed.kind}`
  const original = path.join(cacheDir(), `${key}.jpg`)
  if (!existsSync(original)) {
    if (!(await belongsToListing(parsed.entity, parsed.id, `/crm-media/photos/${key}.jpg`))) return null
    await writeAtomically(original, await renderPhoto(parsed.kind, key))
  }
  if (width === null && format === 'jpeg') return readFile(original)
  const resized = path.join(cacheDir(), `${key}.w${width ?? 'full'}.${format === 'webp' ? 'webp' : 'jpg'}`)
  if (!existsSync(resized)) {
    // Only a width: sharp keeps the aspect ratio (height=auto).
    const image = sharp(original).resize(width === null ? {} : { width, withoutEnlargement: true })
    const bytes = await (
      format === 'webp' ? image.webp({ quality: 78 }) : image.jpeg({ quality: 82 })
    ).toBuffer()
    await writeAtomically(resized, bytes)
  }
  return readFile(resized)
}
