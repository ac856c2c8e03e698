import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { SnapshotError } from './snapshotError'
import { FileSnapshotSource } from './source'
import type { CrmSnapshot } from './types'

const snapshotDir = path.resolve(import.meta.dirname, '../../../data/crm')

describe('FileSnapshotSource on the bundled snapshot', () => {
  let snapshot: CrmSnapshot
  beforeAll(async () => {
    snapshot = await new FileSnapshotSource(snapshotDir).load()
  })

  it('loads every list of every language', () => {
    expect(snapshot.snapshotDate).toBe('2026-11-20')
    for (const lang of ['fr', 'nl', 'en'] as const) {
      expect(snapshot.languages[lang].properties).toHaveLength(28)
      expect(snapshot.languages[lang].propertyTypes).toHaveLength(9)
      expect(snapshot.languages[lang].projects.length).toBeGreaterThan(0)
    }
    expect(snapshot.languages.de.properties).toEqual([])
    expect(snapshot.neighbourhoods).toEqual([])
    expect(snapshot.treeNodes.length).toBeGreaterThan(0)
  })

  it('scans without keeping the listings, and reads them back a chunk at a time as load() has them', async () => {
    const source = new FileSnapshotSource(snapshotDir)
    const scan = await source.scan()
    expect(scan.languages.fr.listings).toHaveLength(28)
    expect(Object.keys(scan.languages.fr.listings[0]!).sort()).toEqual([
      'City',
      'Goal',
      'ID',
      'MainTypeID',
      'WebID',
      'WebIDs',
      'Zip',
    ])
    const ids = [102, 48213]
    const records = await source.listings(ids)
    for (const [i, id] of ids.entries()) {
      expect(Object.keys(records[i]!)).toEqual(['fr', 'nl', 'en'])
      for (const lang of ['fr', 'nl', 'en'] as const) {
        expect(records[i]![lang]).toEqual(snapshot.languages[lang].properties.find((p) => p.ID === id))
      }
    }
  })

  it('fills absent detail fields with null and keeps unknown ones', () => {
    const land = snapshot.languages.fr.properties.find((p) => p.MainTypeID === 4)
    expect(land?.NumberOfBedRooms).toBeNull()
    expect(land?.EPCLabelText).toBeNull()
  })
})

