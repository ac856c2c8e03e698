import { expect, type Locator, type Page, test } from '@playwright/test'

import { holdScripts } from './holdScripts'

// The home search box (spec §2, §5): a WAI-ARIA combobox answered by GET /suggest/, used by
// keyboard and by mouse, in French on the seeded snapshot.

const box = (page: Page): Locator => page.getByRole('combobox', { name: 'Rechercher un bien' })
const results = (page: Page): Locator => page.getByRole('listbox', { name: 'Résultats de recherche' })

async function openHome(page: Page): Promise<void> {
  const response = await page.goto('/fr/')
  expect(response?.status()).toBe(200)
}

test('the empty box lists the property types, a zero-count link is disabled, Escape closes', async ({
  page,
}) => {
  await openHome(page)
  await expect(box(page)).toHaveAttribute('placeholder', 'Référence, type de bien, ville')
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  await box(page).click()

  await expect(results(page)).toBeVisible()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  const types = results(page).getByRole('group', { name: 'Types de bien' })
  // One row per web type (house, flat and studio share web type 1), two links each.
  await expect(types.getByRole('option')).toHaveCount(14)
  // Each type row has its pictogram by WebID (spec §3), decorative: hidden from assistive tech.
  await expect(types.locator('svg[aria-hidden="true"][data-icon]')).toHaveCount(7)
  await expect(types.locator('svg[data-icon="land"]')).toHaveCount(1)
  await expect(page.getByRole('status')).toHaveText('7 résultats')
  // The snapshot has no land for rent: "link disabled at count 0".
  const landForRent = types.getByRole('option', { name: 'Terrain, À louer, aucun bien' })
  await expect(landForRent).toHaveAttribute('aria-disabled', 'true')
  await expect(landForRent).not.toHaveAttribute('href')
  await expect(
    types.getByRole('option', { name: 'Maison, Appartement et Studio, À louer, 10 biens' }),
  ).toHaveAttribute('href', '/fr/a-louer/?type=1')

  await box(page).press('Escape')
  await expect(results(page)).toBeHidden()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(box(page)).toBeFocused()
  // Typing opens the panel again; leaving the field closes it.
  await box(page).pressSequentially('x')
  await expect(page.getByText('Aucun résultat n’a été trouvé pour votre recherche.').first()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByText('Aucun résultat n’a été trouvé pour votre recherche.')).toHaveCount(0)
})

test('by keyboard: a reference, then a town skipping its disabled link', async ({ page }) => {
  await openHome(page)
  await box(page).focus()
  await box(page).pressSequentially('49064')
  const property = results(page).getByRole('group', { name: 'Biens' }).getByRole('option')
  await expect(property).toHaveCount(1)
  await expect(property).toContainText('Réf.\u00a0: 49064')
  await expect(property.locator('img')).toHaveAttribute(
    'src',
    /\/crm-media\/photos\/property\/49064\/.+\?width=200&height=auto&format=webp$/,
  )
  await expect(page.getByRole('status')).toHaveText('1 résultat')
  await box(page).press('ArrowDown')
  await expect(property).toHaveAttribute('aria-selected', 'true')
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await property.getAttribute('id')) ?? '')
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/fr\/a-louer\/louvain\/[^/]+\/49064\/$/)

  await openHome(page)
  await box(page).focus()
  await box(page).pressSequentially('LOUVAIN')
  await expect(results(page).getByRole('option')).toHaveCount(2)
  // The first enabled link is "for rent": nothing is for sale in Louvain, and that link is skipped.
  await box(page).press('ArrowDown')
  await expect(results(page).getByRole('option', { name: 'Louvain 3000, À louer, 1 bien' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/fr\/a-louer\/\?city=Louvain%7C3000$/)
})

