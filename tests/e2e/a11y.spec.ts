import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { firstProjectLink } from './projectLink'

// Accessibility (issue 14): axe-core's WCAG 2 A and AA rules on one page of every kind the site
// has, and on the cookie dialog. A violation names the rule, its help text and the elements.

const WCAG = ['wcag2a', 'wcag2aa']

const SALE = 49240 // Wavre, villa for sale (the demo CRM snapshot, as in property.spec.ts)

async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG)
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
  )
}

async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await page.waitForLoadState('networkidle')
}

test.describe('accessibility: WCAG 2 A and AA (axe-core)', () => {
  const pages: [kind: string, path: string, status?: number][] = [
    ['the home page', '/fr/'],
    ['a property', `/fr/property/${SALE}/`],
    ['the list of properties for sale', '/fr/a-vendre/'],
    ['the list of properties for rent', '/fr/a-louer/'],
    ['the list of projects', '/fr/projets-neufs/'],
    ['a CMS content page', '/fr/qui-suis-je/'],
    ['an article', '/fr/services/vente/'],
    ['the contact page and its form', '/fr/contact/'],
    ['the page not found', '/fr/no-such-page/', 404],
  ]
  for (const [kind, path, status] of pages) {
    test(`${kind} (${path})`, async ({ page }) => {
      await open(page, path, status)
      expect(await violations(page)).toEqual([])
    })
  }

  test('a project (the first of the list)', async ({ page }) => {
    await open(page, '/fr/projets-neufs/')
    const href = await firstProjectLink(page)
    await open(page, href ?? '')
    expect(await violations(page)).toEqual([])
  })

  /**
   * The consent question stays hidden from automated browsers (navigator.webdriver, as the library),
   * so this test presents itself as a person, as consent.spec.ts does.
   */
  async function asPerson(context: BrowserContext): Promise<Page> {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
    )
    return context.newPage()
  }

  test('the cookie dialog and its preferences', async ({ context }) => {
    const page = await asPerson(context)
    await open(page, '/fr/')
    const dialog = page.getByRole('dialog', { name: 'Votre vie privée' })
    await expect(dialog).toBeVisible()
    expect(await violations(page, '#consent-notice')).toEqual([])
    await dialog.getByRole('button', { name: 'Personnaliser' }).click()
    const preferences = page.getByRole('dialog', { name: 'Vos préférences en matière de cookies' })
    await expect(preferences).toBeVisible()
    expect(await violations(page, '#cc-main')).toEqual([])
  })
})
