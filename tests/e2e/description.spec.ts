import { expect, test } from '@playwright/test'

// A listing's description keeps the structure the agent typed in the CRM (issue 20, point 5):
// paragraphs, line breaks, bullet and numbered lists, bold and italic. The demo snapshot's villa
// in Wavre ends with a line break and a numbered list, the Knokke holiday flat has bold words,
// line breaks and a bullet list of features.

const SALE = 49240 // Wavre, villa for sale
const HOLIDAY = 102 // Knokke, holiday flat

test('a description keeps its paragraphs, line breaks, lists, bold and italic', async ({ page }) => {
  await page.goto(`/fr/property/${SALE}/`)
  let description = page.getByRole('region', { name: 'Description' })
  await expect(description.locator('ol > li')).toHaveText([
    'Prenez rendez-vous par téléphone ou par le formulaire',
    'Visitez la villa avec nous',
    'Faites votre offre par écrit',
  ])
  await expect(description.locator('em')).toHaveText('Libre à l’acte.')
  // The line break is a line of its own, not a space between two sentences.
  const lines = description.locator('p').filter({ hasText: 'Libre à l’acte.' })
  expect(await lines.evaluate((p) => (p as HTMLElement).innerText)).toBe(
    'Libre à l’acte.\nVisites sur rendez-vous, en trois étapes :',
  )
  await expect(description.locator('p strong')).toHaveText('villa de 1992 rénovée en 2019')

  await page.goto(`/fr/property/${HOLIDAY}/`)
  description = page.getByRole('region', { name: 'Description' })
  const features = description.locator('ul > li')
  await expect(features.first()).toHaveText('Vue frontale sur la mer')
  expect(await features.count()).toBeGreaterThan(3)
  // No item ran into the next one inside a paragraph, as they did (issue 20).
  await expect(
    description.locator('p').filter({ hasText: /Vue frontale sur la mer\s*Terrasse/ }),
  ).toHaveCount(0)
  await expect(description.locator('strong').filter({ hasText: 'Location à la semaine' })).toHaveCount(1)
  // The excerpt of the page's meta description stays plain text.
  const meta = await page.locator('meta[name="description"]').getAttribute('content')
  expect(meta).toMatch(/^Au sixième étage/)
  expect(meta).not.toMatch(/[<>]/)
})
