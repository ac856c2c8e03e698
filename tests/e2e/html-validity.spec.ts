import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'

// HTML that validates (issue 20, point 16): every page kind of the site, in French and in Dutch,
// saved as the server sends it and checked by the W3C Nu validator (npm vnu-jar, on the machine's
// Java) in one run, so the JVM starts once. The test lists each page's errors.

const SALE = 49240 // Wavre, villa for sale (the demo CRM snapshot, as in property.spec.ts)

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

type VnuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/** Validator messages that are wrong about correct, modern HTML, each with the reason; none yet. */
const FALSE_POSITIVES: RegExp[] = []

// French pages by kind; the dynamic ones (a listing, a project, an article) are found on their list.
const frenchPages: [kind: string, path: string, status?: number][] = [
  ['home', '/fr/'],
  ['sale list', '/fr/a-vendre/'],
  ['rent list', '/fr/a-louer/'],
  ['holiday rental list', '/fr/location-touristique/'],
  ['property for sale', `/fr/property/${SALE}/`],
  ['projects list', '/fr/projets-neufs/'],
  ['FAQ', '/fr/faq/'],
  ['team', '/fr/qui-suis-je/'],
  ['services (news view)', '/fr/services/'],
  ['article', '/fr/services/vente/'],
  ['contact', '/fr/contact/'],
  ['online valuation', '/fr/estimation-en-ligne/'],
  ['free valuation form', '/fr/estimation-gratuite/'],
  ['search demand', '/fr/recherche/'],
  ['thank-you page', '/fr/merci/contact-me/'],
  ['legal page', '/fr/privacy-statement/'],
  ['login', '/fr/login/'],
  ['page not found', '/fr/cette-page-n-existe-pas/', 404],
]

async function html(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(status)
  return response.text()
}

/** The first link of `html` whose path matches `pattern`. */
function firstLink(source: string, pattern: RegExp): string | null {
  for (const [, href] of source.matchAll(/href="([^"]+)"/g)) {
    const pathname = new URL(href ?? '', 'http://site').pathname
    if (pattern.test(pathname)) return pathname
  }
  return null
}

/** The page's Dutch version, from its hreflang links (the route table's own URL for it). */
function dutchLink(source: string): string | null {
  const link = /<link[^>]*hreflang="nl"[^>]*>/i.exec(source)?.[0]
  const href = link ? /href="([^"]+)"/.exec(link)?.[1] : undefined
  return href ? new URL(href, 'http://site').pathname + new URL(href, 'http://site').search : null
}

function validate(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      // The validator exits with 1 when it found errors; its report is on stderr either way.
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
        } catch {
          reject(error ?? new Error(`no report from the validator:\n${stderr}`))
        }
      },
    )
  })
}

type Page = { label: string; path: string; status: number }

/** Every page kind in French and Dutch (the Dutch ones through hreflang), with its HTML. */
async function collectPages(
  request: APIRequestContext,
): Promise<{ all: Page[]; sources: Map<string, string> }> {
  const pages: Page[] = frenchPages.map(([kind, url, status]) => ({
    label: `${kind} (fr)`,
    path: url,
    status: status ?? 200,
  }))

  const sources = new Map<string, string>()
  const fetchPage = async (url: string, status = 200) => {
    const source = await html(request, url, status)
    sources.set(url, source)
    return source
  }
  // A listing for rent, a project and an FAQ answer's own page, from their lists.
  const dynamic: [kind: string, list: string, pattern: RegExp][] = [
    ['property for rent', '/fr/a-louer/', /^\/fr\/a-louer\/[^/]+\/[^/]+\/\d+\/$/],
    ['project', '/fr/projets-neufs/', /^\/fr\/projets-neufs\/[^/]+\/\d+\/$/],
    ['FAQ answer', '/fr/faq/', /^\/fr\/faq\/[^/]+\/$/],
  ]
  for (const [kind, list, pattern] of dynamic) {
    const href = firstLink(sources.get(list) ?? (await fetchPage(list)), pattern)
    expect(href, `a ${kind} link on ${list}`).toBeTruthy()
    pages.push({ label: `${kind} (fr)`, path: href as string, status: 200 })
  }

  for (const page of pages) if (!sources.has(page.path)) await fetchPage(page.path, page.status)

  // The same kinds in Dutch, through each French page's hreflang link.
  const dutch: typeof pages = [
    { label: 'page not found (nl)', path: '/nl/deze-pagina-bestaat-niet/', status: 404 },
  ]
  for (const page of pages) {
    if (page.status !== 200) continue
    const nl = dutchLink(sources.get(page.path) ?? '')
    if (nl) dutch.push({ label: page.label.replace('(fr)', '(nl)'), path: nl, status: 200 })
  }
  // Every page that has a Dutch version says so (the login and thank-you pages included).
  expect(dutch.length, 'Dutch versions found through hreflang').toBeGreaterThanOrEqual(pages.length - 2)
  for (const page of dutch) if (!sources.has(page.path)) await fetchPage(page.path, page.status)
  return { all: [...pages, ...dutch], sources }
}

test('every page kind validates (W3C Nu validator), in French and Dutch', async ({ request }) => {
  test.setTimeout(240_000)
  const { all, sources } = await collectPages(request)
  const dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'))
  try {
    const fileOf = new Map<string, string>()
    const files = all.map((page, index) => {
      const file = path.join(dir, `page-${index}.html`)
      writeFileSync(file, sources.get(page.path) ?? '')
      fileOf.set(`file:${file}`, `${page.label} ${page.path}`)
      return file
    })
    const messages = (await validate(files)).filter(
      (message) => message.type === 'error' || message.subType === 'fatal',
    )
    const errors: Record<string, string[]> = {}
    for (const message of messages) {
      if (FALSE_POSITIVES.some((pattern) => pattern.test(message.message))) continue
      const page = fileOf.get(message.url ?? '') ?? message.url ?? 'unknown'
      ;(errors[page] ??= []).push(
        `line ${message.lastLine ?? '?'}: ${message.message} — ${message.extract ?? ''}`,
      )
    }
    expect(errors).toEqual({})
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

// A classic script (inline or not, neither async nor deferred) stops the parser until the
// stylesheets above it have loaded: the page's content is then parsed only once they have, and
// its first paint waits behind the framework's scripts, which arrive meanwhile (issue 19: a blank
// first paint 200–300 ms before the content, which Lighthouse's phone simulation counts four
// times). Before the content, only scripts that never stop the parser.
test('no script stops the parser before a page’s content, on every page kind', async ({ request }) => {
  test.setTimeout(120_000)
  const { all, sources } = await collectPages(request)
  const blocking: Record<string, string[]> = {}
  for (const page of all) {
    const source = sources.get(page.path) ?? ''
    const content = source.search(/<main[\s>]/)
    expect(content, `${page.label}: a <main>`).toBeGreaterThan(0)
    const tags = [...source.slice(0, content).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    const stops = tags.filter(
      (tag) =>
        !/\s(async|defer|nomodule)(=|\s|>)/i.test(tag) &&
        !/\stype="(module|application\/ld\+json|application\/json)"/i.test(tag),
    )
    if (stops.length) blocking[`${page.label} ${page.path}`] = stops
  }
  expect(blocking).toEqual({})
})
