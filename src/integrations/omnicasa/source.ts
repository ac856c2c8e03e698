import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'

import { type Problem, problemsOf, recordLabel } from './issues'
import { type ArrayElement, jsonArrayElements, JsonArrayError, readElements } from './jsonArray'
import { referenceProblems } from './references'
import {
  AppointmentSchema,
  CitySchema,
  CommunicationSchema,
  crmLanguages,
  ManifestSchema,
  NeighbourhoodSchema,
  OwnerSchema,
  ProjectSchema,
  PropertySchema,
  PropertyStatisticsSchema,
  PropertyTypeSchema,
  TreeNodeSchema,
} from './schema'
import { SnapshotError } from './snapshotError'
import type {
  CrmScan,
  CrmSnapshot,
  ListingRecords,
  ListingSummary,
  OmnicasaLanguage,
  OmnicasaProperty,
} from './types'

export type { CrmLanguageData, CrmScan, CrmSnapshot, ListingRecords } from './types'

/**
 * Where CRM data comes from. The importer depends on this only, so the bundled snapshot can be
 * swapped for a live Omnicasa HTTP client without touching it. It works in two passes so that a
 * snapshot of any size is imported in bounded memory: `scan` validates everything before anything
 * is written and keeps all but the listings' full records; `listings` then gives those records a
 * chunk at a time.
 */
export interface CrmSource {
  /** Validates the whole snapshot (every file, record and reference); throws SnapshotError. */
  scan(): Promise<CrmScan>
  /** The validated records of these listings (ids from the last scan), in every language the CRM has them in. */
  listings(ids: readonly number[]): Promise<ListingRecords[]>
  /**
   * The hash a listing was stored with by the last import of this source, when none of its records
   * changed since (the live CRM's mirror knows): a stored listing with that hash is unchanged,
   * without being read again. Undefined when the source cannot vouch for it.
   */
  unchangedSince?(id: number): string | undefined
}

/** The snapshot directory, relative to the project root. */
export const DEFAULT_SNAPSHOT_DIR = 'data/crm'

/** The files of a snapshot: one per list, per content language where the CRM answers per language. */
export const snapshotFiles = {
  manifest: 'manifest.json',
  properties: (language: OmnicasaLanguage) => `properties.${language}.json`,
  propertyTypes: (language: OmnicasaLanguage) => `property-types.${language}.json`,
  cities: (language: OmnicasaLanguage) => `cities.${language}.json`,
  citiesSale: (language: OmnicasaLanguage) => `cities-sale.${language}.json`,
  citiesRent: (language: OmnicasaLanguage) => `cities-rent.${language}.json`,
  projects: (language: OmnicasaLanguage) => `projects.${language}.json`,
  treeNodes: 'tree-nodes.json',
  owners: 'owners.json',
  statistics: 'statistics.json',
  communications: 'communications.json',
  neighbourhoods: 'neighbourhoods.json',
  appointments: 'appointments.json',
} as const

type Range = { start: number; end: number }
export const summaryOf = ({
  ID,
  Zip,
  City,
  Goal,
  MainTypeID,
  WebID,
  WebIDs,
}: OmnicasaProperty): ListingSummary => ({
  ID,
  Zip,
  City,
  Goal,
  MainTypeID,
  WebID,
  WebIDs,
})

export class FileSnapshotSource implements CrmSource {
  private readonly dir: string
  /** Where each listing's record is in each language's file, from the last scan. */
  protected places = new Map<number, Partial<Record<OmnicasaLanguage, Range>>>()
  /** Size and modification time of each listings file at the last scan: the ranges hold only for those. */
  private stamps = new Map<string, string>()

  constructor(dir: string = DEFAULT_SNAPSHOT_DIR) {
    // A data folder chosen at run time ("Import now" reads it in the server): nothing for the
    // build to trace into the server's files.
    this.dir = path.resolve(/*turbopackIgnore: true*/ dir)
  }

