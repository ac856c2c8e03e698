import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The e2e specs split into shards of about equal duration. Playwright's own `--shard` splits by
 * test count in file order: one shard got the admin and route specs and ran 19 minutes while the
 * other ran 12. The durations come from tests/e2e/durations.json (seconds per spec file, made from a
 * run's output by `npx tsx scripts/e2e-durations.ts <log>`); a spec not in it counts as the median.
 * Longest first, each into the shard with the least so far.
 */
export function planShards(specDir: string, shards: number): { files: string[]; seconds: number }[] {
  const files = readdirSync(specDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
  const known = JSON.parse(readFileSync(path.join(specDir, 'durations.json'), 'utf8')) as Record<
    string,
    number
  >
  const values = Object.values(known).sort((a, b) => a - b)
  const median = values[Math.floor(values.length / 2)] ?? 30
  const plan = Array.from({ length: shards }, () => ({ files: [] as string[], seconds: 0 }))
  for (const file of [...files].sort((a, b) => (known[b] ?? median) - (known[a] ?? median))) {
    const lightest = plan.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(path.join(specDir, file))
    lightest.seconds += known[file] ?? median
  }
  return plan
}

/** Seconds per spec file from the list reporter's lines ("✓ 12 [chromium] › tests/e2e/x.spec.ts:3:1 › … (9.9s)"). */
export function specDurations(output: string): Record<string, number> {
  const totals: Record<string, number> = {}
  for (const match of output.matchAll(
    /\[chromium\] › tests\/e2e\/([\w.-]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/gm,
  )) {
    const [, file, amount, unit] = match
    const seconds = Number(amount) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1)
    totals[file!] = (totals[file!] ?? 0) + seconds
  }
  return Object.fromEntries(
    Object.entries(totals)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds)]),
  )
}
