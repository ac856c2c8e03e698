import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { holdRequests } from './holdScripts'
import { firstProjectLink } from './projectLink'

// Images (issue 20, point 14): every image a page of each kind names (img src and srcset
// candidates, picture sources, preloads, icons and CSS background images) answers 200 at once (no
// redirect), as an image, with a Cache-Control of at least a day. CRM photos are asked for with
// spec §7's parameters (width, height=auto, format=webp) at its widths, and the demo image server
// makes what they ask for.

const SALE = 49240 // Wavre, villa for sale (the demo CRM snapshot, as in property.spec.ts)
const DAY = 86_400
const SPEC_WIDTHS = ['100', '200', '400', '600', '1360', '1920'] // spec §7, 200 for thumbnails

/** Every image URL the page names, as absolute URLs, each once. */
async function imageUrls(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => {
    const found: string[] = []
    const candidates = (srcset: string | null) =>
      (srcset ?? '')
        .split(/,\s+/)
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
    // The site's own images: a map's tiles come from the configured tile server (decision 012).
    for (const img of document.querySelectorAll('img:not(.leaflet-tile)')) {
      if (img.getAttribute('src')) found.push(img.getAttribute('src') ?? '')
      found.push(...candidates(img.getAttribute('srcset')))
    }
    for (const source of document.querySelectorAll('picture source')) {
      found.push(...candidates(source.getAttribute('srcset')))
    }
    for (const link of document.querySelectorAll('link[rel~="icon"], link[rel="preload"][as="image"]')) {
      if (link.getAttribute('href')) found.push(link.getAttribute('href') ?? '')
      found.push(...candidates(link.getAttribute('imagesrcset')))
    }
    for (const element of document.querySelectorAll('body *')) {
      const background = getComputedStyle(element).backgroundImage
      for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) found.push(match[1] ?? '')
    }
    return found.filter((url) => !url.startsWith('data:')).map((url) => new URL(url, location.href).href)
  })
  return [...new Set(urls)]
}

// A fresh connection per request: the server may close an idle kept-alive one just as the next
// request goes out on it ("read ECONNRESET" in CI, between two pages' checks).
const fresh = { Connection: 'close' }

/** Problems of one image URL: a redirect, another status, not an image, too short a cache life. */
async function problems(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url, { maxRedirects: 0, headers: fresh })
  const found: string[] = []
  if (response.status() !== 200) {
    found.push(`${url}: ${response.status()} ${response.headers()['location'] ?? ''}`.trim())
    return found
  }
  const type = response.headers()['content-type'] ?? ''
  if (!type.startsWith('image/')) found.push(`${url}: content-type ${type}`)
  const cacheControl = response.headers()['cache-control'] ?? ''
  const maxAge = Number(/(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0)
  if (/no-store|no-cache|private/.test(cacheControl) || maxAge < DAY) {
    found.push(`${url}: cache-control "${cacheControl}"`)
  }
  return found
}

/** CRM photo URLs that do not ask for exactly spec §7's parameters at one of its widths. */
function offSpecPhotos(urls: string[]): string[] {
  return urls
    .filter((url) => new URL(url).pathname.startsWith('/crm-media/photos/'))
    .filter((url) => {
      const params = [...new URL(url).searchParams.entries()]
      const width = params.find(([key]) => key === 'width')?.[1] ?? ''
      return (
        params.length !== 3 ||
        !SPEC_WIDTHS.includes(width) ||
        params.find(([key]) => key === 'height')?.[1] !== 'auto' ||
        params.find(([key]) => key === 'format')?.[1] !== 'webp'
      )
    })
}

test.describe.serial('images: no redirect, an image, cached for a day or more', () => {
  // The demo image server renders each photo and width on its first request (decision 004): a
  // page's first visit asks for dozens of them.
  test.describe.configure({ timeout: 180_000 })
  let page: Page
  const seen: string[] = []

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  })
  test.afterAll(async () => {
    await page.close()
  })

  async function check(request: APIRequestContext, path: string): Promise<string[]> {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    // A kept page holds its lazy pictures until the main one is painted (decision 051).
    await expect(page.locator('img[data-later-src], img[data-later-srcset]')).toHaveCount(0)
    const urls = await imageUrls(page)
    expect(urls.length, `images on ${path}`).toBeGreaterThan(0)
    // A few at a time: each first request of a demo photo renders it (CPU and memory).
    const found: string[] = []
    const queue = [...urls]
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) found.push(...(await problems(request, url)))
    }
    await Promise.all([worker(), worker(), worker()])
    expect(found, `images of ${path}`).toEqual([])
    expect(offSpecPhotos(urls), `CRM photo URLs of ${path}`).toEqual([])
    seen.push(...urls)
    return urls
  }

  test('the home page', async ({ request }) => {
    await check(request, '/fr/')
  })

  test('the list of properties for sale', async ({ request }) => {
    const urls = await check(request, '/fr/a-vendre/')
    // A card's photo offers every spec width, each asked for with spec §7's parameters.
    const card = await page
      .getByRole('main')
      .locator('article img[srcset*="/crm-media/photos/"]')
      .first()
      .getAttribute('srcset')
    const widths = (card ?? '').split(/,\s+/).map((candidate) => candidate.split(/\s+/)[1])
    expect(widths).toEqual(SPEC_WIDTHS.map((width) => `${width}w`))
    expect(urls.some((url) => url.includes('/crm-media/photos/'))).toBe(true)
  })

  test('a property', async ({ request }) => {
    await check(request, `/fr/property/${SALE}/`)
  })

  test('a project (the first of the list)', async ({ request }) => {
    await page.goto('/fr/projets-neufs/')
    const href = await firstProjectLink(page)
    await check(request, href ?? '')
  })

  test('a CMS content page', async ({ request }) => {
    await check(request, '/fr/qui-suis-je/')
  })

  test('the pages named uploaded media, CRM photos and static files', () => {
    const paths = seen.map((url) => new URL(url).pathname)
    expect(paths.some((path) => path.startsWith('/api/media/file/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/crm-media/photos/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/images/') || path.startsWith('/icon'))).toBe(true)
  })
})

