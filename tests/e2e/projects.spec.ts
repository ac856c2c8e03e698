import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { copySnapshot } from '../helpers/snapshot'

// Projects (issue 4 item 6): the list and the detail with its price list and status filter. The
// facts come from the demo CRM snapshot (data/crm/projects.fr.json); CRM unit status 1 is
// available, 2 option, 3 sold.

type RawProject = {
  ID: number
  Name: string
  Units: { Name: string; Status: number }[]
  Constructions: { Name: string }[]
  Documents: { Name: string }[]
}
const snapshot = JSON.parse(readFileSync('data/crm/projects.fr.json', 'utf8')) as RawProject[]
const project = snapshot[0] as RawProject
const unitsWith = (status: number) =>
  project.Units.filter((unit) => unit.Status === status).map((u) => u.Name)

const LIST = '/fr/projets-neufs/'

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
}

/** Follows a link by keyboard: the cookie bar may lie over the lower part of the page. */
async function follow(link: Locator): Promise<void> {
  await link.focus()
  await link.press('Enter')
}

const priceList = (page: Page) => page.getByRole('region', { name: 'Liste de prix' })
const filter = (page: Page) =>
  priceList(page).getByRole('navigation', { name: 'Filtrer les unités par statut' })
const rowNames = (page: Page) => priceList(page).getByRole('table').locator('tbody th').allInnerTexts()

test('the list shows every project as a card leading to its page', async ({ page }) => {
  await open(page, LIST)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(snapshot.length)
  for (const { Name } of snapshot) {
    await expect(cards.getByRole('heading', { level: 2, name: Name })).toBeVisible()
  }
  await expect(cards.first()).toContainText(/\d+ unités? disponibles? sur \d+|Plus d’unité disponible/)
  await follow(cards.getByRole('link', { name: project.Name }))
  await expect(page).toHaveURL(new RegExp(`/fr/projets-neufs/[^/]+/${project.ID}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Name)
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the price list and its filter, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('every unit with its status, sold ones included; the filter narrows the list', async ({ page }) => {
      await open(page, `/project/?id=${project.ID}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Name)
      expect(await rowNames(page)).toEqual(project.Units.map((unit) => unit.Name))
      const soldRow = priceList(page).getByRole('row', { name: new RegExp(`^${unitsWith(3)[0]} `) })
      await expect(soldRow).toContainText('Vendu')
      await expect(soldRow).toContainText('Prix non communiqué')

      const all = filter(page).getByRole('link', { name: `Toutes (${project.Units.length})` })
      await expect(all).toHaveAttribute('aria-current', 'true')
      for (const [label, status, names] of [
        ['Vendues', 'sold', unitsWith(3)],
        ['Disponibles', 'available', unitsWith(1)],
        ['Sous option', 'option', unitsWith(2)],
      ] as const) {
        const link = filter(page).getByRole('link', { name: `${label} (${names.length})` })
        // Pressed again if the key landed while the previous navigation was still re-rendering the
        // list (seen once on a loaded CI machine: focus was on the body, the URL unchanged).
        await expect(async () => {
          if (!new RegExp(`[?&]status=${status}#`).test(page.url())) await follow(link)
          await expect(page).toHaveURL(new RegExp(`[?&]status=${status}#price-list$`), { timeout: 3000 })
        }).toPass({ timeout: 15_000 })
        await expect(filter(page).getByRole('link', { name: `${label} (${names.length})` })).toHaveAttribute(
          'aria-current',
          'true',
        )
        expect(await rowNames(page)).toEqual(names)
      }
      await follow(filter(page).getByRole('link', { name: `Toutes (${project.Units.length})` }))
      await expect(page).not.toHaveURL(/status=/)
      // The URL changes before the new page is in (JavaScript off: a whole page load); its filter
      // saying "all" is the sign the list read below is the new one (it read an empty one in CI).
      await expect(
        filter(page).getByRole('link', { name: `Toutes (${project.Units.length})` }),
      ).toHaveAttribute('aria-current', 'true')
      expect(await rowNames(page)).toHaveLength(project.Units.length)
    })
  })
}

