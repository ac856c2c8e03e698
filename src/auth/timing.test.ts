import { pbkdf2Sync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { deriveLikeKnownAccount, EQUALISER_SALT, PASSWORD_HASH } from './timing'

const payloadHashFile = path.resolve(
  'node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js',
)

describe('equaliseUnknownAccount (deriveLikeKnownAccount)', () => {
  it('uses the parameters Payload hashes passwords with', () => {
    const source = readFileSync(payloadHashFile, 'utf8')
    expect(source).toMatch(new RegExp(`currentPasswordHashIterations = ${PASSWORD_HASH.iterations};`))
    expect(source).toMatch(new RegExp(`currentPasswordHashKeyLength = ${PASSWORD_HASH.keyLength};`))
    expect(source).toContain(`'${PASSWORD_HASH.digest}'`)
  })

  it('derives the key Payload would derive for the same password and salt: the same work', async () => {
    const { iterations, keyLength, digest } = PASSWORD_HASH
    const key = await deriveLikeKnownAccount('a wrong password')
    // Only the same iterations, key length and digest give the same key (the time they take is
    // printed by bench/signInTiming.ts, not asserted: it moves with the machine's load).
    expect(key?.equals(pbkdf2Sync('a wrong password', EQUALISER_SALT, iterations, keyLength, digest))).toBe(
      true,
    )
    expect(
      key?.equals(pbkdf2Sync('a wrong password', EQUALISER_SALT, iterations - 1, keyLength, digest)),
    ).toBe(false)
    expect(EQUALISER_SALT).toMatch(/^[0-9a-f]{64}$/) // the length of Payload's salts (32 bytes as hex)
  }, 60_000)
})
