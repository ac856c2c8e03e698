/**
 * Submits the site's visitor forms over HTTP (issue 15), for system tests and benchmarks.
 *
 * Two ways, as the two kinds of browser do:
 * - **No JavaScript** (`submitNoJs`): the form's page is fetched, every field the browser would
 *   send is read from the HTML (the hidden inputs React puts in a server-action form for
 *   progressive enhancement, `$ACTION_REF_n`, `$ACTION_n:0`, `$ACTION_n:1`, `$ACTION_KEY`; the
 *   form's own `_form`, `_locale`, `form_token`, `property`…; text inputs, checked boxes, selects),
 *   the visitor's values replace them, and the whole is posted as multipart/form-data to the
 *   page's URL. A stored submission answers 303 with a Location on the thank-you page; anything
 *   else answers the page again (200) with the errors.
 * - **JavaScript** (`submitJs`): what React's client sends for `useActionState`'s action: a POST
 *   with `Next-Action: <id>` and the arguments encoded by React's own `encodeReply` (the copy
 *   Next.js ships: `0` = `[previousState, "$K1"]`, the form's fields prefixed `_1_`; the prefix
 *   changed between React versions, so it is not written by hand). The answer is a Flight
 *   stream; a stored submission carries `x-action-redirect: <thank-you path>;…`. No page is
 *   rendered for an invalid one, so this is the cheap path for volume.
 *
 * The captcha (`solveCaptcha`) is fetched from /altcha/ and solved in Node as the browser widget
 * does (src/antispam/altchaRoute.test.ts). The time trap wants the form token 3 s old for the
 * "accept" verdict: `waitForToken` waits for that.
 */
import { createRequire } from 'node:module'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** One field as a browser sends it: text, or a file part. */
export type FieldValue = string | Blob
export type Fields = [name: string, value: FieldValue][]

/** A form read from a page's HTML. */
export type PageForm = {
  /** The page's absolute URL: where the form posts (`action=""`). */
  url: string
  /** The element id. */
  id: string | null
  /** Its `_form` hidden value (the visitor form's name), or null when the form has none. */
  name: string | null
  /** Every field the browser would send, in document order, before the visitor types anything. */
  fields: Fields
  /** The server action's id, from the `$ACTION_n:0` descriptor. */
  actionId: string | null
  /** When the page was rendered by the server (the form token's time), ms since the epoch. */
  renderedAt: number | null
}

export type Submission = {
  status: number
  /** Location (no JS) or x-action-redirect (JS) target, or null. */
  redirect: string | null
  /** The server redirected (303 without JavaScript, x-action-redirect with): the lead is stored. */
  stored: boolean
  /** …and the redirect goes to a thank-you page. */
  thankYou: boolean
  /** Time from sending the request to the full answer, ms. */
  ms: number
  /** The answer's body, when asked for (`keepBody`). */
  body?: string
}

/** Thank-you pages of every language (the seed's /feedback/ paths: merci, bedankt, thank-you, danke). */
const THANK_YOU = /^\/(fr|nl|en|de)\/(merci|bedankt|thank-you|danke)\//