  /** The whole validated snapshot in memory: for tools and tests on small snapshots (the import streams). */
  async load(): Promise<CrmSnapshot> {
    const kept = {} as Record<OmnicasaLanguage, OmnicasaProperty[]>
    const { languages, ...rest } = await this.read((language, record) => {
      ;(kept[language] ??= []).push(record)
    })
    const all = Object.fromEntries(
      crmLanguages.map((language) => {
        const { listings: _, ...lists } = languages[language]
        return [language, { ...lists, properties: kept[language] ?? [] }]
      }),
    ) as CrmSnapshot['languages']
    return { ...rest, languages: all }
  }

  async scan(): Promise<CrmScan> {
    return this.read(() => undefined)
  }

  /** Listings whose records `listings` read since the source was made. */
  listingsRead = 0

  async listings(ids: readonly number[]): Promise<ListingRecords[]> {
    this.listingsRead += ids.length
    const result = ids.map((): ListingRecords => ({}))
    for (const language of crmLanguages) {
      const wanted: { at: number; id: number; range: Range }[] = []
      ids.forEach((id, at) => {
        const places = this.places.get(id)
        if (!places) throw new Error(`Listing ${id} was not in the last scan of ${this.dir}`)
        const range = places[language]
        if (range) wanted.push({ at, id, range })
      })
      if (wanted.length === 0) continue
      const file = snapshotFiles.properties(language)
      const changed = (record: string | null) =>
        this.fail(file, [{ record, field: null, detail: 'the file changed while it was being imported' }])
      if ((await this.stamp(file)) !== this.stamps.get(file)) changed(null)
      const texts = await readElements(
        path.join(this.dir, file),
        wanted.map((w) => w.range),
      )
      texts.forEach((text, i) => {
        const { at, id } = wanted[i]!
        let parsed: z.ZodSafeParseResult<OmnicasaProperty>
        try {
          parsed = PropertySchema.safeParse(JSON.parse(text))
        } catch {
          return changed(`ID ${id}`)
        }
        if (!parsed.success || parsed.data.ID !== id) return changed(`ID ${id}`)
        result[at]![language] = parsed.data
      })
    }
    return result
  }

  /** Reads and validates every file; each listing record goes to `onListing` and is then let go. */
  private async read(
    onListing: (language: OmnicasaLanguage, record: OmnicasaProperty) => void,
  ): Promise<CrmScan> {
    const manifest = await this.readRecord(snapshotFiles.manifest, ManifestSchema)
    this.places = new Map()
    this.stamps = new Map()
    const languages = {} as CrmScan['languages']
    for (const language of crmLanguages) {
      const file = snapshotFiles.properties(language)
      this.stamps.set(file, await this.stamp(file))
      const place = (id: number, element: ArrayElement) => {
        const places = this.places.get(id) ?? {}
        places[language] = { start: element.start, end: element.end }
        this.places.set(id, places)
      }
      const listings = await this.readList(
        file,
        PropertySchema,
        language,
        (record, element) => {
          place(record.ID, element)
          onListing(language, record)
          return summaryOf(record)
        },
        (element) => {
          const summary = this.trusted(language, element)
          if (summary) place(summary.ID, element)
          return summary
        },
      )
      if ((await this.stamp(file)) !== this.stamps.get(file))
        this.fail(file, [{ record: null, field: null, detail: 'the file changed while it was being read' }])
      languages[language] = {
        listings,
        propertyTypes: await this.list(snapshotFiles.propertyTypes(language), PropertyTypeSchema, language),
        cities: {
          all: await this.list(snapshotFiles.cities(language), CitySchema, language),
          sale: await this.list(snapshotFiles.citiesSale(language), CitySchema, language),
          rent: await this.list(snapshotFiles.citiesRent(language), CitySchema, language),
        },
        projects: await this.list(snapshotFiles.projects(language), ProjectSchema, language),
      }
    }
    const scan: CrmScan = {
      snapshotDate: manifest.SnapshotDate,
      languages,
      treeNodes: await this.list(snapshotFiles.treeNodes, TreeNodeSchema),
      owners: await this.list(snapshotFiles.owners, OwnerSchema),
      statistics: await this.list(snapshotFiles.statistics, PropertyStatisticsSchema),
      communications: await this.list(snapshotFiles.communications, CommunicationSchema),
      neighbourhoods: await this.list(snapshotFiles.neighbourhoods, NeighbourhoodSchema),
      appointments: await this.list(snapshotFiles.appointments, AppointmentSchema),
    }
    for (const [file, problems] of referenceProblems(scan, new Set(this.places.keys()))) {
      if (problems.length > 0) this.fail(file, problems)
    }
    return scan
  }

