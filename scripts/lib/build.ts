import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { hintSiteChunks } from './compileHints'
import { filesUnder } from './files'
import { generateImportMap } from './importMap'

const inputs = [
  'src',
  // The demo photo and PDF routes render with fixtures/media.
  'fixtures',
  'messages',
  'public',
  'next.config.ts',
  // The build-time loader next.config.ts applies (Monaco from the site).
  'scripts/lib/monacoFromSite.cjs',
  // What the build does to the chunks after next build (decision 052).
  'scripts/lib/compileHints.ts',
  'scripts/lib/files.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
const stampFile = path.join('.next', 'source-stamp')

/** A fingerprint of everything `next build` reads, so a start after a change rebuilds. */
export function sourceStamp(): string {
  const files = inputs.flatMap(filesUnder).map((file) => {
    const stat = statSync(file)
    return `${file}:${stat.size}:${stat.mtimeMs}`
  })
  return createHash('sha256').update(files.join('\n')).digest('hex')
}

const lockDir = '.next-build.lock'

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * One build at a time in this checkout: a second `npm start`, test suite or benchmark that finds a
 * build running waits for it (and then finds the sources built) instead of writing .next beside it.
 * A lock left by a process that died is taken over.
 */
async function withBuildLock<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir)
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid))
      break
    } catch {
      const owner = Number(
        existsSync(path.join(lockDir, 'pid')) ? readFileSync(path.join(lockDir, 'pid'), 'utf8') : NaN,
      )
      if (Number.isInteger(owner) && !processAlive(owner)) rmSync(lockDir, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

export function ensureBuild(): Promise<void> {
  return withBuildLock(buildIfChanged)
}

async function buildIfChanged(): Promise<void> {
  const built = existsSync(path.join('.next', 'BUILD_ID')) && existsSync(stampFile)
  // Sources as they were built: the import map too (it is made from the config, under src/, before
  // each build), so it is not made again (eight seconds of CPU at every start and test server).
  if (built && readFileSync(stampFile, 'utf8') === sourceStamp()) return
  // Before the stamp: the map is a source of the build, rewritten only when the config changed.
  generateImportMap()
  const stamp = sourceStamp()
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`)
  const hinted = hintSiteChunks('.next')
  console.log(`Compile hint on ${hinted.chunks} chunks of the site (${Math.round(hinted.bytes / 1024)} KB).`)
  writeFileSync(stampFile, stamp)
}
