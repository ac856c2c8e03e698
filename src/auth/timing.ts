import { pbkdf2 } from 'node:crypto'

/**
 * Payload 3.90's password hash (node_modules/payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js, checked by authenticate.js): PBKDF2-HMAC-SHA256, 600,000
 * iterations, 32-byte key, for every hash it writes ("pbkdf2-sha256-v1:" prefix). Hashes from
 * before that prefix (25,000 iterations, 512 bytes) are rewritten at their next sign-in, so the
 * current parameters are what a known account costs. timing.test.ts fails if Payload changes them.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

// Any fixed salt of the length Payload generates (32 random bytes as hex): its value is irrelevant.
export const EQUALISER_SALT = 'a3f1c2e4b5d6978812ab34cd56ef7890a1b2c3d4e5f60718293a4b5c6d7e8f90'

/**
 * The work Payload does to check a password against a stored hash, over `password` with a fixed
 * salt: PBKDF2 with Payload's parameters. Resolves with the derived key (what the test compares),
 * or null when Node refuses the input (an absurd password length), which is as good as the work.
 */
export function deriveLikeKnownAccount(password: string): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const { iterations, keyLength, digest } = PASSWORD_HASH
    pbkdf2(password, EQUALISER_SALT, iterations, keyLength, digest, (error, key) =>
      resolve(error ? null : key),
    )
  })
}

/**
 * Spends on an unknown e-mail what checking a known account's password costs: the same PBKDF2 over
 * the typed password (deriveLikeKnownAccount), its result thrown away. Without it "no such account"
 * answers some 0.3 s sooner than "wrong password", which tells a stranger which addresses have an
 * account (Payload's own login returns at once for an unknown e-mail). The time ratio is printed
 * by bench/signInTiming.ts; a test of it would fail whenever the machine is busy.
 */
export async function equaliseUnknownAccount(password: string): Promise<void> {
  await deriveLikeKnownAccount(password)
}
