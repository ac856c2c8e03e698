import { finished } from 'node:stream/promises'
import { constants, crc32, createDeflateRaw } from 'node:zlib'

/**
 * A kept page compressed once, answered many times with a different nonce in it
 * (docs/decisions/045-precompressed-page-cache.md).
 *
 * The page is kept split at its placeholder nonce. Its parts are compressed into raw DEFLATE
 * blocks that end byte-aligned and not final (a sync flush after each), the last part finished. An
 * answer is then a gzip member written without compressing anything: the gzip header, each
 * part's blocks with the nonce between them as a stored block, and the trailer (CRC-32 and length
 * of the whole text, computed per answer). Any gzip decoder reads it as one stream.
 *
 * The parts are compressed as one stream, so each refers back to what came before (the page's
 * HTML and its flight data repeat each other). The decoder resolves those references against what
 * it actually decoded, which holds the nonce where the compressor saw the gap; so the compressor
 * is given NUL bytes for every gap. A reference that reached into one would have to match a NUL
 * in a part, and a page with a NUL byte is not compressed this way at all (`compressParts`
 * answers null).
 */

/**
 * The compressed blocks of each part, ready to be spliced around a gap of `gapLength` bytes; null
 * for parts holding a NUL byte.
 *
 * One compressor takes the whole text with NUL bytes in each gap, flushed to a byte boundary
 * (`Z_SYNC_FLUSH`) before and after each gap; what it wrote for a gap is dropped, and the answer
 * puts a stored block of the nonce there (`splicedGzip`). Its window thus holds NULs where the
 * decoder's holds the nonce, and no reference can reach them (see above). On libuv's thread pool.
 */
export async function compressParts(parts: Buffer[], gapLength: number, level = 6): Promise<Buffer[] | null> {
  if (parts.some((part) => part.includes(0))) return null
  const gap = Buffer.alloc(gapLength)
  const compressor = createDeflateRaw({ level, memLevel: 9 })
  const written: Buffer[] = []
  compressor.on('data', (chunk: Buffer) => written.push(chunk))
  /** What the compressor wrote for `input`, flushed (or finished). */
  const compress = async (input: Buffer, finish: boolean): Promise<Buffer> => {
    if (finish) {
      compressor.end(input)
      await finished(compressor)
    } else {
      compressor.write(input)
      await new Promise<void>((resolve) => compressor.flush(constants.Z_SYNC_FLUSH, () => resolve()))
      // Output the flush pushed but the stream emits on a later tick.
      await new Promise((resolve) => setImmediate(resolve))
    }
    return Buffer.concat(written.splice(0))
  }
  const blocks: Buffer[] = []
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1
    blocks.push(await compress(part, last))
    if (!last) await compress(gap, false)
  }
  return blocks
}

/** gzip's fixed header: deflate, no name or time, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])

/** A stored (uncompressed, not final) DEFLATE block's header for `length` bytes (at most 65,535). */
function storedHeader(length: number): Buffer {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(length, 1)
  header.writeUInt16LE(~length & 0xffff, 3)
  return header
}

/** The whole text, `gap` between the parts. */
export function joinParts(parts: Buffer[], gap: Buffer): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = []
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(gap)
    pieces.push(part)
  })
  return Buffer.concat(pieces)
}

/** The gzip member of the whole text, `gap` between the parts, from `compressParts`' blocks. */
export function splicedGzip(parts: Buffer[], blocks: Buffer[], gap: Buffer): Buffer<ArrayBuffer> {
  if (blocks.length !== parts.length) throw new Error('one compressed block run per part')
  if (gap.length > 0xffff) throw new Error('the gap is longer than a stored block')
  const stored = storedHeader(gap.length)
  const pieces: Buffer[] = [HEADER]
  let crc = 0
  let length = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored, gap)
      crc = crc32(gap, crc)
      length += gap.length
    }
    pieces.push(blocks[index]!)
    crc = crc32(part, crc)
    length += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  pieces.push(trailer)
  return Buffer.concat(pieces)
}

/** The byte runs of `text` between the occurrences of `separator`. */
export function splitBuffer(text: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = []
  let start = 0
  for (;;) {
    const at = text.indexOf(separator, start)
    if (at === -1) break
    parts.push(text.subarray(start, at))
    start = at + separator.length
  }
  parts.push(text.subarray(start))
  return parts
}

/**
 * Whether an `Accept-Encoding` header accepts gzip (RFC 9110 §12.5.3): named (or `x-gzip`) with a
 * non-zero weight, or covered by `*` with one; a header naming gzip at zero refuses it.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false
  let star = false
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    const accepted = Number.isFinite(weight) && weight > 0
    const coding = name.trim()
    if (coding === 'gzip' || coding === 'x-gzip') return accepted
    if (coding === '*') star = accepted
  }
  return star
}
