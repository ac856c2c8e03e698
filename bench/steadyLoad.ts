/**
 * An open-loop load: one request every 1000/rate ms, whatever the answers before it, as visitors
 * arrive. autocannon's `overallRate` gives each connection its own timer, all started together,
 * so its "steady" 50 requests/s over 100 connections arrives in bursts of 100 every two seconds.
 * Each request's time counts from when it was due, not from when the client got round to sending
 * it, so a client that falls behind shows in the figures instead of hiding the wait.
 */
import http from 'node:http'

export type SteadyFigures = {
  /** Answers completed per second over the whole run. */
  rate: number
  p50: number
  p99: number
  /** Network errors and timeouts (30 s). */
  errors: number
  non2xx: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

export async function steadyLoad(
  origin: string,
  nextPath: () => string,
  rate: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<SteadyFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
  const times: number[] = []
  let errors = 0
  let non2xx = 0
  const send = (due: number, pathAndQuery: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(origin + pathAndQuery, { agent, headers, timeout: 30_000 }, (response) => {
        response.resume()
        response.on('end', () => {
          times.push(performance.now() - due)
          if ((response.statusCode ?? 0) >= 300) non2xx += 1
          resolve()
        })
        response.on('error', () => {
          errors += 1
          resolve()
        })
      })
      request.on('timeout', () => request.destroy())
      request.on('error', () => {
        errors += 1
        resolve()
      })
    })
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const started = performance.now()
  const pending: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    pending.push(send(due, nextPath()))
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  const sorted = [...times].sort((a, b) => a - b)
  return {
    rate: times.length / elapsed,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
    non2xx,
  }
}
