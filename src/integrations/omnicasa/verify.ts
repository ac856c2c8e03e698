import type { Payload } from 'payload'

import { type Collection, collections, readIndexes, written } from './indexes'

/** What the database holds after an import's commit is not what the import wrote. */
export class ImportVerificationError extends Error {
  override readonly name = 'ImportVerificationError'
}

export type Expected = {
  /** Per collection, the hash each record of the snapshot must be stored with, by key. */
  hashes: Record<Collection, Map<string, string>>
  withdrawn: { properties: number[]; projects: number[]; visitSlots: number[] }
}

/**
 * Reads back, after the commit and outside the transaction, the key and hash of every record the
 * snapshot has (one query per collection), and the status of the listings it withdrew. A COMMIT
 * the database did not keep, or a record lost on the way, cannot pass for a successful import.
 */
export async function verifyImport(payload: Payload, expected: Expected): Promise<void> {
  const indexes = await readIndexes(payload)
  const problems: string[] = []
  const sample = (keys: string[]) => `${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}`
  for (const collection of collections) {
    const { byKey } = indexes[collection]
    const missing: string[] = []
    const different: string[] = []
    for (const [key, hash] of expected.hashes[collection]) {
      const found = byKey.get(key)
      if (!found) missing.push(key)
      else if (found.importHash !== hash || (written[collection].lifecycle && found.status !== 'active'))
        different.push(key)
    }
    if (missing.length > 0) problems.push(`${collection}: ${missing.length} missing (${sample(missing)})`)
    if (different.length > 0)
      problems.push(`${collection}: ${different.length} not as written (${sample(different)})`)
  }
  for (const collection of ['properties', 'projects'] as const) {
    const ids = new Set(expected.withdrawn[collection])
    const still = indexes[collection].rows.filter((row) => ids.has(row.id) && row.status !== 'withdrawn')
    if (still.length > 0)
      problems.push(
        `${collection}: ${still.length} not withdrawn (${sample(still.map((r) => String(r.id)))})`,
      )
  }
  const slots = new Set(expected.withdrawn.visitSlots)
  const kept = indexes['visit-slots'].rows.filter((row) => slots.has(row.id) && row.importHash !== null)
  if (kept.length > 0)
    problems.push(`visit-slots: ${kept.length} not withdrawn (${sample(kept.map((r) => String(r.id)))})`)
  if (problems.length > 0) {
    throw new ImportVerificationError(
      `The database does not hold what the import committed: ${problems.join('; ')}. ` +
        'Run the import again; if this persists, the database is refusing or losing writes.',
    )
  }
}