test('the detail: buildings, documents, map frame, similar projects and JSON-LD', async ({ page }) => {
  await open(page, `/project/?id=${project.ID}&status=available`)
  expect(await rowNames(page)).toEqual(unitsWith(1))
  // Its own title, description and canonical URL, and breadcrumbs back to the list.
  await expect(page).toHaveTitle(new RegExp(`^${project.Name}`))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/projets-neufs/[^/]+/${project.ID}/$`),
  )
  const crumbs = page.getByRole('navigation', { name: /fil d’ariane|fil d'ariane/i })
  await expect(crumbs.getByRole('link', { name: 'Projets neufs' })).toHaveAttribute('href', LIST)
  await expect(crumbs.getByText(project.Name)).toBeVisible()

  const buildings = page.getByRole('region', { name: 'Bâtiments' })
  for (const { Name } of project.Constructions) {
    await expect(buildings.getByRole('heading', { level: 3, name: Name })).toBeVisible()
  }
  const documents = page.getByRole('region', { name: 'Documents' })
  const pdf = documents.getByRole('link', { name: new RegExp(project.Documents[0]?.Name ?? '-') })
  const href = await pdf.getAttribute('href')
  expect((await page.request.get(href as string)).headers()['content-type']).toBe('application/pdf')

  // The page posts the project's place to the embedded map frame, which draws it.
  const frame = page.frameLocator(`iframe[title="Carte : ${project.Name}"]`)
  await page.locator('iframe').scrollIntoViewIfNeeded()
  await expect(frame.getByRole('link', { name: project.Name })).toBeVisible({ timeout: 15_000 })
  await expect(frame.getByRole('link', { name: project.Name })).toHaveAttribute('target', '_top')

  const similar = page.getByRole('region', { name: 'Projets similaires' })
  await expect(similar.getByRole('article')).toHaveCount(snapshot.length - 1)
  await expect(similar.getByRole('heading', { name: project.Name })).toHaveCount(0)

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const jsonLd = scripts
    .map((text) => JSON.parse(text) as { '@type'?: string })
    .find((data) => data['@type'] === 'Residence')
  expect(jsonLd).toMatchObject({
    '@type': 'Residence',
    name: project.Name,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      offerCount: unitsWith(1).length + unitsWith(2).length,
    },
  })
})

test('a project starts from its cheapest available unit, not one under option (spec §9)', async ({
  page,
}) => {
  type PricedUnit = { Price: number; Status: number }
  const priced = snapshot as unknown as { ID: number; Name: string; Units: PricedUnit[] }[]
  const cheapest = (units: PricedUnit[], status: number) =>
    Math.min(...units.filter((unit) => unit.Status === status).map((unit) => unit.Price))
  // "À partir de € 545.000": the amount in Belgian Dutch grouping, as formatEuro writes it.
  const startsFrom = (units: PricedUnit[]) =>
    new RegExp(`^À partir de €\\s?${cheapest(units, 1).toLocaleString('nl-BE').replace('.', '\\.')}$`)
  await open(page, LIST)
  for (const { Name, Units } of priced) {
    const card = page.getByRole('main').getByRole('article').filter({ hasText: Name })
    await expect(card.getByText(/^À partir de/)).toHaveText(startsFrom(Units))
  }
  // Résidence Horizon: a unit under option is cheaper than every available one.
  const horizon = priced.find(({ Units }) => cheapest(Units, 2) < cheapest(Units, 1))
  expect(horizon).toBeDefined()
  await open(page, `/project/?id=${horizon?.ID}`)
  const head = page
    .getByRole('main')
    .locator('header')
    .filter({ hasText: horizon?.Name ?? '-' })
  await expect(head.getByText(/^À partir de/)).toHaveText(startsFrom(horizon?.Units ?? []))
})

test('an unknown project is not found', async ({ page }) => {
  expect((await page.goto('/project/?id=999999'))?.status()).toBe(404)
})

test('"no documents" and "no projects are currently available" after CRM imports', async ({ page }) => {
  test.setTimeout(120_000)
  const edited = copySnapshot()
  try {
    for (const language of ['fr', 'nl', 'en', 'de']) {
      edited.edit(`projects.${language}.json`, (records) =>
        records.map((record) => (record.ID === project.ID ? { ...record, Documents: [] } : record)),
      )
    }
    runImport(edited.dir)
    await expect
      .poll(async () => {
        await page.goto(`/project/?id=${project.ID}`)
        return page.getByRole('region', { name: 'Documents' }).innerText()
      })
      .toContain('Aucun document')

    for (const language of ['fr', 'nl', 'en', 'de']) edited.edit(`projects.${language}.json`, () => [])
    runImport(edited.dir)
    await expect
      .poll(async () => {
        await page.goto(LIST)
        return page.getByRole('main').innerText()
      })
      .toContain('Aucun projet n’est disponible pour le moment.')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
  } finally {
    runImport('data/crm')
    edited.remove()
  }
  // The server hears of the import through the change feed (about a second): wait for it.
  await expect
    .poll(async () => {
      await open(page, LIST)
      return page.getByRole('main').getByRole('article').count()
    })
    .toBe(snapshot.length)
})

function runImport(dir: string) {
  const result = spawnSync('npm', ['run', 'import', '--', dir], {
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT ?? '3100',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stdout + result.stderr).toBe(0)
}