export function isThankYou(location: string | null): boolean {
  if (!location) return false
  const pathname = location.startsWith('/') ? location.split(/[?#]/)[0]! : new URL(location).pathname
  return THANK_YOU.test(pathname)
}

// --- HTML reading ---------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  // Skip the tag's name.
  const body = tag.replace(/^<\s*[a-z]+/i, '').replace(/\/?>$/, '')
  for (const match of body.matchAll(pattern)) {
    const name = match[1]!.toLowerCase()
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return found
}

/** The successful controls of one form's HTML, as a browser builds its form data set. */
function controls(html: string): Fields {
  const fields: Fields = []
  const pattern =
    /<input\b[^>]*>|<textarea\b[^>]*>([\s\S]*?)<\/textarea>|<select\b[^>]*>([\s\S]*?)<\/select>/gi
  for (const match of html.matchAll(pattern)) {
    const tag = /^<[^>]*>/.exec(match[0])![0]
    const attrs = attributes(tag)
    const name = attrs.get('name')
    if (!name || attrs.has('disabled')) continue
    if (/^<textarea/i.test(tag)) {
      // A textarea's value drops one leading newline.
      fields.push([name, decodeEntities((match[1] ?? '').replace(/^\r?\n/, ''))])
    } else if (/^<select/i.test(tag)) {
      const options = [...(match[2] ?? '').matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/gi)].map((o) => {
        const a = attributes(/^<[^>]*>/.exec(o[0])![0])
        return { value: a.get('value') ?? decodeEntities(o[1] ?? '').trim(), selected: a.has('selected') }
      })
      const chosen = options.find((o) => o.selected) ?? (attrs.has('multiple') ? undefined : options[0])
      if (chosen) fields.push([name, chosen.value])
    } else {
      const type = (attrs.get('type') ?? 'text').toLowerCase()
      if (type === 'submit' || type === 'button' || type === 'reset' || type === 'image') continue
      if (type === 'file') {
        fields.push([name, new File([], '', { type: 'application/octet-stream' })])
        continue
      }
      if ((type === 'checkbox' || type === 'radio') && !attrs.has('checked')) continue
      fields.push([name, attrs.get('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')])
    }
  }
  return fields
}

/** Every form of a page's HTML. */
export function readForms(html: string, url: string): PageForm[] {
  const forms: PageForm[] = []
  for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)) {
    const attrs = attributes(/^<[^>]*>/.exec(match[0])![0])
    const fields = controls(match[1] ?? '')
    const value = (name: string) => fields.find(([n]) => n === name)?.[1]
    const descriptor = fields.find(([n]) => /^\$ACTION_\d+:0$/.test(n))?.[1]
    let actionId: string | null = null
    if (typeof descriptor === 'string') {
      try {
        actionId = (JSON.parse(descriptor) as { id?: string }).id ?? null
      } catch {
        actionId = null
      }
    }
    const idField = fields.find(([n]) => n.startsWith('$ACTION_ID_'))
    if (!actionId && idField) actionId = idField[0].slice('$ACTION_ID_'.length)
    const token = value('form_token')
    const time = typeof token === 'string' ? /^v1\.(\d+)\./.exec(token)?.[1] : undefined
    const name = value('_form')
    forms.push({
      url,
      id: attrs.get('id') ?? null,
      name: typeof name === 'string' ? name : null,
      fields,
      actionId,
      renderedAt: time ? Number(time) : null,
    })
  }
  return forms
}

// --- the client -----------------------------------------------------------------------------

let clients = 0

/**
 * A client address of its own for each request (10.0.0.1, 10.0.0.2 …). The site allows each
 * address 20 forms and 60 captcha challenges in 10 minutes (src/auth/rateBudget.ts); the system
 * tests and benchmarks send thousands from this one machine, so their servers run with
 * TRUSTED_PROXY_HOPS=1 and every request says, as one proxy in front would, where it came from.
 */
export function nextClientAddress(): string {
  clients += 1
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`
}

const browserHeaders = () => ({
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) leads-system-test',
  'Accept-Language': 'fr-BE,fr;q=0.9',
  'X-Forwarded-For': nextClientAddress(),
})

/** Fetches a page and returns its visitor form named `form` (its `_form` value). */
export async function loadForm(base: string, pagePath: string, form: string): Promise<PageForm> {
  const url = new URL(pagePath, base).toString()
  const response = await fetch(url, { headers: { ...browserHeaders(), Accept: 'text/html' } })
  const html = await response.text()
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`)
  const found = readForms(html, response.url || url).find((f) => f.name === form)
  if (!found) throw new Error(`no form "${form}" on ${pagePath}`)
  return found
}

/** The form's fields with the visitor's values: each named value replaces the page's, in place. */
export function fill(
  form: PageForm,
  values: Record<string, FieldValue | FieldValue[] | undefined>,
  { captcha }: { captcha?: string | null } = {},
): Fields {
  const given = { ...values }
  if (captcha) given.captcha = captcha
  const out: Fields = []
  const placed = new Set<string>()
  for (const [name, value] of form.fields) {
    if (!(name in given)) {
      out.push([name, value])
      continue
    }
    if (placed.has(name)) continue
    placed.add(name)
    const next = given[name]
    if (next === undefined) continue
    for (const v of Array.isArray(next) ? next : [next]) out.push([name, v])
  }
  for (const [name, next] of Object.entries(given)) {
    if (placed.has(name) || next === undefined) continue
    for (const v of Array.isArray(next) ? next : [next]) out.push([name, v])
  }
  return out
}

function formData(fields: Fields): FormData {
  const body = new FormData()
  for (const [name, value] of fields) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, value, value instanceof File ? value.name : 'blob')
  }
  return body
}

