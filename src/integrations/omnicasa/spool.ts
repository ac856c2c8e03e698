import type { FileHandle } from 'node:fs/promises'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A temporary file holding the import's prepared writes between the preparation (outside the
 * transaction: parsing, reshaping, merging languages, public views, hashes) and the write
 * transaction, which then only reads them back and sends them to the database. Kept on disk, not
 * in memory: at 10,000 listings the prepared rows are about 450 MB.
 */
export class Spool<T> {
  private constructor(
    private readonly dir: string,
    private readonly handle: FileHandle,
  ) {}

  private readonly entries: { offset: number; length: number }[] = []
  private size = 0

  static async create<T>(): Promise<Spool<T>> {
    const dir = await mkdtemp(path.join(tmpdir(), 'crm-import-'))
    const handle = await open(path.join(dir, 'prepared.json'), 'w+')
    // Unlinked at once (the open handle keeps it): an import killed with -9 leaves no 450 MB file
    // behind, the system frees it with the process. Where that is refused (Windows), `remove` does.
    await rm(dir, { recursive: true, force: true }).catch(() => undefined)
    return new Spool<T>(dir, handle)
  }

  get length(): number {
    return this.entries.length
  }

  async append(value: T): Promise<void> {
    const buffer = Buffer.from(JSON.stringify(value))
    await this.handle.write(buffer, 0, buffer.length, this.size)
    this.entries.push({ offset: this.size, length: buffer.length })
    this.size += buffer.length
  }

  /** The entries in the order they were appended, one at a time. */
  async *read(): AsyncGenerator<T> {
    for (const { offset, length } of this.entries) {
      const buffer = Buffer.allocUnsafe(length)
      await this.handle.read(buffer, 0, length, offset)
      yield JSON.parse(buffer.toString('utf8')) as T
    }
  }

  async remove(): Promise<void> {
    await this.handle.close().catch(() => undefined)
    await rm(this.dir, { recursive: true, force: true })
  }
}
