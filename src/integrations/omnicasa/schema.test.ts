import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPhotoKind } from '@fixtures/media/kinds'
import { propertyFieldGroups, PropertySchema } from './schema'
import { FileSnapshotSource } from './source'
import type { CrmSnapshot, OmnicasaProperty } from './types'

const snapshotDir = path.resolve(import.meta.dirname, '../../../data/crm')
const langs = ['fr', 'nl', 'en'] as const

function region(zip: string): 'brussels' | 'wallonia' | 'flanders' {
  const n = Number(zip)
  if (n <= 1299) return 'brussels'
  if (n <= 1499 || (n >= 4000 && n <= 7999)) return 'wallonia'
  return 'flanders'
}

describe('PropertySchema', () => {
  it('reads absent detail fields as null and keeps unknown fields', () => {
    const minimal = {
      ID: 1,
      Ident: 'x',
      RecordFile: 'V-1',
      Language: 'fr',
      Goal: 0,
      WebID: 1,
      WebIDs: '1',
      MainTypeID: 1,
      MainTypeName: 'Maison',
      TypeDescription: 'Maison',
      DescriptionA: '',
      PublishPrice: true,
      Price: 1,
      PriceUnit: 1,
      PriceUnitText: '',
      PublishAddress: true,
      Street: 'Rue',
      Zip: '5000',
      City: 'Namur',
      CountryID: 10,
      CountryName: 'Belgique',
      CreatedDate: '2026-01-01T00:00:00',
      LastChangedDate: '2026-01-01T00:00:00',
      SiteID: 16,
    }
    const parsed = PropertySchema.parse(minimal)
    expect(parsed.SurfaceLiving).toBeNull()
    expect(parsed.IsSeasonalRental).toBe(false)
    expect(parsed.Documents).toEqual([])
    expect(parsed.SiteID).toBe(16)
  })

  it('refuses a seasonal rental for sale', () => {
    const result = PropertySchema.safeParse({ IsSeasonalRental: true, Goal: 0 })
    expect(result.success).toBe(false)
  })

  it('groups every field once', () => {
    const all = Object.values(propertyFieldGroups).flat()
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('the bundled snapshot', () => {
  let snapshot: CrmSnapshot
  let fr: OmnicasaProperty[]
  beforeAll(async () => {
    snapshot = await new FileSnapshotSource(snapshotDir).load()
    fr = snapshot.languages.fr.properties
  })

  it('holds the same 28 properties in fr, nl and en, and none in de', () => {
    const ids = fr.map((p) => p.ID).sort()
    expect(ids).toHaveLength(28)
    for (const lang of langs) expect(snapshot.languages[lang].properties.map((p) => p.ID).sort()).toEqual(ids)
    expect(snapshot.languages.de.properties).toHaveLength(0)
    expect(ids).toContain(102)
    expect(ids.filter((id) => id !== 102).every((id) => id >= 1000 && id <= 999_999)).toBe(true)
  })

  it('translates titles, descriptions and labels', () => {
    for (const id of fr.map((p) => p.ID)) {
      const [f, n, e] = langs.map((l) => snapshot.languages[l].properties.find((p) => p.ID === id)!)
      expect(new Set([f!.DescriptionA, n!.DescriptionA, e!.DescriptionA]).size).toBe(3)
      expect(f!.CountryName).toBe('Belgique')
      expect(n!.CountryName).toBe('België')
    }
  })

  it('has property 102 as a seasonal tourist rental on the coast', () => {
    const p102 = fr.find((p) => p.ID === 102)!
    expect(p102).toMatchObject({ Goal: 1, IsSeasonalRental: true, RentPeriodID: 2, City: 'Knokke-Heist' })
    expect(fr.filter((p) => p.IsSeasonalRental).length).toBeGreaterThanOrEqual(3)
  })

  it('marks sold and let listings in the title only', () => {
    expect(
      fr.filter((p) => p.Goal === 0 && p.TypeDescription.startsWith('VENDU ')).length,
    ).toBeGreaterThanOrEqual(2)
    expect(
      fr.filter((p) => p.Goal === 1 && p.TypeDescription.startsWith('LOUEE ')).length,
    ).toBeGreaterThanOrEqual(1)
  })

  it('uses marquees 1, 3, 4 and 14 with translated names, and price unit 7', () => {
    expect(new Set(fr.map((p) => p.Marquee))).toEqual(new Set([null, 1, 3, 4, 14]))
    for (const p of fr) expect(p.MarqueeName === null).toBe(p.Marquee === null)
    const nl = snapshot.languages.nl.properties
    expect(nl.find((p) => p.Marquee === 4)?.MarqueeName).toBe('Prijsdaling')
    expect(fr.filter((p) => p.PriceUnit === 7).length).toBeGreaterThanOrEqual(2)
  })

  it('has EPC labels in all three regions', () => {
    const labelled = fr.filter((p) => p.EPCLabelText !== null && p.EnergyPerformance !== null)
    const regions = new Set(labelled.map((p) => region(p.Zip)))
    expect(regions).toEqual(new Set(['flanders', 'wallonia', 'brussels']))
    expect(new Set(labelled.map((p) => p.EPCLabelText)).size).toBeGreaterThanOrEqual(6)
  })

  it('asks realistic prices', () => {
    for (const p of fr) {
      if (p.Goal === 0) expect(p.Price, String(p.ID)).toBeGreaterThanOrEqual(150_000)
      if (p.Goal === 0) expect(p.Price, String(p.ID)).toBeLessThanOrEqual(1_200_000)
      if (p.Goal === 1 && p.IsSeasonalRental) expect([p.Price >= 450, p.Price <= 1400]).toEqual([true, true])
      if (p.Goal === 1 && !p.IsSeasonalRental) expect([p.Price >= 750, p.Price <= 2500]).toEqual([true, true])
      expect(
        p.GoogleX! > 49.4 && p.GoogleX! < 51.6 && p.GoogleY! > 2.5 && p.GoogleY! < 6.5,
        String(p.ID),
      ).toBe(true)
    }
  })

  it('shows 4–10 photos and 1–3 documents per property', () => {
    for (const p of fr) {
      expect(p.XLargePictureItems.length).toBeGreaterThanOrEqual(4)
      expect(p.XLargePictureItems.length).toBeLessThanOrEqual(10)
      p.XLargePictureItems.forEach((picture, i) => {
        const match = new RegExp(`^/crm-media/photos/property/${p.ID}/${i + 1}-([a-z-]+)\\.jpg$`).exec(
          picture.Url,
        )
        expect(match && isPhotoKind(match[1]!), picture.Url).toBe(true)
        expect([picture.Width, picture.Height]).toEqual([1920, 1280])
        expect(p.SmallPictureItems[i]).toMatchObject({ ID: picture.ID, Width: 200, Height: 133 })
      })
      expect(p.XLargePictureItem).toEqual(p.XLargePictureItems[0])
      expect(p.SmallPictureItem).toEqual(p.SmallPictureItems[0])
      expect(p.Documents.length).toBeGreaterThanOrEqual(1)
      expect(p.Documents.length).toBeLessThanOrEqual(3)
      for (const doc of p.Documents) {
        expect(doc.Url).toBe(`/crm-media/documents/property/${p.ID}/${doc.ID}.pdf`)
        expect(doc.Lines.length).toBeGreaterThanOrEqual(2)
      }
      const paragraphs = p.DescriptionA.match(/<p>/g)?.length ?? 0
      expect(paragraphs >= 2 && paragraphs <= 4, String(p.ID)).toBe(true)
    }
  })

  it('lists 18 cities, 12 with sales and 8 with rentals, counted from the properties', () => {
    for (const lang of langs) {
      const { cities, properties } = snapshot.languages[lang]
      expect([cities.all.length, cities.sale.length, cities.rent.length]).toEqual([18, 12, 8])
      const count = (zip: string, goal?: 0 | 1) =>
        properties.filter((p) => p.Zip === zip && (goal === undefined || p.Goal === goal)).length
      for (const c of cities.all) expect(c.PropertyCount).toBe(count(c.Zip))
      for (const c of cities.sale) expect(c.PropertyCount).toBe(count(c.Zip, 0))
      for (const c of cities.rent) expect(c.PropertyCount).toBe(count(c.Zip, 1))
      for (const p of properties) expect(cities.all.find((c) => c.Zip === p.Zip)?.Name).toBe(p.City)
    }
  })

  it('lists 9 property types whose flags and web ids agree with the properties', () => {
    const types = snapshot.languages.fr.propertyTypes
    expect(types).toHaveLength(9)
    for (const type of types) {
      const ofType = fr.filter((p) => p.MainTypeID === type.ID)
      expect(ofType.every((p) => p.WebID === type.WebID && p.MainTypeName === type.Name)).toBe(true)
      expect(type.Sale).toBe(ofType.some((p) => p.Goal === 0))
      expect(type.Rent).toBe(ofType.some((p) => p.Goal === 1))
    }
    expect(snapshot.languages.de.propertyTypes.map((t) => t.Name)).toContain('Haus')
  })

  it('has 2–3 projects of 6–12 units, some sold, in 1–3 constructions', () => {
    for (const lang of langs) {
      const projects = snapshot.languages[lang].projects
      expect(projects.length).toBeGreaterThanOrEqual(2)
      expect(projects.length).toBeLessThanOrEqual(3)
      for (const project of projects) {
        expect(project.Units.length).toBeGreaterThanOrEqual(6)
        expect(project.Units.length).toBeLessThanOrEqual(12)
        expect(project.Units.some((u) => u.Status === 3)).toBe(true)
        expect(project.Constructions.length).toBeGreaterThanOrEqual(1)
        expect(project.Constructions.length).toBeLessThanOrEqual(3)
        const unitIds = project.Constructions.flatMap((c) => c.UnitIDs).sort()
        expect(unitIds).toEqual(project.Units.map((u) => u.ID).sort())
        expect(project.XLargePictureItems.length).toBeGreaterThanOrEqual(4)
        expect(project.Documents.length).toBeGreaterThanOrEqual(1)
      }
    }
    expect(snapshot.languages.de.projects).toEqual([])
  })

  it('has 3 owners with 1–4 properties, 90 days of statistics and their history', () => {
    expect(snapshot.owners).toHaveLength(3)
    for (const owner of snapshot.owners) {
      expect(owner.PropertyIDs.length).toBeGreaterThanOrEqual(1)
      expect(owner.PropertyIDs.length).toBeLessThanOrEqual(4)
      for (const id of owner.PropertyIDs) {
        const stats = snapshot.statistics.find((s) => s.PropertyID === id && s.OwnerID === owner.ID)
        expect(stats).toMatchObject({ From: '2026-08-23', To: '2026-11-20' })
        expect(new Set(stats!.Visits.map((v) => v.Date)).size).toBe(90)
        expect(stats!.OnlineMedia.length).toBeGreaterThanOrEqual(3)
      }
      const history = snapshot.communications.filter((c) => c.OwnerID === owner.ID)
      expect(history.length).toBeGreaterThanOrEqual(15)
      expect(history.length).toBeLessThanOrEqual(30)
      expect(history.every((c) => c.Language === owner.Language)).toBe(true)
    }
    expect(new Set(snapshot.owners.map((o) => o.Language))).toEqual(new Set(['fr', 'nl', 'en']))
  })

  it('writes missing values as null, never as the text NaN', async () => {
    for (const file of await readdir(snapshotDir)) {
      expect(await readFile(path.join(snapshotDir, file), 'utf8'), file).not.toMatch(/"NaN"|\bNaN\b/)
    }
  })
})
