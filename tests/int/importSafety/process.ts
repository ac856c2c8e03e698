import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** scripts/import.ts as its own process (one process: `npx tsx` would put two parents between). */
export function importProcess(databaseUrl: string, dir: string, flags: string[] = []) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'import-process-'))
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'scripts/import.ts', dir, ...flags],
    {
      // Production, as on the server (outside it, Payload's start spawns a detached `generate:types`
      // that rewrites src/payload-types.ts and writes to DATA_DIR after the import has exited),
      // with the settings production requires. PORT 9: no running site to tell (discard port).
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        SITE_URL: 'http://127.0.0.1:9',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve(code)
    }),
  )
  let done = false
  void exited.then(() => (done = true))
  const waitFor = async (text: string) => {
    while (!output.includes(text)) {
      if (done) throw new Error(`the import ended before "${text}":\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { child, exited, waitFor, output: () => output }
}
