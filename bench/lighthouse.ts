/**
 * Lighthouse 12 (mobile preset) against a running production server, in Debian's Chromium.
 * Prints the four category scores and the JavaScript each page ships (bytes transferred, i.e.
 * gzip/brotli as served, and uncompressed).
 *
 *   npm start &                                   # or any production server
 *   npx tsx bench/lighthouse.ts [origin] [path …]
 *
 * Defaults: http://localhost:3000 and the home page plus one content page of each kind.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const [origin = 'http://localhost:3000', ...given] = process.argv.slice(2)
const paths = given.length > 0 ? given : ['/fr/', '/fr/qui-suis-je/', '/fr/faq/', '/fr/services/']
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

type Item = { resourceType?: string; transferSize?: number; resourceSize?: number; url?: string }

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  // A first visit warms the server's caches so the measured run sees steady-state responses.
  for (const path of paths) await fetch(new URL(path, origin))
  console.log('page                          perf  a11y  best   seo   JS gzip KB   JS raw KB')
  for (const path of paths) {
    const result = await lighthouse(new URL(path, origin).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { categories, audits } = result.lhr
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100)).padStart(5)
    const items = ((audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ??
      []) as Item[]
    const scripts = items.filter((item) => item.resourceType === 'Script')
    const kb = (sum: number) => (sum / 1024).toFixed(1).padStart(11)
    const transfer = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const raw = scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0)
    console.log(
      `${path.padEnd(28)}${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')}${kb(transfer)} ${kb(raw)}`,
    )
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      const audit = audits[id]
      if (audit) console.log(`    ${audit.title}: ${audit.displayValue ?? ''}`)
    }
    // Which element is the largest paint, and where its time goes (the part to work on).
    const lcp = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined
    const [element, phases] = lcp?.items ?? []
    const snippet = element?.items?.[0]?.node?.snippet
    if (snippet) console.log(`    LCP element: ${snippet.slice(0, 160)}`)
    const timing = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`)
    if (timing.length > 0) console.log(`    LCP phases: ${timing.join(', ')}`)
    // What the unthrottled load measured: the simulation starts from this trace, so a paint that
    // came after the scripts here is charged their (slowed-down) cost in the scores above.
    const observed = (audits.metrics?.details as { items?: Record<string, number | undefined>[] } | undefined)
      ?.items?.[0]
    if (observed) {
      const ms = (key: string) => `${Math.round(observed[key] ?? Number.NaN)} ms`
      console.log(
        `    observed (no throttling): FCP ${ms('observedFirstContentfulPaint')}, LCP ${ms('observedLargestContentfulPaint')}, DOMContentLoaded ${ms('observedDomContentLoaded')}, load ${ms('observedLoad')}`,
      )
    }
    // Lighthouse's own measure of the host: its 4x CPU slowdown assumes a host scoring well above
    // 1000 and warns below that (docs/throttling.md in the Lighthouse repository).
    console.log(
      `    host benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)}, CPU slowdown ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}x`,
    )
    for (const warning of result.lhr.runWarnings) console.log(`    warning: ${warning}`)
  }
} finally {
  await chrome.kill()
}