/** Posts the fields as the browser without JavaScript does: multipart to the page's URL. */
export async function submitNoJs(
  url: string,
  fields: Fields,
  { keepBody = false, signal }: { keepBody?: boolean; signal?: AbortSignal } = {},
): Promise<Submission> {
  const started = performance.now()
  const origin = new URL(url).origin
  const response = await fetch(url, {
    method: 'POST',
    body: formData(fields),
    redirect: 'manual',
    signal,
    headers: { ...browserHeaders(), Accept: 'text/html', Origin: origin, Referer: url },
  })
  const body = await response.text()
  const location = response.headers.get('location')
  return {
    status: response.status,
    redirect: location,
    stored: response.status === 303 && location !== null,
    thankYou: response.status === 303 && isThankYou(location),
    ms: performance.now() - started,
    ...(keepBody ? { body } : {}),
  }
}

/** The state `useActionState` starts with (src/actions/formState.ts initialFormState). */
export const INITIAL_STATE = { status: 'idle', values: {}, errors: {} }

type EncodeReply = (value: unknown) => Promise<string | FormData>
const { encodeReply } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.node',
) as { encodeReply: EncodeReply }

/**
 * Posts the fields as React's client does for the form's action (JavaScript on): the action's id
 * in `Next-Action`, the arguments `(previousState, formData)` encoded by `encodeReply`.
 * `$ACTION_…` fields are left out (they only serve the form without JavaScript).
 */
export async function submitJs(
  url: string,
  actionId: string,
  fields: Fields,
  {
    keepBody = false,
    signal,
    args = (data) => [INITIAL_STATE, data],
  }: {
    keepBody?: boolean
    signal?: AbortSignal
    /** The action's arguments; React's client sends `(previousState, formData)`. */
    args?: (data: FormData) => unknown[]
  } = {},
): Promise<Submission> {
  const encoded = await encodeReply(args(formData(fields.filter(([name]) => !name.startsWith('$ACTION')))))
  const origin = new URL(url).origin
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    body: encoded,
    redirect: 'manual',
    signal,
    headers: {
      ...browserHeaders(),
      Accept: 'text/x-component',
      'Next-Action': actionId,
      Origin: origin,
      Referer: url,
    },
  })
  const text = await response.text()
  const header = response.headers.get('x-action-redirect')
  const redirect = header ? header.replace(/;(push|replace)$/, '') : null
  return {
    status: response.status,
    redirect,
    stored: response.status < 400 && redirect !== null,
    thankYou: response.status < 400 && isThankYou(redirect),
    ms: performance.now() - started,
    ...(keepBody ? { body: text } : {}),
  }
}

/** A solved captcha for the form's `captcha` field: a challenge from /altcha/, solved here. */
export async function solveCaptcha(base: string): Promise<string> {
  const response = await fetch(new URL('/altcha/', base), { headers: browserHeaders() })
  if (!response.ok) throw new Error(`GET /altcha/ answered ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the captcha could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** How long a person takes at least, for the time trap (src/domain/antispam/judge.ts MIN_FILL_MS). */
export const MIN_FILL_MS = 3_000

/** Waits until the form's token is old enough for an "accept" (3 s and a margin). */
export async function waitForToken(form: PageForm, marginMs = 150): Promise<void> {
  const due = (form.renderedAt ?? Date.now()) + MIN_FILL_MS + marginMs
  const wait = due - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/**
 * Finds a page for each visitor form by following the site's own links from the home page of a
 * language (breadth first, at most `maxPages` pages): the contact page, the valuation page, the
 * about page (testimonial), a listing's page (contact-me, send-to-friend, document-request, and
 * purchase-offer or rent-application), a project's page. Every page has the newsletter form.
 */
export async function discoverForms(
  base: string,
  locale = 'fr',
  { wanted, maxPages = 80 }: { wanted?: readonly string[]; maxPages?: number } = {},
): Promise<Map<string, PageForm>> {
  const found = new Map<string, PageForm>()
  const seen = new Set<string>()
  const queue = [`/${locale}/`]
  const complete = () => wanted !== undefined && wanted.every((name) => found.has(name))
  while (queue.length > 0 && seen.size < maxPages && !complete()) {
    const pathname = queue.shift()!
    if (seen.has(pathname)) continue
    seen.add(pathname)
    const url = new URL(pathname, base).toString()
    const response = await fetch(url, { headers: { ...browserHeaders(), Accept: 'text/html' } })
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) {
      await response.body?.cancel()
      continue
    }
    const html = await response.text()
    for (const form of readForms(html, response.url || url)) {
      if (form.name && !found.has(form.name)) found.set(form.name, form)
    }
    const links = new RegExp(`href="(/${locale}/[^"#?]*)"`, 'g')
    for (const match of html.matchAll(links)) if (!seen.has(match[1]!)) queue.push(match[1]!)
  }
  return found
}
