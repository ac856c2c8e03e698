import { execFile } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const PACKAGE = path.resolve('node_modules/@mdn/mdn-http-observatory')

export type ObservatoryTest = {
  pass: boolean
  result: string
  scoreModifier: number
}

export type ObservatoryScan = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode: number }
  tests: Record<string, ObservatoryTest>
}

/**
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), run locally against `host:port`: its
 * own scan, the one observatory.mozilla.org runs, without the network. Two things its install
 * script would download are provided instead: the HSTS preload list, written empty (the site is in
 * no preload list, so that test's bonus is simply not given), and nothing else the scan reads.
 * The package's `mdn-http-observatory-scan` wrapper overwrites NODE_EXTRA_CA_CERTS with Mozilla's
 * bundle, so its scan.js is run directly, trusting only `caFile` besides the system's roots.
 */
export async function observatoryScan(hostAndPort: string, caFile: string): Promise<ObservatoryScan> {
  const preload = path.join(PACKAGE, 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(PACKAGE, 'src', 'scan.js'), hostAndPort],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, timeout: 60_000 },
      (error, out, err) => (error ? reject(new Error(`${error.message}\n${out}\n${err}`)) : resolve(out)),
    )
  })
  const parsed = JSON.parse(stdout) as ObservatoryScan | { error: string }
  if ('error' in parsed) throw new Error(`the Observatory could not scan ${hostAndPort}: ${parsed.error}`)
  return parsed
}

/** One line per test: name, pass or fail, its result and what it added to the score. */
export function observatoryReport(scan: ObservatoryScan): string {
  const lines = Object.entries(scan.tests).map(
    ([name, test]) =>
      `  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(30)} ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
  )
  return [
    `Observatory: grade ${scan.scan.grade}, score ${scan.scan.score}, ${scan.scan.testsPassed}/${scan.scan.testsQuantity} tests passed`,
    ...lines,
  ].join('\n')
}
