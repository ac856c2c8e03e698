/**
 * Writes tests/e2e/durations.json, which scripts/e2e.ts splits the shards by, from the output of an
 * e2e run (a CI log or `npx tsx scripts/e2e.ts > e2e.log`):
 *
 *   npx tsx scripts/e2e-durations.ts <log file>
 */
import { readFileSync, writeFileSync } from 'node:fs'

import { specDurations } from './lib/e2eShards'

const [log] = process.argv.slice(2)
if (!log) {
  console.error('usage: npx tsx scripts/e2e-durations.ts <log of an e2e run>')
  process.exit(2)
}
const durations = specDurations(readFileSync(log, 'utf8'))
writeFileSync('tests/e2e/durations.json', `${JSON.stringify(durations, null, 2)}\n`)
console.log(`tests/e2e/durations.json: ${Object.keys(durations).length} spec files`)
