/**
 * End-to-end tests in Debian's Chromium. Installs it with apt-get when missing and running as root;
 * otherwise says how to install it. Never downloads a browser of its own.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…')
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' })
    if (update.status !== 0 || install.status !== 0 || !existsSync(chromium)) {
      console.error('Installing chromium with apt-get failed; see the output above.')
      process.exit(1)
    }
  } else {
    console.error(
      `The end-to-end tests need Debian's Chromium at ${chromium}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to another Chromium binary).',
    )
    process.exit(1)
  }
}

const args = process.argv.slice(2)
const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
// The whole suite runs in shards side by side, each a Playwright process with its own server, data
// folder, SMTP server and port (tests/e2e/global-setup.ts) on the one production build; specs that
// change site-wide settings only ever see their own shard's site. Chosen specs run in one process.
const shards = args.some((arg) => !arg.startsWith('-')) ? 1 : Number(process.env.E2E_SHARDS ?? 2)
const basePort = Number(process.env.E2E_PORT ?? 3100)

if (shards <= 1) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env })
  process.exit(result.status ?? 1)
}

/**
 * The spec files of each shard, balanced by how long each took in a recent run
 * (tests/e2e/durations.json, seconds; a file not listed counts 15 s): the longest first, each to
 * the shard with the least so far. Playwright's own `--shard` splits by test count in file order,
 * which left one shard running 12.7 minutes beside the other's 7.4.
 */
function specsByShard(): string[][] {
  const durations = JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8')) as Record<string, number>
  const specs = readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, seconds: durations[name] ?? 15 }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))
  const loads = Array.from({ length: shards }, () => ({ seconds: 0, specs: [] as string[] }))
  for (const spec of specs) {
    const lightest = loads.reduce((min, load) => (load.seconds < min.seconds ? load : min))
    lightest.seconds += spec.seconds
    lightest.specs.push(`tests/e2e/${spec.name}`)
  }
  return loads.map((load) => load.specs.sort())
}

/** One shard, its output prefixed line by line; resolves with its exit status. */
function runShard(index: number, specs: string[]): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...specs, ...args], {
    env: { ...env, E2E_PORT: String(basePort + (index - 1) * 10) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    let partial = ''
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`[${index}/${shards}] ${line}\n`)
    })
    stream.on('end', () => partial && process.stdout.write(`[${index}/${shards}] ${partial}\n`))
  }
  return new Promise((resolve) => child.once('close', (status) => resolve(status ?? 1)))
}

const started = Date.now()
const statuses = await Promise.all(specsByShard().map((specs, i) => runShard(i + 1, specs)))
const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(`e2e: ${shards} shards in ${seconds} s, exit statuses ${statuses.join(', ')}`)
process.exit(statuses.every((status) => status === 0) ? 0 : 1)