test.describe('the main picture first (decision 051)', () => {
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }
  const pictures = /\/(crm-media\/photos|api\/media\/file)\//

  test('the lazy pictures near the screen start only once the main picture is painted', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone)
    const page = await context.newPage()
    const asked: string[] = []
    page.on('request', (request) => {
      if (pictures.test(request.url())) asked.push(new URL(request.url()).pathname)
    })
    const release = await holdRequests(page, pictures)
    // The main picture is held, as a phone's slow line would: the load event waits for it.
    await page.goto('/fr/', { waitUntil: 'domcontentloaded' })
    const welcome = page.locator('main img[loading="lazy"]').first()
    await expect(welcome).toHaveAttribute('data-later-srcset', /seed-home-welcome/)
    expect(await welcome.getAttribute('srcset'), 'no file to start from').toBeNull()
    // Near the screen on a phone: without the holder it would have been asked for by now.
    expect(await welcome.evaluate((img) => img.getBoundingClientRect().top)).toBeLessThan(823)
    await page.waitForTimeout(1_000)
    expect(new Set(asked), 'only the main picture while it loads').toEqual(
      new Set([
        new URL((await page.locator('img[fetchpriority="high"]').getAttribute('src')) ?? '', page.url())
          .pathname,
      ]),
    )
    release()
    await expect(welcome).toHaveAttribute('srcset', /seed-home-welcome/)
    await expect(page.locator('img[data-later-src], img[data-later-srcset]')).toHaveCount(0)
    await expect
      .poll(() => welcome.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await context.close()
  })

  test('without JavaScript nothing is held: every picture has its file', async ({ browser }) => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fr/')
    await expect(page.locator('img[data-later-src], img[data-later-srcset]')).toHaveCount(0)
    const welcome = page.locator('main img[loading="lazy"]').first()
    await expect(welcome).toHaveAttribute('srcset', /seed-home-welcome/)
    await expect
      .poll(() => welcome.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await context.close()
  })
})

test.describe('the demo CRM image server (spec §7)', () => {
  const photo = `/crm-media/photos/property/${SALE}/1-`

  async function firstPhoto(page: Page): Promise<string> {
    await page.goto(`/fr/property/${SALE}/`)
    const src = await page.locator(`img[src*="${photo}"]`).first().getAttribute('src')
    return new URL(src ?? '', page.url()).pathname
  }

  test('makes the width asked, keeps the aspect ratio for height=auto, and the format asked', async ({
    page,
    request,
  }) => {
    const path = await firstPhoto(page)
    const original = await sharp(
      Buffer.from(await (await request.get(path, { headers: fresh })).body()),
    ).metadata()
    expect(original.format).toBe('jpeg')

    for (const width of [100, 200, 400, 600, 1360]) {
      const response = await request.get(`${path}?width=${width}&height=auto&format=webp`, {
        maxRedirects: 0,
        headers: fresh,
      })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/webp')
      const made = await sharp(Buffer.from(await response.body())).metadata()
      expect(made.format).toBe('webp')
      expect(made.width).toBe(width)
      expect(made.height).toBe(Math.round((width * (original.height ?? 0)) / (original.width ?? 1)))
    }

    const jpeg = await request.get(`${path}?width=400&height=auto&format=jpeg`, { headers: fresh })
    expect(jpeg.headers()['content-type']).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await jpeg.body())).metadata()).format).toBe('jpeg')
  })

  test('refuses what it does not make', async ({ page, request }) => {
    const path = await firstPhoto(page)
    for (const query of ['width=500', 'width=400&height=300', 'width=400&format=avif']) {
      expect((await request.get(`${path}?${query}`, { headers: fresh })).status(), query).toBe(400)
    }
  })
})
