import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { generateImportMap } from './importMap'

const inputs = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
const stampFile = path.join('.next', 'source-stamp')

function walk(entry: string, out: string[]): void {
  if (!existsSync(entry)) return
  const stat = statSync(entry)
  if (stat.isDirectory()) {
    for (const child of readdirSync(entry).sort()) walk(path.join(entry, child), out)
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`)
  }
}

/** A fingerprint of everything `next build` reads, so a start after a change rebuilds. */
export function sourceStamp(): string {
  const files: string[] = []
  for (const input of inputs) walk(input, files)
  return createHash('sha256').update(files.join('\n')).digest('hex')
}

export async function ensureBuild(): Promise<void> {
  // Before the stamp: the map is a source of the build, rewritten only when the config changed.
  generateImportMap()
  const stamp = sourceStamp()
  const built = existsSync(path.join('.next', 'BUILD_ID')) && existsSync(stampFile)
  if (built && readFileSync(stampFile, 'utf8') === stamp) return
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`)
  writeFileSync(stampFile, stamp)
}
