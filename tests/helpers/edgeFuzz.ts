/**
 * Generated bad requests for the HTTP edges of the site (issue 13): paths, query strings, bodies
 * and headers, each written as raw bytes so that nothing in between (fetch, URL parsing) cleans
 * them up first. `edgeCase(seed, index, targets)` is a pure function: a printed seed and index
 * replay one case exactly.
 */

import { prng } from './leadFuzz/random'

/** What the cases are made from: the site's own URLs and its API's collections and globals. */
export type Targets = {
  /** Public pages, from the sitemap (every language). */
  pages: string[]
  /** Payload collection slugs (REST under /api/<slug>/). */
  collections: string[]
  /** Payload global slugs (REST under /api/globals/<slug>/). */
  globals: string[]
  /** Routes of the site that are not pages (suggest, altcha, media, previews …). */
  routes: string[]
}

export type EdgeCase = {
  index: number
  kind: string
  method: string
  /** The request target exactly as sent on the request line. */
  target: string
  headers: [string, string][]
  body: Buffer
}

type Random = {
  int(max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  string(max: number, alphabet?: string): string
}

function random(seed: number, index: number): Random {
  const next = prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return {
    int,
    pick,
    chance: (p) => next() < p,
    string: (max, alphabet = NASTY_CHARS) => {
      const chars = [...alphabet] // by code point: an emoji is one character, never half of one
      return Array.from({ length: int(max) + 1 }, () => chars[int(chars.length)]).join('')
    },
  }
}

const NASTY_CHARS = 'aZ09-_.~!$&\'()*+,;=:@/?#[]%"<>\\^`{|} \téüß€😀\u0000\u001f\u007f\u00a0\u200b\u202e'

/** Percent-escapes that decode to nothing valid, or to something a path must not hold. */
const BAD_ESCAPES = [
  '%',
  '%f',
  '%ff',
  '%zz',
  '%00',
  '%c0%af',
  '%e2%82',
  '%25',
  '%2e%2e',
  '%2f',
  '%5c',
  '%u0041',
]

const QUERY_KEYS = [
  'limit',
  'page',
  'depth',
  'locale',
  'fallback-locale',
  'sort',
  'draft',
  'select[title]',
  'populate[media]',
  'where[id][in]',
  'where[id][equals]',
  'where[createdAt][greater_than]',
  'where[or][0][title][like]',
  'where[and][1][price][less_than_equal]',
  'where[status][exists]',
  'where[location][near]',
  'joins[mails][limit]',
  'id',
  'q',
  'type',
  'city',
  'min',
  'max',
  'sort',
  'view',
  'goal',
  'token',
  'reset',
  'url',
  'redirect',
  'utm_source',
  'challenge',
  'path',
  'slug',
  '__proto__',
  'constructor[prototype][x]',
]

const QUERY_VALUES = [
  '',
  '0',
  '-1',
  '1e309',
  '9999999999999999999999',
  'NaN',
  'null',
  'true',
  'notadate',
  '2026-13-45',
  'a,b',
  '1,2,x',
  '*',
  'all',
  'xx',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$gt":""}',
  '%ff',
  '%',
  'javascript:alert(1)',
  'https://evil.example/',
  '//evil.example',
]

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'text/plain;charset=UTF-8',
  'text/x-component',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'garbage',
]

const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
]

/** Whitespace, control and non-ASCII characters escaped: a request line cannot carry them raw. */
function escapeUnsendable(text: string): string {
  return [...text]
    .map((c) => (c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) >= 0x7f ? encodeURIComponent(c) : c))
    .join('')
}

/** A path mangled in one of several ways. */
function manglePath(r: Random, path: string): string {
  switch (r.int(9)) {
    case 0:
      return path + r.pick(BAD_ESCAPES) + '/'
    case 1: {
      const at = r.int(path.length)
      return path.slice(0, at) + r.pick(BAD_ESCAPES) + path.slice(at)
    }
    case 2:
      return path.replace(/\/$/, '') // no trailing slash: a redirect
    case 3:
      return path + '../'.repeat(r.int(6) + 1) + r.pick(['etc/passwd', 'payload.config.ts', '.env', ''])
    case 4:
      return path + encodeURIComponent(r.string(40)) + '/'
    case 5:
      return path + 'a'.repeat(r.pick([200, 1000, 4000, 7000])) + '/'
    case 6:
      return path.replace(/\//g, r.pick(['//', '/./', '\\', '%2f', '/;/']))
    case 7:
      return path + r.pick(['index.php', 'wp-login.php', '.git/config', 'x.json', '%20/', '~/', '-1/', '0/'])
    default:
      return path.toUpperCase()
  }
}

function query(r: Random): string {
  const parts = Array.from({ length: r.int(5) + 1 }, () => {
    const key = r.chance(0.85) ? r.pick(QUERY_KEYS) : r.string(12)
    const value = r.chance(0.8) ? r.pick(QUERY_VALUES) : r.string(r.chance(0.05) ? 6000 : 30)
    const raw = r.chance(0.3)
    return raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
  })
  // A raw value may hold spaces or control characters: a request line cannot, so those go escaped.
  return escapeUnsendable(parts.join(r.pick(['&', '&', ';', '&&'])))
}

function jsonBody(r: Random): string {
  switch (r.int(8)) {
    case 0:
      return '{"email":"a@b.c","password":'
    case 1:
      return '['.repeat(r.pick([100, 5000])) + ']'.repeat(r.int(3))
    case 2:
      return JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } })
    case 3:
      return JSON.stringify({
        title: r.string(200),
        price: r.pick(['-1', 'NaN', null, Number.MAX_VALUE, {}]),
        id: r.string(5),
      })
    case 4:
      return JSON.stringify({
        email: r.pick(['', 'a', 'admin@', `${'a'.repeat(300)}@x.be`]),
        password: r.string(50),
      })
    case 5:
      return JSON.stringify({ where: { or: [{ id: { in: 'a,b' } }] }, limit: 0, depth: 99 })
    case 6:
      return `{"a":"${'x'.repeat(r.pick([10_000, 300_000]))}"}`
    default:
      return r.string(200)
  }
}

