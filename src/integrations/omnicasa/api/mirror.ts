import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { brusselsDay } from '@/domain/format/calendarDay'
import { jsonArrayElements } from '../jsonArray'
import { crmLanguages, DocumentSchema, PictureSchema, PropertySchema } from '../schema'
import { snapshotFiles, summaryOf } from '../source'
import type { ListingSummary, OmnicasaLanguage, OmnicasaProperty } from '../types'
import { type OmnicasaClient, omnicasaLanguageIds } from './client'
import { ArrayWriter, eachLimited } from './files'
import { stageLists } from './lists'
import { invalid, parse } from './validate'

/**
 * The local mirror of the CRM (docs/decisions/040-live-crm.md): a snapshot folder, in the bundled
 * snapshot's format, that each sync brings up to date in a staging copy. The import reads the
 * staging copy like any snapshot; it becomes the mirror once the import has committed.
 *
 * Beside the snapshot's files the mirror keeps `sync.json` (where the next sync starts) and, per
 * language, the id and version of each listing in file order (`versions.<language>.json`), so a
 * sync copies unchanged records as text without parsing them.
 */

export type SyncMode = 'changes' | 'full'

type MirrorState = { cursor: string | null }
/**
 * Each listing of a language, in file order: [id, LastChangedDate, its summary for the import's
 * plan, 1 if this sync copied it from the mirror (checked when it was fetched) or 0].
 */
export type VersionEntry = [number, string, ListingSummary, 0 | 1]
type Versions = VersionEntry[]

const STATE_FILE = 'sync.json'
const versionsFile = (language: OmnicasaLanguage) => `versions.${language}.json`
/** Changes are asked for from this long before the newest one seen: a clock or a save in flight. */
const OVERLAP_MS = 10 * 60_000
const MEDIA_CONCURRENCY = 8
const PAGE_SIZE = 200

export type StageSummary = {
  /** Listing records fetched (each language counted), of which with new pictures and documents. */
  fetched: number
  refreshedMedia: number
  deleted: number
  /** The next sync's cursor, once this one has been imported. */
  cursor: string | null
  mode: SyncMode
  /** Listings with a record of a new version in some language. */
  fresh: Set<number>
}

export async function readMirrorState(mirrorDir: string): Promise<MirrorState | null> {
  try {
    return JSON.parse(await readFile(path.join(mirrorDir, STATE_FILE), 'utf8')) as MirrorState
  } catch {
    return null
  }
}

/** ChangeSince for a cursor: OVERLAP_MS earlier, in the CRM's local time format. */
export function changeSince(cursor: string): string {
  return new Date(Date.parse(`${cursor}Z`) - OVERLAP_MS).toISOString().slice(0, 19)
}

export async function readVersions(mirrorDir: string, language: OmnicasaLanguage): Promise<Versions> {
  try {
    return JSON.parse(await readFile(path.join(mirrorDir, versionsFile(language)), 'utf8')) as Versions
  } catch {
    return []
  }
}

/** A listing's pictures and documents in one language, which Omnicasa's list calls leave out. */
async function withMedia(
  client: OmnicasaClient,
  record: OmnicasaProperty,
  language: OmnicasaLanguage,
): Promise<OmnicasaProperty> {
  const params = { ObjectID: record.ID, LanguageId: omnicasaLanguageIds[language] }
  const pictures = await client.list('GetPropertyPictureList', params)
  const small: unknown[] = []
  const large: unknown[] = []
  for (const item of pictures) {
    const { Small, XLarge } = (item ?? {}) as { Small?: unknown; XLarge?: unknown }
    small.push(Small)
    large.push(XLarge ?? Small)
  }
  const label = `ID ${record.ID}`
  const check = <T>(call: string, rows: unknown[], schema: Parameters<typeof parse>[1]) => {
    try {
      return parse(call, schema, rows, language) as T[]
    } catch (error) {
      throw invalid(call, language, label, null, (error as Error).message.replace(/^Omnicasa \w+: /, ''))
    }
  }
  return {
    ...record,
    SmallPictureItems: check('GetPropertyPictureList', small, PictureSchema),
    XLargePictureItems: check('GetPropertyPictureList', large, PictureSchema),
    Documents: check('GetDocumentList', await client.array('GetDocumentList', params), DocumentSchema),
  }
}

/**
 * Writes into `stagingDir` the mirror as the CRM has it now: 'changes' asks for the listings
 * changed since the last sync and the deleted ones, 'full' for every listing (what is not listed is
 * gone). A listing whose version (LastChangedDate) the mirror already has is copied from it, so
 * its pictures and documents are fetched once per version. Throws OmnicasaError.
 */
