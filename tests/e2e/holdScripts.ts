import type { Page } from '@playwright/test'

/**
 * Holds the page's scripts back, as a slow phone's connection would, until the returned function
 * is called: the server's page is there to read and type in, and React has not hydrated it yet.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
