// How long a sign-in with an unknown e-mail takes next to one with a known e-mail and a wrong
// password: both should cost one PBKDF2 with Payload's parameters (src/auth/timing.ts).
//
//   npx tsx bench/signInTiming.ts [--runs 15]
//
// Prints the median and spread of each, and their ratio, measured interleaved in one run so that
// the machine's load affects both alike. Not a test: on a busy 2-core machine the ratio moves by
// ±40 %, which is why it is read by a person (the target is 0.7–1.3 on an idle machine).

import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import os from 'node:os'
import { parseArgs } from 'node:util'

import { equaliseUnknownAccount, PASSWORD_HASH } from '../src/auth/timing'

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '15' } } })
const runs = Math.max(3, Number(args.runs))

/** What Payload's authenticateLocalStrategy does for a known account: PBKDF2, then compare. */
function knownAccountCheck(password: string, salt: string, stored: Buffer): Promise<boolean> {
  const { iterations, keyLength, digest } = PASSWORD_HASH
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, digest, (error, key) =>
      error ? reject(error) : resolve(timingSafeEqual(key, stored)),
    ),
  )
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0

async function main() {
  const salt = randomBytes(32).toString('hex')
  const stored = randomBytes(PASSWORD_HASH.keyLength)
  await knownAccountCheck('warm-up', salt, stored)
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < runs; i++) {
    known.push(await timed(() => knownAccountCheck('a wrong password', salt, stored)))
    unknown.push(await timed(() => equaliseUnknownAccount('a wrong password')))
  }
  const line = (name: string, values: number[]) =>
    `${name.padEnd(28)} p50 ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   min ${Math.min(...values)
      .toFixed(0)
      .padStart(5)} ms   max ${Math.max(...values)
      .toFixed(0)
      .padStart(5)} ms`
  console.log(
    `runs ${runs}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  console.log(line('known e-mail, wrong password', known))
  console.log(line('unknown e-mail (equalised)', unknown))
  console.log(
    `ratio of medians (unknown / known): ${(quantile(unknown, 0.5) / quantile(known, 0.5)).toFixed(2)}`,
  )
}

void main()