export async function stageMirror(
  client: OmnicasaClient,
  mirrorDir: string,
  stagingDir: string,
  requested: SyncMode,
): Promise<StageSummary> {
  const state = await readMirrorState(mirrorDir)
  // A mirror lost from disk (or never made) is rebuilt from everything.
  const mode: SyncMode = state?.cursor ? requested : 'full'
  await rm(stagingDir, { recursive: true, force: true })
  await mkdir(stagingDir, { recursive: true })
  const deleted =
    mode === 'changes'
      ? new Set((await client.array('GetDeletedPropertyIDs')).map(Number))
      : new Set<number>()
  const summary: StageSummary = {
    fetched: 0,
    refreshedMedia: 0,
    deleted: 0,
    cursor: state?.cursor ?? null,
    mode,
    fresh: new Set(),
  }
  for (const language of crmLanguages) {
    const query: Record<string, unknown> = { LanguageId: omnicasaLanguageIds[language] }
    if (mode === 'changes' && state?.cursor) query.ChangeSince = changeSince(state.cursor)
    const listed = parse(
      'GetPropertyList',
      PropertySchema,
      await client.list('GetPropertyList', query, PAGE_SIZE),
      language,
    )
    summary.fetched += listed.length
    const known = new Map((await readVersions(mirrorDir, language)).map((entry) => [entry[0], entry]))
    const fresh = new Map<number, OmnicasaProperty>()
    for (const record of listed) {
      if (record.Language !== language)
        throw invalid(
          'GetPropertyList',
          language,
          `ID ${record.ID}`,
          'Language',
          `expected "${language}", received "${record.Language}"`,
        )
      if (summary.cursor === null || record.LastChangedDate > summary.cursor)
        summary.cursor = record.LastChangedDate
      if (known.get(record.ID)?.[1] !== record.LastChangedDate) fresh.set(record.ID, record)
    }
    const complete = new Map<number, OmnicasaProperty>()
    await eachLimited([...fresh.values()], MEDIA_CONCURRENCY, async (record) => {
      complete.set(record.ID, await withMedia(client, record, language))
    })
    summary.refreshedMedia += complete.size
    for (const id of complete.keys()) summary.fresh.add(id)
    const listedIds = new Set(listed.map((r) => r.ID))
    // Kept from the mirror: not deleted, not replaced, and (full) still listed.
    const keep = (id: number) =>
      !complete.has(id) && (mode === 'full' ? listedIds.has(id) : !deleted.has(id) || listedIds.has(id))
    const versions: Versions = []
    const out = new ArrayWriter(path.join(stagingDir, snapshotFiles.properties(language)))
    const mirrorFile = path.join(mirrorDir, snapshotFiles.properties(language))
    const order = [...known.values()]
    if (order.length > 0 && existsSync(mirrorFile)) {
      let i = 0
      for await (const element of jsonArrayElements(mirrorFile)) {
        const entry = order[i++]
        if (!entry) throw new Error(`The CRM mirror's ${versionsFile(language)} does not match its listings`)
        const [id, version, listed] = entry
        if (keep(id)) {
          await out.add(null, element.text)
          // A full sync has every record checked again by the import.
          versions.push([id, version, listed, mode === 'changes' ? 1 : 0])
        } else if (!complete.has(id)) summary.deleted++
      }
    }
    for (const record of [...complete.values()].sort((a, b) => a.ID - b.ID)) {
      await out.add(record)
      versions.push([record.ID, record.LastChangedDate, summaryOf(record), 0])
    }
    await out.close()
    await writeFile(path.join(stagingDir, versionsFile(language)), JSON.stringify(versions))
  }
  await stageLists(client, stagingDir)
  await writeFile(
    path.join(stagingDir, snapshotFiles.manifest),
    JSON.stringify({
      SnapshotDate: brusselsDay(new Date()),
      GeneratedBy: 'Omnicasa web API (sync)',
      ContentLanguages: crmLanguages,
    }),
  )
  return summary
}

/** Makes the staging folder the mirror, with the cursor of the sync that staged it. */
export async function promoteMirror(
  stagingDir: string,
  mirrorDir: string,
  cursor: string | null,
): Promise<void> {
  await writeFile(path.join(stagingDir, STATE_FILE), JSON.stringify({ cursor } satisfies MirrorState))
  const old = `${mirrorDir}.old`
  await rm(old, { recursive: true, force: true })
  if (existsSync(mirrorDir)) await rename(mirrorDir, old)
  await rename(stagingDir, mirrorDir)
  await rm(old, { recursive: true, force: true })
}
