import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as ImportModule from '@/integrations/omnicasa/import'
import type * as SourceModule from '@/integrations/omnicasa/source'
import { createTestPayload, testDatabaseKind, type TestPayload } from '../helpers/payload'
import { copySnapshot } from '../helpers/snapshot'

// Issue 18: a seasonal rental's booked periods come with its CRM record, are stored on the
// property (and in its public view, which the listing's calendar reads), and a new snapshot's
// periods replace the old ones.

let t: TestPayload
let payload: Payload
let importSnapshot: typeof ImportModule.importSnapshot
let FileSnapshotSource: typeof SourceModule.FileSnapshotSource

const importFrom = (dir: string) => importSnapshot(payload, new FileSnapshotSource(dir))
const SEASONAL = 102
const NOT_SEASONAL = 47630

type Period = { start?: string | null; end?: string | null }
const days = (periods: Period[] | null | undefined) =>
  (periods ?? []).map((p) => [String(p.start).slice(0, 10), String(p.end).slice(0, 10)])

async function stored(id: number) {
  const doc = await payload.findByID({ collection: 'properties', id, depth: 0, locale: 'nl' })
  const view = doc.publicView as { bookedPeriods?: Period[] } | null
  return { periods: days(doc.bookedPeriods), view: days(view?.bookedPeriods) }
}

describe(`CRM import: booked periods (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    t = await createTestPayload()
    payload = t.payload
    ;({ importSnapshot } = await import('@/integrations/omnicasa/import'))
    ;({ FileSnapshotSource } = await import('@/integrations/omnicasa/source'))
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('stores the snapshot’s booked periods on a seasonal rental, in every language’s public view', async () => {
    await importFrom('data/crm')
    const snapshot = await new FileSnapshotSource('data/crm').load()
    const record = snapshot.languages.fr.properties.find((p) => p.ID === SEASONAL)!
    expect(record.BookedPeriods.length).toBeGreaterThan(2)
    const expected = record.BookedPeriods.map((p) => [p.StartDate, p.EndDate])
    expect(await stored(SEASONAL)).toEqual({ periods: expected, view: expected })
    expect(await stored(NOT_SEASONAL)).toEqual({ periods: [], view: [] })
  })

  it('replaces them on a re-import with changed periods, and removes them when the CRM has none', async () => {
    const snapshot = copySnapshot()
    const changed = [
      { StartDate: '2027-08-07', EndDate: '2027-08-14' },
      // Out of order in the CRM: stored in date order.
      { StartDate: '2027-07-30', EndDate: '2027-08-02' },
    ]
    try {
      snapshot.editListing(SEASONAL, (record) => ({ ...record, BookedPeriods: changed }))
      expect((await importFrom(snapshot.dir)).properties.updated).toBe(1)
      const expected = [
        ['2027-07-30', '2027-08-02'],
        ['2027-08-07', '2027-08-14'],
      ]
      expect(await stored(SEASONAL)).toEqual({ periods: expected, view: expected })

      snapshot.editListing(SEASONAL, ({ BookedPeriods: _gone, ...record }) => record)
      expect((await importFrom(snapshot.dir)).properties.updated).toBe(1)
      expect(await stored(SEASONAL)).toEqual({ periods: [], view: [] })
    } finally {
      snapshot.remove()
    }
  })

  it('refuses a period that ends before it starts, naming the record', async () => {
    const snapshot = copySnapshot()
    try {
      snapshot.editListing(SEASONAL, (record) => ({
        ...record,
        BookedPeriods: [{ StartDate: '2027-08-14', EndDate: '2027-08-07' }],
      }))
      await expect(importFrom(snapshot.dir)).rejects.toMatchObject({
        name: 'SnapshotError',
        record: `ID ${SEASONAL}`,
      })
    } finally {
      snapshot.remove()
    }
  })
})