  /**
   * A listing record this source checked already (the live CRM's mirror, when it copied it): its
   * summary, which spares parsing and validating it again. None here.
   */
  protected trusted(_language: OmnicasaLanguage, _element: ArrayElement): ListingSummary | undefined {
    return undefined
  }

  private async stamp(file: string): Promise<string> {
    try {
      const { size, mtimeMs } = await stat(path.join(this.dir, file))
      return `${size}:${mtimeMs}`
    } catch {
      return 'missing'
    }
  }

  private fail(file: string, problems: readonly Problem[]): never {
    const [first, ...rest] = problems
    if (!first) throw new Error('fail() needs at least one problem')
    const display = this.display(file)
    const more = rest.map((p) => SnapshotError.format(display, p.record, p.field, p.detail))
    throw new SnapshotError(file, first.record, first.field, first.detail, display, more)
  }

  /** The path shown in messages: relative to the working directory when inside it. */
  private display(file: string): string {
    const absolute = path.join(this.dir, file)
    const relative = path.relative(process.cwd(), absolute)
    return relative.startsWith('..') || path.isAbsolute(relative)
      ? absolute
      : relative.split(path.sep).join('/')
  }

  private notFound(file: string, error: unknown): never {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error)
    this.fail(file, [{ record: null, field: null, detail: reason }])
  }

  private async readRecord<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
    let raw: unknown
    try {
      raw = JSON.parse(await readFile(path.join(this.dir, file), 'utf8'))
    } catch (error) {
      if (error instanceof SyntaxError)
        this.fail(file, [{ record: null, field: null, detail: `invalid JSON: ${error.message}` }])
      this.notFound(file, error)
    }
    const result = schema.safeParse(raw)
    if (result.success) return result.data
    this.fail(file, problemsOf(result.error, raw, null))
  }

  /** A file's validated records, all kept. */
  private list<S extends z.ZodType>(
    file: string,
    schema: S,
    language: OmnicasaLanguage | null = null,
  ): Promise<z.output<S>[]> {
    return this.readList(file, schema, language, (record) => record)
  }

  /**
   * Validates a file's records one by one as they stream in, and keeps what `keep` makes of each.
   * Every problem of the file is collected before it is reported.
   */
  private async readList<S extends z.ZodType, T>(
    file: string,
    schema: S,
    language: OmnicasaLanguage | null,
    keep: (record: z.output<S>, element: ArrayElement) => T,
    trusted: (element: ArrayElement) => T | undefined = () => undefined,
  ): Promise<T[]> {
    const problems: Problem[] = []
    const kept: T[] = []
    const seen = new Set<string>()
    try {
      for await (const element of jsonArrayElements(path.join(this.dir, file))) {
        const known = trusted(element)
        if (known !== undefined) {
          kept.push(known)
          continue
        }
        let item: unknown
        try {
          item = JSON.parse(element.text)
        } catch (error) {
          const detail = `invalid JSON: ${(error as Error).message} (in the record at byte ${element.start})`
          problems.push({ record: `index ${element.index}`, field: null, detail })
          continue
        }
        const record = recordLabel(item, element.index)
        const result = schema.safeParse(item)
        if (!result.success) {
          problems.push(...problemsOf(result.error, item, record))
          continue
        }
        const data = result.data as Record<string, unknown>
        if (language && data.Language !== language) {
          problems.push({
            record,
            field: 'Language',
            detail: `expected "${language}" (the file's language), received ${JSON.stringify(data.Language)}`,
          })
        }
        if (!record.startsWith('index ')) {
          if (seen.has(record)) problems.push({ record, field: null, detail: 'duplicate record' })
          seen.add(record)
        }
        if (problems.length === 0) kept.push(keep(result.data, element))
      }
    } catch (error) {
      if (error instanceof JsonArrayError)
        this.fail(file, [{ record: null, field: null, detail: error.detail }])
      if ((error as NodeJS.ErrnoException).code) this.notFound(file, error)
      throw error
    }
    if (problems.length > 0) this.fail(file, problems)
    return kept
  }
}
