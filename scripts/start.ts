/**
 * `npm start`: migrate the database, seed it when empty, build when the sources changed, serve.
 * Works on a fresh clone with no configuration (SQLite under ./data).
 */
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { ensureBuild } from './lib/build'

const port = process.env.PORT ?? '3000'

// In a child process: this one lives as long as the site, and Payload and the CRM snapshot held
// hundreds of MB here that nothing used again.
const prepared = spawnSync('npx', ['tsx', '--conditions=production', 'scripts/prepare.ts'], {
  stdio: 'inherit',
  env: process.env,
})
if (prepared.status !== 0) process.exit(prepared.status ?? 1)
await ensureBuild()

// Next keeps cached data (unstable_cache) on disk under .next/cache, but remembers which tags were
// cleared only in memory: after a restart, an import or another database, old entries would come
// back. The data cache therefore lives as long as the server process.
rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

console.log(`Serving http://localhost:${port}`)
const server = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
