import type { ErrorCode } from '@/domain/forms/fields'

/** The testimonial's photo: a JPEG, PNG or WebP of at most 5 MB (a phone photo fits). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

type Upload = { data: Buffer; mimetype: string; name: string; size: number }

// The browser's word for the type is not trusted: the file's first bytes must agree.
function sniff(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp'
  return null
}

export type ImageReading = { ok: true; image: Upload | null } | { ok: false; error: ErrorCode }

/** What the form's file input sent: nothing (an empty file input), a valid image, or why not. */
export async function readImage(value: FormDataEntryValue | null): Promise<ImageReading> {
  if (!value || typeof value === 'string' || value.size === 0) return { ok: true, image: null }
  if (value.size > IMAGE_MAX_BYTES) return { ok: false, error: 'fileSize' }
  const data = Buffer.from(await value.arrayBuffer())
  const mimetype = sniff(data)
  if (!mimetype) return { ok: false, error: 'fileType' }
  const extension = mimetype.split('/')[1] === 'jpeg' ? 'jpg' : mimetype.split('/')[1]
  const base =
    value.name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '-')
      .slice(0, 60) || 'testimonial'
  return { ok: true, image: { data, mimetype, name: `${base}.${extension}`, size: data.length } }
}
