import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { ArrayElement } from '../jsonArray'
import { crmLanguages } from '../schema'
import { FileSnapshotSource } from '../source'
import type { ListingSummary, OmnicasaLanguage } from '../types'
import { readVersions, type StageSummary, type VersionEntry } from './mirror'

const HASHES_FILE = 'import-hashes.json'

/**
 * The staged mirror as the import reads it (docs/decisions/040): a snapshot folder whose listings
 * copied from the mirror were checked when they were fetched, so the scan takes their summary
 * from the mirror's versions instead of parsing and validating them again; and a listing none of
 * whose records changed since the last import is vouched for with the hash that import stored it
 * with (`unchangedSince`), so the preparation does not read it at all. A full sync vouches for
 * nothing: the import checks every record.
 */
export class StagedMirror extends FileSnapshotSource {
  private constructor(
    dir: string,
    private readonly versions: Map<OmnicasaLanguage, VersionEntry[]>,
    private readonly vouched: Map<string, string>,
  ) {
    super(dir)
  }

  static async open(stagingDir: string, mirrorDir: string, stage: StageSummary): Promise<StagedMirror> {
    const versions = new Map<OmnicasaLanguage, VersionEntry[]>()
    for (const language of crmLanguages) versions.set(language, await readVersions(stagingDir, language))
    const vouched = new Map<string, string>()
    if (stage.mode === 'changes') {
      for (const [id, hash] of await readImportHashes(mirrorDir))
        if (!stage.fresh.has(Number(id))) vouched.set(id, hash)
    }
    return new StagedMirror(stagingDir, versions, vouched)
  }

  protected override trusted(language: OmnicasaLanguage, element: ArrayElement): ListingSummary | undefined {
    const entry = this.versions.get(language)?.[element.index]
    return entry?.[3] === 1 ? entry[2] : undefined
  }

  unchangedSince(id: number): string | undefined {
    return this.vouched.get(String(id))
  }
}

/** The hash each listing was stored with by the import of the mirror's folder. */
async function readImportHashes(mirrorDir: string): Promise<[string, string][]> {
  try {
    return JSON.parse(await readFile(path.join(mirrorDir, HASHES_FILE), 'utf8')) as [string, string][]
  } catch {
    return []
  }
}

export async function writeImportHashes(dir: string, hashes: ReadonlyMap<string, string>): Promise<void> {
  await writeFile(path.join(dir, HASHES_FILE), JSON.stringify([...hashes]))
}
