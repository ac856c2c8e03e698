import { expect, type Page } from '@playwright/test'

/** The first project's link on the French projects list the page shows (as a visitor finds it). */
export async function firstProjectLink(page: Page): Promise<string> {
  const href = await page
    .getByRole('main')
    .locator('a[href*="/projets-neufs/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .find((h) => /\/projets-neufs\/[^/]+\/\d+\/$/.test(h)),
    )
  expect(href, 'a project link on the list').toBeTruthy()
  return href ?? ''
}
