import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { addDays } from '@/domain/format/calendarDay'
import { type DailyVisits, visitFigures } from '@/domain/owner/visits'
import { FigureTiles } from './FigureTiles'
import { VisitsChart, type VisitsChartLabels } from './VisitsChart'

const labels: VisitsChartLabels = {
  title: 'Visites des 30 derniers jours',
  summary: '512 visites sur les 30 derniers jours, le plus le 8 mars',
  website: 'Site web',
  portals: 'Portails',
  other: 'Autres',
  total: 'Total',
  date: 'Date',
  showTable: 'Afficher les chiffres en tableau',
}

// 90 days as the demo has them: a weekly rhythm, some days without any row, one busy Saturday.
const visits: DailyVisits[] = Array.from({ length: 90 }, (_, i) => addDays('2024-12-15', i)).flatMap(
  (date, i) =>
    i % 11 === 4
      ? []
      : [
          { date, source: 'Website', count: 8 + (i % 7) },
          { date, source: 'Immoweb', count: i === 82 ? 40 : 5 + (i % 3) },
          { date, source: 'Facebook', count: i % 5 },
        ],
)
const figures = visitFigures(visits)

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const cells = (html: string) =>
  [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => Number((m[1] ?? '').replace(/\D/g, '')))

describe('VisitsChart: 30 days as bars and as a table, without script', () => {
  const html = renderToStaticMarkup(
    <VisitsChart days={figures.last30} locale="fr" labels={labels} id="visits" />,
  )

  it('draws one stack per day', () => {
    expect(html.match(/<g data-day="\d{4}-\d{2}-\d{2}">/g)).toHaveLength(30)
    expect(html).toContain(`data-day="${figures.asOf}"`)
  })

  it('labels the picture with the title and the summary', () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="visits-title visits-summary"/)
    expect(html).toMatch(/<span id="visits-title"[^>]*>Visites des 30 derniers jours<\/span>/)
    expect(html).toMatch(
      /<span id="visits-summary"[^>]*>512 visites sur les 30 derniers jours, le plus le 8 mars<\/span>/,
    )
  })

  it('gives the same figures in a table whose totals are the input’s', () => {
    expect(html).toMatch(/<details[^>]*><summary>Afficher les chiffres en tableau<\/summary>/)
    const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'))
    const foot = html.slice(html.indexOf('<tfoot>'), html.indexOf('</tfoot>'))
    expect(body.match(/<tr>/g)).toHaveLength(30)
    const sum = (key: 'website' | 'portals' | 'other' | 'total') =>
      figures.last30.reduce((s, d) => s + d[key], 0)
    expect(cells(foot)).toEqual([sum('website'), sum('portals'), sum('other'), sum('total')])
    expect(sum('total')).toBeGreaterThan(0)
    const rows = cells(body)
    expect(rows.filter((_, i) => i % 4 === 3).reduce((s, n) => s + n, 0)).toBe(sum('total'))
  })

  it('names the busiest day’s figure and writes short French dates', () => {
    const peak = Math.max(...figures.last30.map((d) => d.total))
    expect(html).toMatch(new RegExp(`class="[^"]*peak[^"]*"[^>]*>${peak}<`))
    // Every 7th day back from the last one (14 March 2025) under the bars.
    const axis = html.slice(html.indexOf('</svg>'), html.indexOf('<details'))
    expect(text(axis).trim().split(' ').slice(-10).join(' ')).toBe(
      '14 févr. 21 févr. 28 févr. 7 mars 14 mars',
    )
  })

  it('never writes NaN or Infinity, even without a visit', () => {
    expect(html).not.toMatch(/NaN|Infinity/)
    const empty = visitFigures([], '2025-03-10').last30
    const none = renderToStaticMarkup(<VisitsChart days={empty} locale="nl" labels={labels} id="x" />)
    expect(none).not.toMatch(/NaN|Infinity/)
    expect(none.match(/<g data-day/g)).toHaveLength(30)
    expect(none).not.toContain('<rect')
    const nothing = renderToStaticMarkup(<VisitsChart days={[]} locale="de" labels={labels} id="y" />)
    expect(nothing).not.toMatch(/NaN|Infinity/)
  })
})

describe('FigureTiles: today, this week, this month, total, and by group', () => {
  const tileLabels = {
    today: "Aujourd'hui",
    week: 'Cette semaine',
    month: 'Ce mois',
    total: 'Total',
    website: 'Site web',
    portals: 'Portails',
    other: 'Autres',
    byGroup: 'Visites par source',
    source: 'Source',
  }

  it('shows the four figures with the locale’s grouping', () => {
    const big = { ...figures, total: 12345 }
    expect(
      text(renderToStaticMarkup(<FigureTiles figures={big} locale="nl" labels={tileLabels} />)),
    ).toContain('Total 12.345')
    const html = renderToStaticMarkup(<FigureTiles figures={figures} locale="fr" labels={tileLabels} />)
    const values = [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) =>
      Number((m[1] ?? '').replace(/\D/g, '')),
    )
    expect(values).toEqual([figures.today, figures.week, figures.month, figures.total])
    expect(html).not.toMatch(/NaN|Infinity/)
  })

  it('tables each group by period, adding up to the tiles', () => {
    const html = renderToStaticMarkup(<FigureTiles figures={figures} locale="en" labels={tileLabels} />)
    expect(html).toContain('<caption')
    const numbers = cells(html)
    expect(numbers).toHaveLength(12)
    const column = (c: number) => numbers.filter((_, i) => i % 4 === c).reduce((s, n) => s + n, 0)
    expect([column(0), column(1), column(2), column(3)]).toEqual([
      figures.today,
      figures.week,
      figures.month,
      figures.total,
    ])
  })
})
