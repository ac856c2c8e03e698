import { expect, type Page, test } from '@playwright/test'

// The embedded map frame (issue 4 item 5, spec §7): it draws the places another page of the site
// posts to it, and ignores messages from any other origin.

const FRAME = '/map-frame/?lang=fr'

const place = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  lat: 51.05 + id / 1000,
  lng: 3.72,
  title,
  subtitle: 'Maison · Gand',
  price: 350000,
  photoUrl: null,
  href: `/fr/property/${id}/`,
  ...extra,
})

const message = (places: unknown[]) =>
  JSON.stringify({
    propsList: places,
    messageInfo: { label: 'Carte de test' },
    mapType: 'properties',
    customMarker: null,
    marqueeIgnore: [14],
  })

const places = (page: Page) => page.getByRole('list', { name: 'Carte de test' })

/** Posts from the frame's own window, i.e. from the site's own origin, until it is drawn. */
async function postOwn(page: Page, data: string, expectedLink: string) {
  await expect
    .poll(async () => {
      await page.evaluate((json) => window.postMessage(json, window.location.origin), data)
      return places(page).getByRole('link', { name: expectedLink }).count()
    })
    .toBe(1)
}

test('a message from the site itself draws the places, with prices and the marquee rule', async ({
  page,
}) => {
  await page.goto(FRAME)
  await expect(page.getByRole('status')).toHaveText('Chargement de la carte…')
  await postOwn(
    page,
    message([
      place(101, 'Maison de maître'),
      place(102, 'Villa sous option', { marquee: 14, marqueeName: 'Sous option' }),
      place(103, 'Lien piégé', { href: 'javascript:alert(1)' }),
    ]),
    'Maison de maître',
  )
  const list = places(page)
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('€\u00a0350.000')
  await expect(list.getByRole('listitem').nth(1)).toContainText('Sous option')
  await expect(list.getByRole('link', { name: 'Maison de maître' })).toHaveAttribute(
    'href',
    '/fr/property/101/',
  )
  // The markers are keyboard buttons on the map; Enter opens the popup with the link.
  const map = page.getByRole('region', { name: 'Carte de test' })
  const marker = map.getByRole('button', { name: /^1\. Maison de maître, €\s350\.000$/ })
  await expect(marker).toBeVisible()
  await marker.focus()
  await marker.press('Enter')
  await expect(map.locator('.leaflet-popup').getByRole('link', { name: 'Maison de maître' })).toBeVisible()
})

test('messages from another origin are ignored', async ({ page }) => {
  await page.goto(FRAME)
  await postOwn(page, message([place(101, 'Maison de maître')]), 'Maison de maître')

  // Every message the window receives is noted, so the test knows the foreign ones did arrive.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenOrigins: seen })
    window.addEventListener('message', (event) => seen.push(event.origin))
  })
  const foreign = message([place(666, 'Bien étranger')])

  // A frame of another site posts to the map: a video player's origin, one of the few the
  // Content-Security-Policy lets the page frame (it refuses data: frames, the opaque origin this
  // test used before, docs/decisions/030). The network is cut off: the player is stubbed.
  const FOREIGN = 'https://player.vimeo.com'
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>parent.postMessage(${JSON.stringify(foreign)}, '*')</script>`,
    }),
  )
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    document.body.append(frame)
  }, `${FOREIGN}/video/1`)
  // A message event forged with another site's origin.
  await page.evaluate((json) => {
    window.dispatchEvent(new MessageEvent('message', { data: json, origin: 'https://evil.example' }))
  }, foreign)

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seenOrigins: string[] }).seenOrigins))
    .toEqual(expect.arrayContaining(['https://player.vimeo.com', 'https://evil.example']))
  await expect(places(page).getByRole('link', { name: 'Bien étranger' })).toHaveCount(0)
  await expect(places(page).getByRole('link', { name: 'Maison de maître' })).toBeVisible()
})

test('a message that is not a map message leaves the frame as it is', async ({ page }) => {
  await page.goto(FRAME)
  await postOwn(page, message([place(101, 'Maison de maître')]), 'Maison de maître')
  await page.evaluate(() => {
    window.postMessage('{not json', window.location.origin)
    window.postMessage({ source: 'react-devtools' }, window.location.origin)
  })
  await page.waitForTimeout(300)
  await expect(places(page).getByRole('link', { name: 'Maison de maître' })).toBeVisible()
})
