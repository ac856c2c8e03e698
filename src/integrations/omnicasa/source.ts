import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { z } from 'zod'

import {
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
import type { CrmLanguageData, CrmSnapshot, OmnicasaLanguage } from './types'

export type { CrmLanguageData, CrmSnapshot } from './types'

/**
 * Where CRM data comes from. The importer depends on this only, so the bundled snapshot can be
 * swapped for a live Omnicasa HTTP client without touching it.
 */
export interface CrmSource {
  load(): Promise<CrmSnapshot>
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
} as const

interface Problem {
  record: string | null
  field: string | null
  detail: string
}

type Path = readonly PropertyKey[]

function fieldPath(segments: Path): string | null {
  if (segments.length === 0) return null
  return segments
    .map((segment, i) =>
      typeof segment === 'number' ? `[${segment}]` : `${i > 0 ? '.' : ''}${String(segment)}`,
    )
    .join('')
}

function valueAt(value: unknown, segments: Path): unknown {
  let current = value
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[segment]
  }
  return current
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN'
  return typeof value
}

function recordLabel(record: unknown, index: number): string {
  if (record && typeof record === 'object' && !Array.isArray(record)) {
    const { ID, PropertyID, Name, Zip } = record as Record<string, unknown>
    if (typeof ID === 'number' && Number.isInteger(ID)) return `ID ${ID}`
    if (typeof PropertyID === 'number' && Number.isInteger(PropertyID)) return `PropertyID ${PropertyID}`
    if (typeof Name === 'string' && typeof Zip === 'string') return `${Zip} ${Name}`
  }
  return `index ${index}`
}

function describeIssue(issue: z.core.$ZodIssue, record: unknown): string {
  const value = valueAt(record, issue.path)
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'int' ? 'integer' : issue.expected
      if (value === undefined) return `missing (expected ${expected})`
      return `expected ${expected}, received ${typeName(value)}`
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(value)}`
    case 'unrecognized_keys':
      return issue.message
    default:
      return `${issue.message}, received ${JSON.stringify(value)}`
  }
}

export class FileSnapshotSource implements CrmSource {
  private readonly dir: string

  constructor(dir: string = DEFAULT_SNAPSHOT_DIR) {
    this.dir = path.resolve(dir)
  }

  async load(): Promise<CrmSnapshot> {
    const manifest = await this.readRecord(snapshotFiles.manifest, ManifestSchema)
    const languages = {} as Record<OmnicasaLanguage, CrmLanguageData>
    for (const language of crmLanguages) {
      languages[language] = {
        properties: await this.readList(snapshotFiles.properties(language), PropertySchema, language),
        propertyTypes: await this.readList(
          snapshotFiles.propertyTypes(language),
          PropertyTypeSchema,
          language,
        ),
        cities: {
          all: await this.readList(snapshotFiles.cities(language), CitySchema, language),
          sale: await this.readList(snapshotFiles.citiesSale(language), CitySchema, language),
          rent: await this.readList(snapshotFiles.citiesRent(language), CitySchema, language),
        },
        projects: await this.readList(snapshotFiles.projects(language), ProjectSchema, language),
      }
    }
    const snapshot: CrmSnapshot = {
      snapshotDate: manifest.SnapshotDate,
      languages,
      treeNodes: await this.readList(snapshotFiles.treeNodes, TreeNodeSchema),
      owners: await this.readList(snapshotFiles.owners, OwnerSchema),
      statistics: await this.readList(snapshotFiles.statistics, PropertyStatisticsSchema),
      communications: await this.readList(snapshotFiles.communications, CommunicationSchema),
      neighbourhoods: await this.readList(snapshotFiles.neighbourhoods, NeighbourhoodSchema),
    }
    this.checkReferences(snapshot)
    return snapshot
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

  private async readJson(file: string): Promise<unknown> {
    let text: string
    try {
      text = await readFile(path.join(this.dir, file), 'utf8')
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error)
      this.fail(file, [{ record: null, field: null, detail: reason }])
    }
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      this.fail(file, [{ record: null, field: null, detail: `invalid JSON: ${(error as Error).message}` }])
    }
  }

  private async readRecord<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
    const raw = await this.readJson(file)
    const result = schema.safeParse(raw)
    if (result.success) return result.data
    this.fail(
      file,
      result.error.issues.map((issue) => ({
        record: null,
        field: fieldPath(issue.path),
        detail: describeIssue(issue, raw),
      })),
    )
  }

  private async readList<S extends z.ZodType>(
    file: string,
    schema: S,
    language?: OmnicasaLanguage,
  ): Promise<z.output<S>[]> {
    const raw = await this.readJson(file)
    if (!Array.isArray(raw)) {
      this.fail(file, [
        { record: null, field: null, detail: `expected a JSON array, received ${typeName(raw)}` },
      ])
    }
    const problems: Problem[] = []
    const records: z.output<S>[] = []
    const seen = new Set<string>()
    raw.forEach((item: unknown, index) => {
      const record = recordLabel(item, index)
      const result = schema.safeParse(item)
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({ record, field: fieldPath(issue.path), detail: describeIssue(issue, item) })
        }
        return
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
      records.push(result.data)
    })
    if (problems.length > 0) this.fail(file, problems)
    return records
  }

  /** Links between files that the importer relies on. */
  private checkReferences(snapshot: CrmSnapshot): void {
    const propertyIds = new Set(
      Object.values(snapshot.languages).flatMap((data) => data.properties.map((property) => property.ID)),
    )
    const ownerIds = new Set(snapshot.owners.map((owner) => owner.ID))
    const nodeIds = new Set(snapshot.treeNodes.map((node) => node.ID))
    const check = (file: string, problems: Problem[]) => {
      if (problems.length > 0) this.fail(file, problems)
    }
    check(
      snapshotFiles.owners,
      snapshot.owners.flatMap((owner) =>
        owner.PropertyIDs.flatMap((id, i) =>
          propertyIds.has(id)
            ? []
            : [{ record: `ID ${owner.ID}`, field: `PropertyIDs[${i}]`, detail: `unknown property ${id}` }],
        ),
      ),
    )
    check(
      snapshotFiles.statistics,
      snapshot.statistics.flatMap((stats) => {
        const record = `PropertyID ${stats.PropertyID}`
        const owner = snapshot.owners.find((o) => o.ID === stats.OwnerID)
        if (!owner) return [{ record, field: 'OwnerID', detail: `unknown owner ${stats.OwnerID}` }]
        if (!owner.PropertyIDs.includes(stats.PropertyID)) {
          return [
            {
              record,
              field: 'PropertyID',
              detail: `owner ${owner.ID} does not own property ${stats.PropertyID}`,
            },
          ]
        }
        return []
      }),
    )
    check(
      snapshotFiles.communications,
      snapshot.communications.flatMap((entry) => {
        const record = `ID ${entry.ID}`
        if (!ownerIds.has(entry.OwnerID))
          return [{ record, field: 'OwnerID', detail: `unknown owner ${entry.OwnerID}` }]
        if (entry.PropertyID !== null && !propertyIds.has(entry.PropertyID)) {
          return [{ record, field: 'PropertyID', detail: `unknown property ${entry.PropertyID}` }]
        }
        return []
      }),
    )
    check(
      snapshotFiles.treeNodes,
      snapshot.treeNodes.flatMap((node) =>
        node.ParentID === null || nodeIds.has(node.ParentID)
          ? []
          : [{ record: `ID ${node.ID}`, field: 'ParentID', detail: `unknown parent node ${node.ParentID}` }],
      ),
    )
  }
}
