// Runs a benchmarked command as one Node process (node --import tsx, without the tsx wrapper) and
// reads its /proc/<pid>/status every 100 ms: VmHWM is its peak resident memory, which includes the
// pages of the SQLite file it maps (PRAGMA mmap_size: the kernel's cache, dropped under pressure);
// the peak of RssAnon is its own memory alone.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
export const mb = (kb: number) => `${Math.round(kb / 1024)} MB`

export function status(pid: number): { rss: number; hwm: number; anon: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0)
    return { rss: field('VmRSS'), hwm: field('VmHWM'), anon: field('RssAnon') }
  } catch {
    return null // it has exited
  }
}

export type Run = {
  code: number | null
  wallMs: number
  peakKb: number
  peakAnonKb: number
  output: string[]
  marks: string[]
}

/** Runs a script (and its arguments); `marks` are its lines matching `markLines`, with the RSS then. */
export function runSampled(script: string[], markLines: RegExp, env: Record<string, string>): Promise<Run> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', ...script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const run: Run = { code: null, wallMs: 0, peakKb: 0, peakAnonKb: 0, output: [], marks: [] }
  const sample = () => {
    const now = child.pid ? status(child.pid) : null
    if (now) {
      run.peakKb = Math.max(run.peakKb, now.hwm)
      run.peakAnonKb = Math.max(run.peakAnonKb, now.anon)
    }
    return now
  }
  const timer = setInterval(sample, 100)
  let pending = ''
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      run.output.push(line)
      if (markLines.test(line)) {
        const now = sample()
        run.marks.push(
          `${seconds(performance.now() - started).padStart(7)}  RSS ${now ? mb(now.rss) : '?'}  ${line}`,
        )
      }
    }
  })
  child.stderr.on('data', (chunk: Buffer) => run.output.push(...chunk.toString('utf8').split('\n')))
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearInterval(timer)
      run.code = code
      run.wallMs = performance.now() - started
      resolve(run)
    })
  })
}
