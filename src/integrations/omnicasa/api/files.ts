import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'

/** Writes a JSON array one element at a time, so a 60 MB listings file never sits in memory. */
export class ArrayWriter {
  private readonly stream: WriteStream
  private count = 0

  constructor(file: string) {
    this.stream = createWriteStream(file)
    this.stream.write('[')
  }

  /** Adds an element: a value, or the JSON text of one already serialised. */
  async add(element: unknown, text = JSON.stringify(element)): Promise<void> {
    const ok = this.stream.write(`${this.count++ === 0 ? '\n' : ',\n'}${text}`)
    if (!ok) await once(this.stream, 'drain')
  }

  async close(): Promise<void> {
    this.stream.end('\n]\n')
    await once(this.stream, 'finish')
  }
}

/** Runs `work` on every item, `limit` at a time; the first error stops the others from starting. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