function multipartBody(r: Random, boundary: string): string {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const file = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${r.pick(['a.pdf', '../../x', 'é.jpg', ''])}"\r\nContent-Type: ${r.pick(['application/pdf', 'image/jpeg', 'text/html'])}\r\n\r\n${r.string(300)}\r\n`
  const parts = [
    r.chance(0.5) ? field('_payload', r.pick(['{', 'null', '[]', '"x"', '{"alt":1}', r.string(40)])) : '',
    r.chance(0.4) ? file('file') : '',
    r.chance(0.4)
      ? field(r.pick(['1_$ACTION_ID_abc', '$ACTION_REF_1', '0', 'email', 'message']), r.string(60))
      : '',
  ]
  return parts.join('') + (r.chance(0.7) ? `--${boundary}--\r\n` : '')
}

const HEADER_NOISE: [string, () => string][] = [
  ['Accept-Language', () => 'xx-YY,zz;q=abc,*;q=-1'],
  ['Cookie', () => 'payload-token=garbage; NEXT_LOCALE=xx; owner-token=%ff'],
  ['Cookie', () => `NEXT_LOCALE=${'a'.repeat(3000)}`],
  ['Next-Action', () => 'deadbeef'],
  ['Next-Router-State-Tree', () => '%5B%22%22%2C%7B'],
  ['RSC', () => '1'],
  ['Next-Router-Prefetch', () => '1'],
  ['Range', () => 'bytes=999999999-'],
  ['If-None-Match', () => '"' + 'x'.repeat(100) + '"'],
  ['If-Modified-Since', () => 'not a date'],
  ['X-Forwarded-For', () => '999.1.1.1, ::zz, <script>'],
  ['X-Forwarded-Host', () => 'evil.example'],
  ['X-Forwarded-Proto', () => 'gopher'],
  ['Origin', () => 'https://evil.example'],
  ['Authorization', () => 'JWT garbage.garbage.garbage'],
  ['Authorization', () => 'users API-Key ' + 'k'.repeat(64)],
  ['Accept', () => 'text/x-component'],
  ['Accept-Encoding', () => 'gzip;q=2, br;q=NaN'],
  ['Referer', () => 'javascript:alert(1)'],
  ['User-Agent', () => 'sqlmap/1.7'],
]

/** Case `index` of run `seed`: a method, a target, headers and a body, all deterministic. */
export function edgeCase(seed: number, index: number, targets: Targets): EdgeCase {
  const r = random(seed, index)
  const collection = r.pick(targets.collections)
  const api = [
    `/api/${collection}/`,
    `/api/${collection}/${r.pick(['1', '0', '-1', 'abc', '1e3', '99999999999', '%ff', 'null', '1;DROP TABLE'])}/`,
    `/api/${collection}/${r.pick(['login', 'logout', 'me', 'refresh-token', 'forgot-password', 'reset-password', 'unlock', 'verify/x', 'init', 'first-register', 'access', 'versions', 'count', 'distinct'])}/`,
    `/api/globals/${r.pick(targets.globals)}/`,
    `/api/${r.pick(['graphql', 'access', 'payload-jobs/run', 'payload-preferences/nav', 'media/file/%ff', 'media/file/../../etc/passwd', 'nope'])}/`,
  ]
  const kinds = ['page', 'page', 'route', 'api', 'api', 'api']
  const kind = r.pick(kinds)
  const base =
    kind === 'page' ? r.pick(targets.pages) : kind === 'route' ? r.pick(targets.routes) : r.pick(api)
  let path = r.chance(0.45) ? manglePath(r, base) : base
  if (!path.startsWith('/')) path = `/${path}`
  // Characters a request line cannot carry are escaped; everything else is sent as it is.
  path = escapeUnsendable(path)
  const target = r.chance(0.5) ? `${path}?${query(r)}` : path

  const method = r.pick(METHODS)
  const headers: [string, string][] = []
  let body = ''
  if (!['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method) || r.chance(0.05)) {
    const type = r.pick(CONTENT_TYPES)
    const boundary = `----fuzz${r.int(1e9)}`
    if (type.startsWith('multipart')) {
      headers.push(['Content-Type', type.endsWith('=x') ? type : `multipart/form-data; boundary=${boundary}`])
      body = multipartBody(r, boundary)
    } else {
      headers.push(['Content-Type', type])
      body = type.includes('json') || r.chance(0.3) ? jsonBody(r) : r.string(400)
    }
    if (r.chance(0.15)) headers.push(['Next-Action', r.pick(['0', 'x'.repeat(42), '7f'.repeat(21)])])
  }
  for (let i = r.int(3); i > 0; i--) {
    const [name, value] = r.pick(HEADER_NOISE)
    headers.push([name, value()])
  }
  return { index, kind, method, target, headers, body: Buffer.from(body) }
}

/** The request's bytes: HTTP/1.1, closed after the answer, a Content-Length for any body. */
export function requestBytes(c: EdgeCase, host: string): Buffer {
  const lines = [`${c.method} ${c.target} HTTP/1.1`, `Host: ${host}`, 'Connection: close']
  for (const [name, value] of c.headers) lines.push(`${name}: ${value}`)
  if (c.body.length > 0 || ['POST', 'PUT', 'PATCH'].includes(c.method))
    lines.push(`Content-Length: ${c.body.length}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), c.body])
}
