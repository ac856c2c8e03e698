import { open } from 'node:fs/promises'

/** One element of a file's top-level JSON array: its text, and the byte range it occupies in the file. */
export type ArrayElement = { index: number; start: number; end: number; text: string }

/** The file is not a well-formed JSON array; `detail` says why, in the words of a SnapshotError. */
export class JsonArrayError extends Error {
  constructor(readonly detail: string) {
    super(detail)
  }
}

const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT, QUOTE, BACKSLASH, COMMA] = [
  0x5b, 0x5d, 0x7b, 0x7d, 0x22, 0x5c, 0x2c,
]
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

function kindOf(byte: number): string {
  if (byte === OPEN_OBJECT) return 'object'
  if (byte === QUOTE) return 'string'
  if (byte === 0x74 || byte === 0x66) return 'boolean'
  if (byte === 0x6e) return 'null'
  if (byte === 0x2d || (byte >= 0x30 && byte <= 0x39)) return 'number'
  return `"${String.fromCharCode(byte)}"`
}

/**
 * The elements of the JSON array a file holds, one at a time, read in blocks: a 60 MB listings
 * file never sits in memory whole (the import's peak memory was the whole snapshot, 3.4 GB at
 * 10,000 listings). Bytes are scanned for the element boundaries only (brackets and braces outside
 * strings; UTF-8 continuation bytes are all ≥ 0x80, so never mistaken for them); each element's
 * own syntax is left to `JSON.parse` on its text. The byte ranges let `readElement` read one
 * element again later without scanning the file.
 */
export async function* jsonArrayElements(file: string, blockSize = 1 << 20): AsyncGenerator<ArrayElement> {
  const handle = await open(file, 'r')
  try {
    let buffer = Buffer.alloc(0)
    let bufferStart = 0 // file offset of buffer[0]
    let pos = 0 // next byte to look at, within buffer
    let state: 'before-array' | 'before-element' | 'first-element' | 'in-element' | 'after-element' | 'done' =
      'before-array'
    let index = 0
    let elementStart = -1
    let depth = 0
    let inString = false
    let escaped = false
    let scalar = false // the element is a number, true, false or null: it ends at a delimiter

    for (;;) {
      if (pos >= buffer.length) {
        // Keep only the unfinished element (if any) and read the next block after it.
        const keepFrom = state === 'in-element' ? elementStart : buffer.length
        const block = Buffer.allocUnsafe(blockSize)
        const { bytesRead } = await handle.read(block, 0, blockSize, bufferStart + buffer.length)
        if (bytesRead === 0) break
        const kept = buffer.subarray(keepFrom)
        bufferStart += keepFrom
        pos -= keepFrom
        elementStart -= keepFrom
        buffer =
          kept.length > 0 ? Buffer.concat([kept, block.subarray(0, bytesRead)]) : block.subarray(0, bytesRead)
      }
      if (state === 'in-element' && inString && !escaped) {
        // Inside a string only a quote or a backslash matters: jump to the next one (a 60 MB
        // listings file is mostly text; looking at each byte took 3.4 s, this 0.4 s).
        const quote = buffer.indexOf(QUOTE, pos)
        const stop = quote === -1 ? buffer.length : quote
        const slash = buffer.subarray(pos, stop).indexOf(BACKSLASH)
        pos = slash === -1 ? stop : pos + slash
        if (pos >= buffer.length) continue
      }
      const byte = buffer[pos] as number
      const at = bufferStart + pos
      if (state === 'in-element') {
        let ended = false
        if (scalar) {
          if (isSpace(byte) || byte === COMMA || byte === CLOSE_ARRAY) ended = true
        } else if (inString) {
          if (escaped) escaped = false
          else if (byte === BACKSLASH) escaped = true
          else if (byte === QUOTE) {
            inString = false
            if (depth === 0) ended = true // a string element ends with its closing quote
          }
        } else if (byte === QUOTE) inString = true
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
          depth -= 1
          if (depth === 0) ended = true
        }
        if (!ended) {
          pos += 1
          continue
        }
        const end = scalar ? pos : pos + 1
        yield {
          index,
          start: bufferStart + elementStart,
          end: bufferStart + end,
          text: buffer.toString('utf8', elementStart, end),
        }
        index += 1
        state = 'after-element'
        pos = end
        continue
      }
      pos += 1
      if (isSpace(byte)) continue
      if (state === 'before-array') {
        if (byte !== OPEN_ARRAY) throw new JsonArrayError(`expected a JSON array, received ${kindOf(byte)}`)
        state = 'first-element'
      } else if (state === 'first-element' || state === 'before-element') {
        if (byte === CLOSE_ARRAY && state === 'first-element') {
          state = 'done'
          continue
        }
        if (byte === COMMA || byte === CLOSE_ARRAY)
          throw new JsonArrayError(`invalid JSON: unexpected "${String.fromCharCode(byte)}" at byte ${at}`)
        state = 'in-element'
        elementStart = pos - 1
        depth = byte === OPEN_OBJECT || byte === OPEN_ARRAY ? 1 : 0
        inString = byte === QUOTE
        escaped = false
        scalar = depth === 0 && !inString
        pos = elementStart + 1
      } else if (state === 'after-element') {
        if (byte === COMMA) state = 'before-element'
        else if (byte === CLOSE_ARRAY) state = 'done'
        else throw new JsonArrayError(`invalid JSON: expected "," or "]" at byte ${at}`)
      } else {
        throw new JsonArrayError(`invalid JSON: unexpected text after the array at byte ${at}`)
      }
    }
    if (state === 'in-element' && scalar) {
      // A number at the very end of an unterminated array: still an error below.
      state = 'after-element'
    }
    if (state === 'before-array') throw new JsonArrayError('invalid JSON: the file is empty')
    if (state !== 'done') throw new JsonArrayError('invalid JSON: the file ends before its array does')
  } finally {
    await handle.close()
  }
}

/** The text of one element read again by its byte range (as `jsonArrayElements` gave it). */
export async function readElements(
  file: string,
  ranges: readonly { start: number; end: number }[],
): Promise<string[]> {
  const handle = await open(file, 'r')
  try {
    const texts: string[] = []
    for (const { start, end } of ranges) {
      const buffer = Buffer.alloc(end - start)
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start)
      if (bytesRead !== buffer.length) throw new Error(`${file} is shorter than when it was read`)
      texts.push(buffer.toString('utf8'))
    }
    return texts
  } finally {
    await handle.close()
  }
}
