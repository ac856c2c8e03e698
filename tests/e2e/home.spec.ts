import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

// The home page in each of the five banner types (spec §2, §9). The banner global is changed
// through the REST API as the admin that `npm start` printed, and restored at the end.

const HOME = '/fr/'
/** The French search-block title written by the seed; it names the banner region. */
const TITLE = 'Trouvez le bien qui vous ressemble'
type BannerType = 'image' | 'gallery' | 'video' | 'properties' | 'projects'
type BannerSettings = {
  type: BannerType
  media: number | null
  gallery: number[]
  video: number | null
  poster: number | null
  mobileVideo: number | null
}

test.describe.configure({ mode: 'serial' })

let api: APIRequestContext
let original: BannerSettings

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object'
      ? ((value as { id?: number }).id ?? null)
      : null

async function setBanner(data: Partial<BannerSettings>): Promise<void> {
  // Payload's REST API updates a global with POST /api/globals/{slug}.
  const response = await api.post('/api/globals/home-banner', { data })
  expect(response.ok(), await response.text()).toBeTruthy()
}

const banner = (page: Page): Locator => page.getByRole('region', { name: TITLE, exact: true })
const carousel = (page: Page): Locator => page.locator('[aria-roledescription="carousel"]')
const currentSlide = (page: Page): Locator =>
  carousel(page).locator('[aria-roledescription="slide"]:not([inert])')

async function openHome(page: Page): Promise<void> {
  const response = await page.goto(HOME)
  expect(response?.status()).toBe(200)
}

