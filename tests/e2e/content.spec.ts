import { expect, test } from '@playwright/test'

test.describe('content pages', () => {
  test('FAQ: questions open and close from the keyboard', async ({ page }) => {
    await page.goto('/fr/faq/')
    const question = page.locator('summary').first()
    const answer = page.locator('details').first()
    await expect(answer).not.toHaveAttribute('open', '')
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toHaveAttribute('open', '')
    await page.keyboard.press('Space')
    await expect(answer).not.toHaveAttribute('open', '')
    await expect(page.locator('details')).toHaveCount(7)
  })

  test('services: three article cards linking to localized article pages', async ({ page }) => {
    await page.goto('/nl/diensten/')
    const links = page.getByRole('main').locator('a[href^="/nl/diensten/"]')
    await expect(links.first()).toBeVisible()
    const hrefs = new Set(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href'))))
    expect([...hrefs].filter((href) => href !== '/nl/diensten/')).toHaveLength(3)
  })

  test('contact shows the agency details and a map area', async ({ page }) => {
    await page.goto('/en/contact/')
    const main = page.getByRole('main')
    await expect(main.locator('address')).toContainText('Avenue Louise 54')
    await expect(main.getByRole('link', { name: 'info@maisonlumiere.be' })).toBeVisible()
    await expect(main.getByRole('region', { name: 'Map' })).toBeVisible()
  })
})

test.describe('SEO', () => {
  test('title, description, canonical, hreflang with x-default, Open Graph and Twitter', async ({ page }) => {
    await page.goto('/nl/over-mij/')
    await expect(page).toHaveTitle(/.+/)
    const head = page.locator('head')
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nl\/over-mij\/$/)
    for (const [lang, path] of [
      ['fr', '/fr/qui-suis-je/'],
      ['nl', '/nl/over-mij/'],
      ['en', '/en/about-me/'],
      ['de', '/de/uber-mich/'],
      ['x-default', '/fr/qui-suis-je/'],
    ]) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      )
    }
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'nl_BE')
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
  })

  test('thank-you pages are not indexed', async ({ page }) => {
    await page.goto('/fr/merci/contact-me/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('sitemap.xml lists every public page in every language; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of [
      '/fr/a-vendre/',
      '/nl/te-koop/',
      '/en/about-me/',
      '/de/uber-mich/',
      '/fr/faq/le-contrat/',
    ]) {
      expect(sitemap, path).toContain(`${path}</loc>`)
    }
    expect(sitemap).toMatch(/\/fr\/a-vendre\/[^<]+\/\d+\/<\/loc>/)
    expect(sitemap).not.toContain('/merci/')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap:')
    expect(robots).toContain('Disallow: /admin')
  })
})
