import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintSiteChunks, siteChunks } from './compileHints'

let build: string

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(build, file)), { recursive: true })
  writeFileSync(path.join(build, file), text)
}

function manifest(route: string, chunks: string[]): string {
  const modules = Object.fromEntries(
    chunks.map((chunk, index) => [
      `[project]/m${index}.js`,
      { id: index, name: '*', chunks: [`/_next/${chunk}`] },
    ]),
  )
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ clientModules: modules, entryJSFiles: {} })}`
}

beforeEach(() => {
  build = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  // As `next build` writes them (Turbopack): the framework in build-manifest.json, each route's
  // client components in its client reference manifest.
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js'], polyfillFiles: [] }),
  )
  write(
    'server/app/(frontend)/[locale]/page_client-reference-manifest.js',
    manifest('/(frontend)/[locale]/page', ['static/chunks/home.js', 'static/chunks/shared.js']),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', ['static/chunks/admin.js', 'static/chunks/shared.js']),
  )
  for (const name of ['react', 'home', 'shared', 'admin', 'lazy-map'])
    write(`static/chunks/${name}.js`, `/* ${name} */`)
  write('static/chunks/site.css', 'body{}')
})

afterEach(() => rmSync(build, { recursive: true, force: true }))

describe('the compile hint (decision 052)', () => {
  it('goes on every chunk the site can load, not on the admin’s own', () => {
    expect(siteChunks(build)).toEqual([
      'static/chunks/home.js',
      'static/chunks/lazy-map.js',
      'static/chunks/react.js',
      'static/chunks/shared.js',
    ])
  })

  it('is written once at the top, and the chunk is otherwise unchanged', () => {
    expect(hintSiteChunks(build).chunks).toBe(4)
    hintSiteChunks(build)
    expect(readFileSync(path.join(build, 'static/chunks/home.js'), 'utf8')).toBe(`${COMPILE_HINT}/* home */`)
    expect(readFileSync(path.join(build, 'static/chunks/admin.js'), 'utf8')).toBe('/* admin */')
    expect(readFileSync(path.join(build, 'static/chunks/site.css'), 'utf8')).toBe('body{}')
  })
})