test('focused and typed in before the scripts ran: once they have, the panel shows the results for the text', async ({
  page,
}) => {
  // The scripts come after the page's main picture (decision 050), or at the first focus: hold
  // them back, as a slow phone would, while the visitor types.
  const release = await holdScripts(page)
  await page.goto('/fr/', { waitUntil: 'commit' })
  await box(page).focus()
  await box(page).pressSequentially('49064')
  await expect(results(page)).toBeHidden()

  release()
  const property = results(page).getByRole('group', { name: 'Biens' }).getByRole('option')
  await expect(property).toHaveCount(1)
  await expect(property).toContainText('Réf.\u00a0: 49064')
  await expect(box(page)).toHaveValue('49064')
  // And typing goes on as usual.
  await box(page).press('Backspace')
  await expect(box(page)).toHaveValue('4906')
})

test('by mouse: a town by zip and by its name without accents', async ({ page }) => {
  await openHome(page)
  await box(page).click()
  await box(page).fill('4000')
  const cities = results(page).getByRole('group', { name: 'Villes' })
  await expect(cities.getByRole('option', { name: 'Liège 4000, À louer, aucun bien' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await box(page).fill('liege')
  await expect(page.getByRole('status')).toHaveText('1 résultat')
  await cities.getByRole('option', { name: 'Liège 4000, À vendre, 1 bien' }).click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Li%C3%A8ge%7C4000$/)
})

test('a town by the start of its name, of a hyphenated part, or by its Dutch name (issue 20)', async ({
  page,
}) => {
  await openHome(page)
  await box(page).click()
  const cities = results(page).getByRole('group', { name: 'Villes' })
  await box(page).fill('Brux')
  await expect(cities.getByRole('option', { name: 'Bruxelles 1000, À louer, 1 bien' })).toBeVisible()
  await box(page).fill('heist')
  await expect(cities.getByRole('option', { name: 'Knokke-Heist 8300, À louer, 2 biens' })).toHaveAttribute(
    'href',
    '/fr/a-louer/?city=Knokke-Heist%7C8300',
  )
  // Gand is Gent in Dutch: a Belgian visitor may type either on the French site.
  await box(page).fill('gent')
  await expect(page.getByRole('status')).toHaveText('1 résultat')
  await expect(cities.getByRole('option', { name: 'Gand 9000, À vendre, 2 biens' })).toBeVisible()
})

test('without choosing a row, the form leads to the first result (also without JavaScript)', async ({
  page,
}) => {
  await openHome(page)
  await box(page).click()
  await box(page).fill('Namur')
  await expect(page.getByRole('status')).toHaveText('1 résultat')
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Namur%7C5000$/)

  const response = await page.request.get('/suggest/go/?q=nowhere&locale=fr', { maxRedirects: 0 })
  expect(response.status()).toBe(303)
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/fr/a-vendre/')
  const json = await page.request.get('/suggest/?q=9000&locale=nl')
  expect(json.headers()['cache-control']).toContain('max-age')
  expect((await json.json()).groups[0].rows[0]).toMatchObject({ label: 'Gent', zip: '9000' })
  expect((await page.request.get('/suggest/?locale=xx')).status()).toBe(400)
})

test('every type row counts what its list shows, in French and Dutch (issue 20)', async ({ page }) => {
  type Link = { href: string | null; count: number | null }
  type Row = { label: string; sale: Link; rent: Link }
  for (const locale of ['fr', 'nl']) {
    const answer = await page.request.get(`/suggest/?q=&locale=${locale}`)
    const rows: Row[] = (await answer.json()).groups[0].rows
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) {
      for (const link of [row.sale, row.rent]) {
        if (link.href === null) {
          expect(link.count, row.label).toBe(0)
          continue
        }
        await page.goto(link.href)
        // "Page 1 sur 1 · 11 biens", "Pagina 1 van 1 · 11 panden": the total is the last number.
        const total = Number((await page.locator('#results').innerText()).match(/(\d+)\D*$/)?.[1])
        expect([link.href, total]).toEqual([link.href, link.count])
      }
    }
  }
})
