import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { monacoAsset } from '@/domain/admin/monacoAsset'
import { monacoPackageDir, monacoVersion } from '@/monaco/version'

type Context = { params: Promise<{ version: string; path: string[] }> }

// The package's own build for loading without a bundler (AMD), as the CDN serves it.
const root = path.join(monacoPackageDir, 'min', 'vs')

/**
 * Monaco, the code editor of the admin's JSON fields, served by the site itself instead of a CDN
 * (docs/decisions/020): the build points Payload's copy of @monaco-editor/loader here
 * (next.config.ts). The version is in the address, so a file never changes under it.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { version, path: segments } = await params
  const asset = monacoAsset(segments)
  if (version !== monacoVersion || !asset) return new Response('Not found', { status: 404 })
  let bytes: Buffer
  try {
    bytes = await readFile(path.join(root, asset.file))
  } catch {
    return new Response('Not found', { status: 404 })
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': asset.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
