import { spawn } from 'node:child_process'
import path from 'node:path'

import { freePort } from './site'

export type SiteBehindProxy = { port: number; output: string[]; stop: () => Promise<void> }

/**
 * `next start` on the current build and the given data folder, told that one reverse proxy stands
 * in front (TRUSTED_PROXY_HOPS=1). Such a server redirects whatever does not say it came over
 * HTTPS, so it is known ready when /fr/ answers 200 to a request that says so; tests/helpers/
 * site.ts's startSite waits for a plain 200, which it would never get. Runs in a process group of
 * its own, stopped with SIGTERM (SIGKILL after 5 s).
 */
export async function startSiteBehindProxy(env: Record<string, string>): Promise<SiteBehindProxy> {
  const port = await freePort()
  const output: string[] = []
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        TRUSTED_PROXY_HOPS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {
      // already gone
    }
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    signal('SIGTERM')
    const late = setTimeout(() => signal('SIGKILL'), 5_000)
    await exited
    clearTimeout(late)
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/fr/`, {
        headers: { 'X-Forwarded-Proto': 'https' },
        redirect: 'manual',
      })
      if (response.status === 200) return { port, output, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  await stop()
  throw new Error(`the server behind the proxy did not start:\n${output.join('')}`)
}
