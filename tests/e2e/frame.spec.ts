import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'

import { adminToken } from '../helpers/admin'
import { actUntil } from './actUntil'

// The shared frame (spec §2, §4): header and drawer per device class, keyboard use, scroll states
// and scroll-to-top (the popup has its own file). French pages, so labels are the French UI strings.
const HOME = '/fr/'
const CONTACT = '/fr/contact/'
const POPUP_FLAG = 'popup-closed'

/** Keeps the promotional popup away: frame-popup.spec.ts may publish it while these run. */
async function withoutPopup(context: BrowserContext) {
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), POPUP_FLAG)
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' })
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y)
const holdsFocus = (region: Locator) => region.evaluate((el) => el.contains(document.activeElement))

test.describe('header by device class (desktop ≥ 1280 px, drawer below)', () => {
  test.beforeEach(async ({ context }) => withoutPopup(context))

  test('desktop (1440 px) shows the full menu and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(CONTACT)
    await expect(mainMenu(page)).toBeVisible()
    await expect(mainMenu(page).getByRole('link').first()).toBeVisible()
    await expect(menuButton(page)).toBeHidden()
    const cta = page.getByRole('banner').getByRole('link', { name: 'Estimation gratuite' }).first()
    await expect(cta).toBeVisible()
    await expect(cta).toHaveAttribute('href', /\/fr\/estimation-gratuite\/$/)
    const languages = page.getByRole('banner').getByRole('navigation', { name: 'Langue' })
    await expect(languages.getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'true')
    await expect(languages.getByRole('link', { name: /Nederlands/ })).toHaveAttribute('hreflang', 'nl')
  })

  for (const width of [375, 1024]) {
    test(`${width} px: the drawer opens, keeps focus inside, closes with Escape`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(CONTACT)
      await expect(mainMenu(page)).toBeHidden()
      const button = menuButton(page)
      await expect(button).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'false')

      await button.click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await expect(drawer).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(drawer.getByRole('button', { name: 'Fermer le menu' })).toBeFocused()
      await expect(
        drawer.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first(),
      ).toBeVisible()
      await expect(drawer.getByRole('link', { name: 'Estimation gratuite' })).toBeVisible()
      await expect(drawer.getByRole('link', { name: /Nederlands/ })).toBeVisible()

      // More Tab presses than the drawer has stops: focus must wrap, never reach the page behind.
      const stops = await drawer.locator('a[href], button').count()
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Tab')
        expect(await holdsFocus(drawer)).toBe(true)
      }
      await page.keyboard.press('Shift+Tab')
      expect(await holdsFocus(drawer)).toBe(true)

      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(button).toBeFocused()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })
  }
})

test.describe('keyboard use of the desktop menu', () => {
  test.beforeEach(async ({ context }) => withoutPopup(context))

  test('Tab reaches the skip link first, then walks the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(CONTACT)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()

    const menu = mainMenu(page)
    const firstLink = menu.getByRole('link').first()
    for (let i = 0; i < 40 && !(await firstLink.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(firstLink).toBeFocused()
    const stops = await menu.locator('a[href]:visible, button:visible').count()
    for (let i = 1; i < stops; i++) {
      await page.keyboard.press('Tab')
      expect(await holdsFocus(menu)).toBe(true)
    }
  })

  test('a menu entry with children opens its dropdown with Enter and Space, closes with Escape', async ({
    page,
    request,
  }) => {
    // The seeded menu is flat; an editor adding a child page under Services gives it a dropdown.
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const found = await request.get('/api/pages', {
      headers,
      params: { 'where[originalPath][equals]': '/services/', limit: 1 },
    })
    const services = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    expect(services).toBeTruthy()
    const created = await request.post('/api/pages?locale=fr', {
      headers,
      data: {
        name: 'Syndic',
        path: 'syndic',
        originalPath: '/services/syndic/',
        parent: services?.id,
        status: 'published',
        _status: 'published',
        showInMenu: true,
      },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await page.setViewportSize({ width: 1440, height: 900 })
      const toggle = mainMenu(page).getByRole('button', { name: 'Sous-menu Services' })
      await expect
        .poll(
          async () => {
            await page.goto(CONTACT)
            return toggle.count()
          },
          { timeout: 15_000 },
        )
        .toBe(1)
      // Enter does nothing until the header has hydrated (seen in CI): press until it opens.
      await actUntil(
        async () => (await toggle.getAttribute('aria-expanded')) === 'true',
        async (limit) => {
          await toggle.focus(limit)
          await page.keyboard.press('Enter')
        },
      )
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
      await expect(panel.getByRole('link', { name: 'Syndic' })).toBeVisible()
      await expect(panel.getByRole('link', { name: 'Syndic' })).toHaveAttribute(
        'href',
        '/fr/services/syndic/',
      )
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Space')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    } finally {
      await request.delete(`/api/pages/${id}`, { headers })
    }
  })
})

test.describe('scroll states (spec §4, §9)', () => {
  test.beforeEach(async ({ context }) => withoutPopup(context))

  test('the header becomes fixed after 30 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 })
    await page.goto(CONTACT)
    const header = page.getByRole('banner')
    await expect(header).not.toHaveAttribute('data-fixed')
    await scrollTo(page, 40)
    await expect(header).toHaveAttribute('data-fixed')
    await scrollTo(page, 0)
    await expect(header).not.toHaveAttribute('data-fixed')
  })

  test('on home the header is fixed after 30 px too', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 })
    await page.goto(HOME)
    await scrollTo(page, 40)
    await expect(page.getByRole('banner')).toHaveAttribute('data-fixed')
  })

  test('scroll-to-top: hidden at 0, shown from 10 px, brings the page back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 600 })
    await page.goto(CONTACT)
    const button = page.getByRole('button', { name: 'Retour en haut de la page' })
    await expect(button).toBeHidden()
    await scrollTo(page, 20)
    await expect(button).toBeVisible()
    // Keyboard rather than a click: the cookie bar may lie over the page's lower corner.
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3_000 }).toBe(0)
    await expect(page.locator('main#content')).toBeFocused()
    await expect(button).toBeHidden()
  })
})
