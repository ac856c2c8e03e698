import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import { firstProjectLink } from './projectLink'

// Issue 20 point 12: no page scrolls sideways on a phone or a tablet. Every page kind, at 320, 375
// and 768 px, must keep document.documentElement.scrollWidth within the window. A failure names
// the elements whose right edge passes the window's (widest first), so it points at the cause.
// One page serves the whole file: it is loaded once per page kind and resized to each width.

const WIDTHS = [320, 375, 768] as const
const SALE = 49240 // Wavre, villa for sale (the demo CRM snapshot, as in a11y.spec.ts)

const kinds: [kind: string, path: string, status?: number][] = [
  ['home', '/fr/'],
  ['sale list', '/fr/a-vendre/'],
  ['rent list', '/fr/a-louer/'],
  ['tourist rental list', '/fr/location-touristique/'],
  ['property', `/fr/property/${SALE}/`],
  ['project list', '/fr/projets-neufs/'],
  ['contact', '/fr/contact/'],
  ['FAQ', '/fr/faq/'],
  ['FAQ article', '/fr/faq/agent-immobilier/'],
  ['about me and the team', '/fr/qui-suis-je/'],
  ['news list (a category page)', '/fr/services/'],
  ['news article', '/fr/services/vente/'],
  ['content page', '/fr/disclaimer/'],
  ['free valuation', '/fr/estimation-gratuite/'],
  ['search demand', '/demand-register/'],
  ['login', '/fr/login/'],
  ['page not found', '/fr/no-such-page/', 404],
]

/**
 * What passes the window's right edge at the current width: the document's scroll width and the
 * elements (at most five, widest first) whose box ends beyond the window. Elements a scrolling or
 * clipping box holds do not make the page scroll and are left out.
 */
async function overflow(page: Page): Promise<{ scrollWidth: number; width: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')
      return `${element.tagName.toLowerCase()}${id}${classes}`
    }
    const path = (element: Element) => {
      const parts: string[] = []
      for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement)
        parts.unshift(describe(node))
      return parts.join(' > ')
    }
    const found: { name: string; right: number; depth: number }[] = []
    const depth = (element: Element) => {
      let count = 0
      for (let node = element.parentElement; node; node = node.parentElement) count += 1
      return count
    }
    const positioned = (style: CSSStyleDeclaration) =>
      style.position !== 'static' || style.transform !== 'none'
    // Whether the element's overflow stays out of the page's scroll width: a fixed element, or one
    // inside a box that clips or scrolls sideways in its chain of containing blocks. An absolute
    // element escapes a clipping box that is not positioned, and then does widen the page.
    const contained = (element: Element) => {
      let position = getComputedStyle(element).position
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (position === 'fixed') return true
        const style = getComputedStyle(node)
        if (position === 'absolute' && !positioned(style)) continue
        if (style.overflowX !== 'visible') return true
        position = style.position
      }
      return position === 'fixed'
    }
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width > 0 && rect.right > width + 0.5 && !contained(element))
        found.push({ name: path(element), right: rect.right, depth: depth(element) })
    }
    // A word too long for its box runs out of it without widening the box: its text is measured.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement
      const range = document.createRange()
      range.selectNodeContents(node)
      const right = range.getBoundingClientRect().right
      if (
        parent &&
        right > width + 0.5 &&
        !contained(parent) &&
        parent.getBoundingClientRect().right <= width + 0.5
      )
        found.push({
          name: `${path(parent)} (its text “${node.textContent?.trim().slice(0, 30)}”)`,
          right,
          depth: depth(parent) + 1,
        })
    }
    // The widest first and, among equally wide ones, the outermost (a child of an offender is
    // often only carried along by it); repeated ones (the cells of a column) once.
    const offenders = found
      .sort((a, b) => b.right - a.right || a.depth - b.depth)
      .map(({ name, right }) => `${name} (right edge ${Math.round(right)} px)`)
      .filter((line, index, all) => all.indexOf(line) === index)
      .slice(0, 5)
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders }
  })
}

/** The problems of the loaded page at every width, in words; empty when it fits everywhere. */
async function problems(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    // Two frames: the resize's layout and whatever script reacts to it (media query listeners).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const result = await overflow(page)
    if (result.scrollWidth > result.width)
      found.push(
        `${width} px: scrollWidth ${result.scrollWidth} > ${result.width}; widest: ${result.offenders.join('; ') || 'no element found'}`,
      )
  }
  return found
}

/** A fixed dialog cannot be scrolled to: its box must lie within the window's width. */
async function withinWindow(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5
}

test.describe('no horizontal scroll at 320, 375 and 768 px', () => {
  let page: Page

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    page = await browser.newPage()
  })
  test.afterAll(async () => {
    await page.close()
  })

  async function open(path: string, status = 200) {
    await page.setViewportSize({ width: 375, height: 800 })
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(status)
    await page.waitForLoadState('load')
  }

  for (const [kind, path, status] of kinds) {
    test(`${kind} (${path})`, async () => {
      await open(path, status)
      expect(await problems(page)).toEqual([])
    })
  }

  test('a project (the first of the list)', async () => {
    await open('/fr/projets-neufs/')
    const href = await firstProjectLink(page)
    await open(href ?? '')
    expect(await problems(page)).toEqual([])
  })

  /**
   * The consent question stays hidden from automated browsers (navigator.webdriver, as the library):
   * here the page presents itself as a person, so the dialog a first visit shows is measured too.
   */
  test('the cookie dialog and its preferences, as a first visit sees them', async ({ browser }) => {
    const context = await browser.newContext()
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
    )
    const person = await context.newPage()
    await person.setViewportSize({ width: 320, height: 640 })
    await person.goto('/fr/contact/')
    const dialog = person.getByRole('dialog', { name: 'Votre vie privée' })
    await expect(dialog).toBeVisible()
    expect(await problems(person)).toEqual([])
    await person.setViewportSize({ width: 320, height: 640 })
    await expect.poll(() => withinWindow(person, dialog)).toBe(true)
    await dialog.getByRole('button', { name: 'Personnaliser' }).click()
    const preferences = person.getByRole('dialog', { name: 'Vos préférences en matière de cookies' })
    await expect(preferences).toBeVisible()
    expect(await problems(person)).toEqual([])
    await person.setViewportSize({ width: 320, height: 640 })
    await expect.poll(() => withinWindow(person, preferences)).toBe(true)
    await context.close()
  })
})
