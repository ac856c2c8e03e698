import { describe, expect, it } from 'vitest'

import { addDays } from '../format/calendarDay'
import { busiestDay, type DailyVisits, latestVisitDay, sourceGroup, sumFigures, visitFigures } from './visits'

describe('sourceGroup: website, Belgian portals, everything else', () => {
  it.each([
    ['Website', 'website'],
    ['website', 'website'],
    ['WEBSITE', 'website'],
    ['Site', 'website'],
    ['Site web', 'website'],
    ['Own website', 'website'],
    [' Site  Web ', 'website'],
    ['Immoweb', 'portals'],
    ['Zimmo', 'portals'],
    ['Immovlan', 'portals'],
    ['Logic-Immo', 'portals'],
    ['Logic Immo', 'portals'],
    ['logic-immo.be', 'portals'],
    ['Realo', 'portals'],
    ['Immoscoop', 'portals'],
    ['Spotto', 'portals'],
    ['Hebbes', 'portals'],
    ['Vlan', 'portals'],
    ['Facebook', 'other'],
    ['Instagram', 'other'],
    ['Google', 'other'],
    ['Newsletter', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (source, group) => {
    expect(sourceGroup(source)).toBe(group)
  })
})

const row = (date: string, source: string, count: number): DailyVisits => ({ date, source, count })

describe('visitFigures: today, this week, this month, total, by group and source', () => {
  // Wednesday 12 March 2025; the week began on Monday 10, the month on Saturday 1.
  const visits = [
    row('2025-03-12', 'Website', 5),
    row('2025-03-12', 'Immoweb', 3),
    row('2025-03-11', 'Website', 2),
    row('2025-03-10', 'Facebook', 4),
    row('2025-03-09', 'Zimmo', 7), // Sunday: last week, this month
    row('2025-03-01', 'Website', 1),
    row('2025-02-28', 'Immoweb', 10), // last month
    row('2024-12-31', 'Website', 6),
  ]

  it('runs up to the latest day in the data', () => {
    const f = visitFigures(visits)
    expect(f.asOf).toBe('2025-03-12')
    expect([f.today, f.week, f.month, f.total]).toEqual([8, 14, 22, 38])
    expect(f.byGroup).toEqual({
      website: { today: 5, week: 7, month: 8, total: 14 },
      portals: { today: 3, week: 3, month: 10, total: 20 },
      other: { today: 0, week: 4, month: 4, total: 4 },
    })
  })

  it('lists sources by total, most first, then by name', () => {
    const f = visitFigures([...visits, row('2025-03-12', 'Google', 4)])
    expect(f.bySource.map((s) => [s.source, s.group, s.total])).toEqual([
      ['Website', 'website', 14],
      ['Immoweb', 'portals', 13],
      ['Zimmo', 'portals', 7],
      ['Facebook', 'other', 4],
      ['Google', 'other', 4],
    ])
  })

  it('takes a given day and leaves later rows out of every figure', () => {
    const f = visitFigures(visits, '2025-03-10')
    expect(f.asOf).toBe('2025-03-10')
    expect([f.today, f.week, f.month, f.total]).toEqual([4, 4, 12, 28])
    expect(f.last30.at(-1)).toEqual({ date: '2025-03-10', website: 0, portals: 0, other: 4, total: 4 })
  })

  it('gives exactly 30 consecutive days ending on asOf, oldest first, zeros where nothing came', () => {
    const { last30 } = visitFigures(visits)
    expect(last30).toHaveLength(30)
    expect(last30[0]?.date).toBe('2025-02-11')
    expect(last30[29]?.date).toBe('2025-03-12')
    for (let i = 1; i < 30; i++) expect(last30[i]?.date).toBe(addDays(last30[i - 1]?.date ?? '', 1))
    expect(last30.find((d) => d.date === '2025-02-28')).toEqual({
      date: '2025-02-28',
      website: 0,
      portals: 10,
      other: 0,
      total: 10,
    })
    expect(last30.find((d) => d.date === '2025-02-20')?.total).toBe(0)
    expect(last30.reduce((sum, d) => sum + d.total, 0)).toBe(32)
  })

  it('leaves out malformed days and counts that are negative or not finite numbers', () => {
    const hostile: unknown[] = [
      row('2025-03-12', 'Website', 5),
      row('2025-02-30', 'Website', 100),
      row('12/03/2025', 'Website', 100),
      row('2025-03-12', 'Website', -3),
      row('2025-03-12', 'Website', Number.NaN),
      row('2025-03-12', 'Website', Number.POSITIVE_INFINITY),
      { date: '2025-03-12', source: 'Website', count: '7' },
      { date: '2099-01-01', count: -1 },
      null,
      'x',
      { date: '2025-03-11', count: 2 },
    ]
    const f = visitFigures(hostile)
    expect(f.asOf).toBe('2025-03-12')
    expect(f.total).toBe(7)
    expect(f.bySource).toContainEqual({ source: '', group: 'other', today: 0, week: 2, month: 2, total: 2 })
  })

  it('has no day and all zeros without data', () => {
    for (const input of [[], null, undefined, {}, 'visits', [row('bad', 'Website', 1)]]) {
      const f = visitFigures(input)
      expect(f).toEqual({
        asOf: null,
        today: 0,
        week: 0,
        month: 0,
        total: 0,
        byGroup: {
          website: { today: 0, week: 0, month: 0, total: 0 },
          portals: { today: 0, week: 0, month: 0, total: 0 },
          other: { today: 0, week: 0, month: 0, total: 0 },
        },
        bySource: [],
        last30: [],
      })
    }
  })

  it('still gives 30 days of zeros for a given day without data', () => {
    const f = visitFigures([], '2025-03-12')
    expect(f.last30).toHaveLength(30)
    expect(f.last30.every((d) => d.total === 0)).toBe(true)
  })

  // Its speed is measured by bench/owner.ts, not here: a timed unit test fails on a busy machine.
  it('sums two years of five sources exactly (the benchmark’s 3,650 rows)', () => {
    const sources = ['Website', 'Immoweb', 'Zimmo', 'Immovlan', 'Facebook']
    const property = Array.from({ length: 730 }, (_, i) => addDays('2023-03-13', i)).flatMap((date, i) =>
      sources.map((source, s) => row(date, source, (i * 7 + s * 3) % 17)),
    )
    const figures = visitFigures(property)
    expect(figures.asOf).toBe('2025-03-11')
    expect(figures.total).toBe(property.reduce((sum, r) => sum + r.count, 0))
    expect(figures.bySource.map((s) => s.source).sort()).toEqual([...sources].sort())
  })

  it('finds the latest day that counts', () => {
    expect(
      latestVisitDay([row('2025-03-01', 'x', 1), row('2025-04-01', 'x', -1), row('2025-03-02', 'x', 0)]),
    ).toBe('2025-03-02')
    expect(latestVisitDay('nothing')).toBeNull()
  })
})

describe('sumFigures: an owner’s properties together', () => {
  const a = visitFigures([row('2025-03-12', 'Website', 5), row('2025-03-01', 'Immoweb', 2)], '2025-03-12')
  const b = visitFigures([row('2025-03-12', 'Website', 1), row('2025-02-11', 'Facebook', 3)], '2025-03-12')

  it('adds every figure, day by day and source by source', () => {
    const sum = sumFigures([a, b])
    expect(sum.asOf).toBe('2025-03-12')
    expect([sum.today, sum.week, sum.month, sum.total]).toEqual([6, 6, 8, 11])
    expect(sum.byGroup.website).toEqual({ today: 6, week: 6, month: 6, total: 6 })
    expect(sum.bySource.map((s) => [s.source, s.total])).toEqual([
      ['Website', 6],
      ['Facebook', 3],
      ['Immoweb', 2],
    ])
    expect(sum.last30[0]).toEqual({ date: '2025-02-11', website: 0, portals: 0, other: 3, total: 3 })
    expect(sum.last30[29]).toEqual({ date: '2025-03-12', website: 6, portals: 0, other: 0, total: 6 })
  })

  it('ends the 30 days on the latest asOf, dropping days that fall out of the window', () => {
    const older = visitFigures([row('2025-02-11', 'Website', 4), row('2025-03-10', 'Website', 1)])
    const sum = sumFigures([older, visitFigures([row('2025-03-12', 'Zimmo', 2)])])
    expect(sum.asOf).toBe('2025-03-12')
    expect(sum.last30[0]?.date).toBe('2025-02-11')
    expect(sum.last30.reduce((s, d) => s + d.total, 0)).toBe(7)
    expect(sumFigures([older, older]).last30.reduce((s, d) => s + d.total, 0)).toBe(10)
  })

  it('is empty for no property or no data', () => {
    expect(sumFigures([]).asOf).toBeNull()
    expect(sumFigures([visitFigures([])]).last30).toEqual([])
  })

  it('does not change the figures it adds', () => {
    const before = JSON.stringify(a)
    sumFigures([a, a])
    expect(JSON.stringify(a)).toBe(before)
  })
})

describe('busiestDay', () => {
  const day = (date: string, total: number) => ({ date, website: total, portals: 0, other: 0, total })
  it('is the day with the most visits, the latest of equals, none when all are zero', () => {
    expect(
      busiestDay([day('2025-03-01', 3), day('2025-03-02', 9), day('2025-03-03', 9), day('2025-03-04', 1)])
        ?.date,
    ).toBe('2025-03-03')
    expect(busiestDay([day('2025-03-01', 0)])).toBeNull()
    expect(busiestDay([])).toBeNull()
  })
})