describe('FileSnapshotSource on malformed input', () => {
  let dir: string

  async function copy(): Promise<string> {
    dir = await mkdtemp(path.join(tmpdir(), 'crm-snapshot-'))
    await cp(snapshotDir, dir, { recursive: true })
    return dir
  }

  async function edit(file: string, change: (records: Record<string, unknown>[]) => void): Promise<void> {
    const full = path.join(dir, file)
    const records = JSON.parse(await readFile(full, 'utf8')) as Record<string, unknown>[]
    change(records)
    await writeFile(full, JSON.stringify(records))
  }

  const byId = (records: Record<string, unknown>[], id: number) => {
    const record = records.find((r) => r.ID === id)
    if (!record) throw new Error(`no record ${id}`)
    return record
  }

  async function failure(): Promise<SnapshotError> {
    const error: unknown = await new FileSnapshotSource(dir).load().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SnapshotError)
    return error as SnapshotError
  }

  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('names file, record and field for a value of the wrong type', async () => {
    await copy()
    await edit('properties.fr.json', (records) => {
      byId(records, 102).Price = '1150'
    })
    const error = await failure()
    expect(error).toMatchObject({ file: 'properties.fr.json', record: 'ID 102', field: 'Price' })
    expect(error.message).toContain(
      'properties.fr.json: record ID 102: field Price: expected number, received string',
    )
    expect(error.message.startsWith(path.join(dir, 'properties.fr.json'))).toBe(true)
  })

  it('rejects the text NaN where a number belongs', async () => {
    await copy()
    await edit('properties.en.json', (records) => {
      byId(records, 48213).SurfaceLiving = 'NaN'
    })
    expect(await failure()).toMatchObject({
      record: 'ID 48213',
      field: 'SurfaceLiving',
      detail: 'expected number, received string',
    })
  })

  it('names a missing required field', async () => {
    await copy()
    await edit('properties.nl.json', (records) => {
      delete byId(records, 49105).TypeDescription
    })
    expect(await failure()).toMatchObject({
      file: 'properties.nl.json',
      record: 'ID 49105',
      field: 'TypeDescription',
      detail: 'missing (expected string)',
    })
  })

  it('gives the dotted path of a nested field', async () => {
    await copy()
    await edit('properties.fr.json', (records) => {
      ;(byId(records, 102).SmallPictureItem as Record<string, unknown>).Url = 42
    })
    expect(await failure()).toMatchObject({ record: 'ID 102', field: 'SmallPictureItem.Url' })
  })

  it('indexes arrays in the path', async () => {
    await copy()
    await edit('projects.en.json', (records) => {
      const units = byId(records, 7301).Units as Record<string, unknown>[]
      units[2]!.Status = 9
    })
    expect(await failure()).toMatchObject({
      file: 'projects.en.json',
      record: 'ID 7301',
      field: 'Units[2].Status',
      detail: 'expected one of 1, 2, 3, received 9',
    })
  })

  it('rejects a Goal outside the enum', async () => {
    await copy()
    await edit('properties.fr.json', (records) => {
      byId(records, 48213).Goal = 5
    })
    expect(await failure()).toMatchObject({ field: 'Goal', detail: 'expected one of 0, 1, received 5' })
  })

  it('reports invalid JSON with the file', async () => {
    await copy()
    await writeFile(path.join(dir, 'cities.en.json'), '[{"Name": "Gent", ')
    const error = await failure()
    expect(error).toMatchObject({ file: 'cities.en.json', record: null, field: null })
    expect(error.message).toContain('cities.en.json: invalid JSON')
  })

  it('reports a missing file', async () => {
    await copy()
    await rm(path.join(dir, 'owners.json'))
    expect(await failure()).toMatchObject({ file: 'owners.json', detail: 'file not found' })
  })

  it('uses the index when a record has no usable ID', async () => {
    await copy()
    await edit('cities-sale.fr.json', (records) => {
      records[3]!.Zip = 9000
    })
    expect(await failure()).toMatchObject({
      file: 'cities-sale.fr.json',
      record: 'index 3',
      field: 'Zip',
      detail: 'expected string, received number',
    })
  })

  it('rejects a record filed under the wrong language', async () => {
    await copy()
    await edit('properties.nl.json', (records) => {
      byId(records, 102).Language = 'fr'
    })
    expect(await failure()).toMatchObject({ record: 'ID 102', field: 'Language' })
  })

  it('rejects an owner of an unknown property', async () => {
    await copy()
    await edit('owners.json', (records) => {
      ;(records[0]!.PropertyIDs as number[]).push(999999)
    })
    expect(await failure()).toMatchObject({
      file: 'owners.json',
      field: 'PropertyIDs[3]',
      detail: 'unknown property 999999',
    })
  })

  it('keeps fields it does not know', async () => {
    await copy()
    await edit('properties.fr.json', (records) => {
      byId(records, 102).OfficeName = 'Knokke'
    })
    const snapshot = await new FileSnapshotSource(dir).load()
    const property = snapshot.languages.fr.properties.find((p) => p.ID === 102)
    expect(property?.OfficeName).toBe('Knokke')
  })

  it('refuses to read listings from a file that changed after the scan', async () => {
    await copy()
    const source = new FileSnapshotSource(dir)
    await source.scan()
    await edit('properties.nl.json', (records) => {
      byId(records, 102).Price = 2000
    })
    const error: unknown = await source.listings([102]).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SnapshotError',
      file: 'properties.nl.json',
      detail: 'the file changed while it was being imported',
    })
  })

  it('rejects a listings file that is not an array', async () => {
    await copy()
    await writeFile(path.join(dir, 'properties.en.json'), '{"ID": 102}')
    expect(await failure()).toMatchObject({
      file: 'properties.en.json',
      record: null,
      detail: 'expected a JSON array, received object',
    })
  })

  it('counts further problems in the same file', async () => {
    await copy()
    await edit('properties.fr.json', (records) => {
      byId(records, 102).Price = 'x'
      byId(records, 48213).Price = 'y'
    })
    const error = await failure()
    expect(error.more).toHaveLength(1)
    expect(error.message).toMatch(/\(and 1 more problem in this file\)$/)
  })
})
