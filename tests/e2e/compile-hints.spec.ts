import { expect, type Page, test } from '@playwright/test'

// Decision 052: every script the public site runs starts with V8's compile hint, so the phone
// compiles it while it downloads instead of on the main thread; the Payload admin's own chunks are
// left as Next wrote them.

const HINT = '//# allFunctionsCalledOnLoad\n'

/** The chunks the page runs once it has started (a press starts them: decision 050). */
async function chunksOf(page: Page, path: string): Promise<string[]> {
  const chunks = new Set<string>()
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname))
      chunks.add(response.url())
  })
  await page.goto(path)
  await page.keyboard.press('Tab')
  await page.waitForLoadState('networkidle')
  return [...chunks]
}

test('the public pages’ scripts carry the compile hint, the admin’s own do not', async ({
  page,
  request,
}) => {
  const site = await chunksOf(page, '/fr/a-vendre/')
  expect(site.length).toBeGreaterThan(5)
  for (const url of site)
    expect((await (await request.get(url)).text()).slice(0, HINT.length), url).toBe(HINT)

  const admin = (await chunksOf(page, '/admin/login')).filter((url) => !site.includes(url))
  const unhinted = []
  for (const url of admin) if (!(await (await request.get(url)).text()).startsWith(HINT)) unhinted.push(url)
  expect(unhinted.length).toBeGreaterThan(0)
})
