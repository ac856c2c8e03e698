/**
 * `npm start`: migrate the database, seed it when empty, build when the sources changed, serve.
 * Works on a fresh clone with no configuration (SQLite under ./data).
 */
import { spawnSync } from 'node:child_process'

import { missingForProduction, productionConfigError } from '../src/envRules'
import { ensureBuild } from './lib/build'
import { serve, serverProcesses } from './lib/serve'

const port = process.env.PORT ?? '3000'

let processes: number
try {
  processes = serverProcesses(process.env.WEB_CONCURRENCY)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

// The server below runs with NODE_ENV=production, where src/env.ts wants PAYLOAD_SECRET, SITE_URL
// and SMTP_URL. A fresh clone has none: it runs as the demo (every child process inherits the flag).
// One without the other is a half-configured server, refused before anything is migrated or built.
if (!process.env.AGENCY_DEMO) {
  const missing = missingForProduction({
    NODE_ENV: 'production',
    AGENCY_DEMO: false,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || undefined,
    SITE_URL: process.env.SITE_URL || undefined,
    SMTP_URL: process.env.SMTP_URL || undefined,
  })
  // A mail server may be given to the demo too (its mails then really leave).
  if (missing.includes('PAYLOAD_SECRET') && missing.includes('SITE_URL')) {
    process.env.AGENCY_DEMO = '1'
    console.log(
      `Demo mode: no PAYLOAD_SECRET or SITE_URL set, so a secret generated into the data folder and SITE_URL http://localhost:${port} are used.`,
    )
  } else if (missing.length > 0) {
    console.error(productionConfigError(missing))
    process.exit(1)
  }
}

// In a child process: this one lives as long as the site, and Payload and the CRM snapshot held
// hundreds of MB here that nothing used again.
const prepared = spawnSync('npx', ['tsx', '--conditions=production', 'scripts/prepare.ts'], {
  stdio: 'inherit',
  env: process.env,
})
if (prepared.status !== 0) process.exit(prepared.status ?? 1)
await ensureBuild()

console.log(`Serving http://localhost:${port}${processes > 1 ? ` with ${processes} server processes` : ''}`)
serve(port, processes)
