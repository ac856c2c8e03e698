/**
 * Full-page screenshots of every page kind at 375 px and 1440 px in Debian's Chromium, to look at
 * what the site shows a person. Needs a running server (`npm start`).
 *
 *   npx tsx scripts/screenshots.ts [origin] [outDir] [path …]
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const [origin = 'http://localhost:3000', outDir = '/tmp/screens', ...given] = process.argv.slice(2)
const paths =
  given.length > 0
    ? given
    : [
        '/fr/',
        '/fr/a-vendre/',
        '/fr/services/',
        '/fr/services/vente/',
        '/fr/qui-suis-je/',
        '/fr/faq/',
        '/fr/contact/',
        '/fr/estimation-gratuite/',
        '/fr/merci/estimation-gratuite/',
        '/fr/login/',
        '/nl/over-mij/',
        '/en/no-such-page/',
      ]

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } })
    // Answer the consent dialog and keep the popup closed, so the pages themselves are visible.
    await context.addInitScript(() => window.sessionStorage.setItem('popup-closed', '1'))
    const page = await context.newPage()
    for (const pagePath of paths) {
      await page.goto(new URL(pagePath, origin).href, { waitUntil: 'networkidle' })
      const accept = page.getByRole('button', {
        name: /Tout accepter|Alles accepteren|Accept all|Alle akzeptieren/,
      })
      if (await accept.isVisible().catch(() => false)) await accept.click()
      // Scroll through once so lazy images load, then come back to the top.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      const base = `${width}-${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}`
      // Narrow pages are cut into parts a person can read at the size the image is shown.
      const part = width < 800 ? 1400 : 2600
      for (let y = 0, n = 1; y < height; y += part, n++) {
        const file = path.join(outDir, `${base}-${n}.png`)
        const clip = { x: 0, y, width, height: Math.min(part, height - y) }
        await page.screenshot({ path: file, fullPage: true, clip })
        console.log(file)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
}
