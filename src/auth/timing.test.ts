import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { equaliseUnknownAccount, PASSWORD_HASH } from './timing'

const payloadHashFile = path.resolve(
  'node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js',
)

/** What Payload's authenticateLocalStrategy does for a known account: PBKDF2, then compare. */
function realCheck(password: string, salt: string, stored: Buffer): Promise<boolean> {
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

describe('equaliseUnknownAccount', () => {
  it('uses the parameters Payload hashes passwords with', () => {
    const source = readFileSync(payloadHashFile, 'utf8')
    expect(source).toMatch(new RegExp(`currentPasswordHashIterations = ${PASSWORD_HASH.iterations};`))
    expect(source).toMatch(new RegExp(`currentPasswordHashKeyLength = ${PASSWORD_HASH.keyLength};`))
    expect(source).toContain(`'${PASSWORD_HASH.digest}'`)
  })

  it('costs what checking a known account’s password costs (within 30 %)', async () => {
    const salt = randomBytes(32).toString('hex')
    const stored = randomBytes(PASSWORD_HASH.keyLength)
    // Warm up, then take the median of a few runs of each, interleaved, so a noisy machine
    // affects both alike.
    await realCheck('warm-up', salt, stored)
    const real: number[] = []
    const equalised: number[] = []
    for (let i = 0; i < 5; i++) {
      real.push(await timed(() => realCheck('a wrong password', salt, stored)))
      equalised.push(await timed(() => equaliseUnknownAccount('a wrong password')))
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const ratio = median(equalised) / median(real)
    expect(ratio).toBeGreaterThan(0.7)
    expect(ratio).toBeLessThan(1.3)
  }, 60_000)
})
