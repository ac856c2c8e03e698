import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { filesUnder } from './files'

/**
 * V8's explicit compile hint (decision 052): a script that starts with this comment has all its
 * functions compiled while it downloads, on a background thread, instead of each one on the main
 * thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const CHUNK = /static\/chunks\/[\w.-]+\.js/g

function chunksNamedIn(text: string): string[] {
  return [...text.matchAll(CHUNK)].map((match) => match[0])
}

/**
 * The chunks of a build the public site can load, as paths under the build folder
 * (`static/chunks/….js`): every chunk but those only the Payload admin names. Next's client
 * reference manifests name each route's chunks; the admin's are under `server/app/(payload)`.
 * A chunk no manifest names (a client component's lazy part, the map, the lightbox) counts as
 * the site's.
 */
export function siteChunks(buildDir: string): string[] {
  const manifests = filesUnder(path.join(buildDir, 'server', 'app')).filter((file) =>
    file.endsWith('_client-reference-manifest.js'),
  )
  const admin = new Set<string>()
  const site = new Set<string>()
  for (const manifest of manifests) {
    const named = chunksNamedIn(readFileSync(manifest, 'utf8'))
    const isAdmin = manifest.split(path.sep).includes('(payload)')
    for (const chunk of named) (isAdmin ? admin : site).add(chunk)
  }
  // The framework's own chunks (React, the router, Turbopack's runtime) are every page's.
  const buildManifest = path.join(buildDir, 'build-manifest.json')
  if (existsSync(buildManifest))
    for (const chunk of chunksNamedIn(readFileSync(buildManifest, 'utf8'))) site.add(chunk)
  return filesUnder(path.join(buildDir, 'static', 'chunks'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.relative(buildDir, file).split(path.sep).join('/'))
    .filter((chunk) => site.has(chunk) || !admin.has(chunk))
}

/** Puts the compile hint at the top of the site's chunks (once: a chunk that has it is left). */
export function hintSiteChunks(buildDir: string): { chunks: number; bytes: number } {
  let chunks = 0
  let bytes = 0
  for (const chunk of siteChunks(buildDir)) {
    const file = path.join(buildDir, chunk)
    const source = readFileSync(file, 'utf8')
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source)
    chunks += 1
    bytes += Buffer.byteLength(source)
  }
  return { chunks, bytes }
}
