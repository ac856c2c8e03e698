import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const port = Number(process.env.E2E_PORT ?? 3100)

async function waitForOk(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
}

/**
 * Starts the site exactly as a visitor's `npm start` would, on an empty database in a temporary
 * data folder, and hands the admin credentials it prints to the tests.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'))
  let output = ''
  const server = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    await waitForOk(`http://127.0.0.1:${port}/`, server, 300_000)
  } catch (error) {
    console.error(output)
    throw error
  }
  const email = /e-mail:\s+(\S+)/.exec(output)?.[1]
  const password = /password:\s+(\S+)/.exec(output)?.[1]
  if (!email || !password) throw new Error(`npm start printed no admin credentials:\n${output}`)
  process.env.E2E_ADMIN_EMAIL = email
  process.env.E2E_ADMIN_PASSWORD = password
  process.env.E2E_START_OUTPUT = output
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    // Wait for the server to stop before removing its data: it may still be writing a generated
    // photo, and removing a folder while a file appears in it fails with ENOTEMPTY.
    const exited = new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) resolve()
      else server.once('exit', () => resolve())
    })
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}