/** Autoplay moves on after about five seconds, and the pause button stops it (WCAG 2.2.2). */
async function expectAutoplayAndPause(page: Page, count: number): Promise<void> {
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 sur ${count}`)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `2 sur ${count}`, { timeout: 8_000 })
  await page.getByRole('button', { name: 'Mettre le diaporama en pause' }).click()
  await expect(page.getByRole('button', { name: 'Lancer le diaporama' })).toBeVisible()
  const pausedOn = await currentSlide(page).getAttribute('aria-label')
  await page.waitForTimeout(6_000)
  await expect(currentSlide(page)).toHaveAttribute('aria-label', pausedOn ?? '')
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL
  const login = await playwright.request.newContext({ baseURL })
  const response = await login.post('/api/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(response.ok()).toBeTruthy()
  const { token } = (await response.json()) as { token: string }
  await login.dispose()
  api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  const current = (await (await api.get('/api/globals/home-banner?depth=0')).json()) as Record<
    string,
    unknown
  >
  original = {
    type: current.type as BannerType,
    media: idOf(current.media),
    gallery: ((current.gallery as unknown[] | null) ?? []).flatMap((item) => idOf(item) ?? []),
    video: idOf(current.video),
    poster: idOf(current.poster),
    mobileVideo: idOf(current.mobileVideo),
  }
})

test.afterAll(async () => {
  await setBanner(original)
  await api.dispose()
})

test('the seed leaves the properties banner, with an image and a four-picture gallery', () => {
  expect(original.type).toBe('properties')
  expect(original.media).not.toBeNull()
  expect(original.gallery).toHaveLength(4)
})

test('image: one picture, loaded first', async ({ page }) => {
  await setBanner({ type: 'image' })
  await openHome(page)
  await expect(carousel(page)).toHaveCount(0)
  const pictures = banner(page).locator('img')
  await expect(pictures).toHaveCount(1)
  await expect(pictures).toHaveAttribute('fetchpriority', 'high')
  await expect(pictures).toHaveJSProperty('complete', true)
})

test('gallery: a fading slideshow of the four pictures', async ({ page }) => {
  await setBanner({ type: 'gallery' })
  await openHome(page)
  await expect(carousel(page)).toHaveAttribute('aria-label', 'Galerie de photos')
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(4)
  await expect(currentSlide(page).locator('img')).toHaveCount(1)
  await expectAutoplayAndPause(page, 4)
})

test('video: a muted looping video, or the image when the library has no video', async ({ page }) => {
  const videos = await api.get('/api/media?where[mimeType][like]=video&limit=1&depth=0')
  const video = ((await videos.json()) as { docs: { id: number }[] }).docs[0]
  await setBanner({ type: 'video', video: video?.id ?? null })
  await openHome(page)
  await expect(carousel(page)).toHaveCount(0)
  if (video) {
    const element = banner(page).locator('video')
    await expect(element).toHaveJSProperty('muted', true)
    await expect(element).toHaveJSProperty('loop', true)
    await expect(element).toHaveJSProperty('autoplay', true)
    await expect(element).toHaveAttribute('poster', /.+/)
    await expect(page.getByRole('button', { name: 'Mettre la vidéo en pause' })).toBeVisible()
  } else {
    // The seed ships no video file: a video banner without one falls back to the image.
    await expect(banner(page).locator('video')).toHaveCount(0)
    await expect(banner(page).locator('img')).toHaveCount(1)
  }
})

test('properties: the latest properties, each slide linking to its property', async ({ page }) => {
  await setBanner({ type: 'properties' })
  await openHome(page)
  await expect(carousel(page)).toHaveAttribute('aria-label', 'Nos derniers biens')
  const slides = carousel(page).locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(6)
  // /fr/property/{id}/ (which leads on to the canonical URL) or the canonical URL itself.
  await expect(currentSlide(page).getByRole('link')).toHaveAttribute(
    'href',
    /^\/fr\/(property\/\d+|(a-vendre|a-louer|location-touristique)\/.+\/\d+)\/$/,
  )
  await expectAutoplayAndPause(page, 6)
})

test('projects: slides link to the project', async ({ page }) => {
  await setBanner({ type: 'projects' })
  await openHome(page)
  await expect(carousel(page)).toHaveAttribute('aria-label', 'Nos projets neufs')
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3)
  const link = currentSlide(page).getByRole('link')
  // /fr/project/?id={id} (spec §2), or the projects list's /{slug}/{id} once it is published.
  await expect(link).toHaveAttribute('href', /^\/fr\/.*(\?id=\d+|\/\d+\/?)$/)
  await expect(link).toContainText('Projet neuf')
  await expectAutoplayAndPause(page, 3)
})

test('the search block: title, totals in the description, For sale and For rent with counts', async ({
  page,
}) => {
  await openHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  // One title template, the agency named once (issue 20).
  expect((await page.title()).match(/Maison Lumière/g)).toHaveLength(1)
  const description = banner(page).getByText(/biens à vendre/)
  await expect(description).not.toContainText('{FOR_SALE_TOTAL}')
  await expect(description).not.toContainText('{FOR_RENT_TOTAL}')
  await expect(description).toHaveText(/^\d+ biens à vendre et \d+ à louer/)
  // The badge is hidden from screen readers, which hear the count as words instead.
  await expect(banner(page).getByRole('link', { name: /^À vendre\s*\(\d+ biens?\)$/ })).toBeVisible()
  await expect(banner(page).getByRole('link', { name: /^À louer\s*\(\d+ biens?\)$/ })).toBeVisible()
})

test('the latest offers: four properties, each a link', async ({ page }) => {
  await openHome(page)
  const section = page.getByRole('region', { name: 'Les dernières offres' })
  await expect(section.getByRole('heading', { level: 2, name: 'Les dernières offres' })).toBeVisible()
  const items = section.getByRole('list', { name: 'Les dernières offres' }).getByRole('listitem')
  await expect(items).toHaveCount(4)
  for (const item of await items.all()) await expect(item.getByRole('link')).toHaveCount(1)
  // A rental's card says what its rent is per, as its detail page does (spec §4 PriceUnit).
  const rentals = items.filter({
    has: page.locator('a[href*="/a-louer/"], a[href*="/location-touristique/"]'),
  })
  await expect(rentals.first()).toBeVisible()
  for (const item of await rentals.all()) await expect(item).toContainText(/€\s?[\d.]+ par (mois|semaine)/)
  await expect(section.getByRole('link', { name: 'Voir toutes les offres' })).toBeVisible()
})
