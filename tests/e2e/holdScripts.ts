import type { Page } from '@playwright/test'

/**
 * Holds the requests that match `url` back, as a slow phone's connection would, until the returned
 * function is called.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Holds the page's scripts back until the returned function is called: the server's page is there
 * to read and type in, and React has not hydrated it yet.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, '**/_next/static/chunks/*.js')
}
