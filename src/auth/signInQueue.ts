/** Sign-ins waiting or running, by account: the end of each account's queue. */
const queues = new Map<string, Promise<void>>()

/**
 * Runs `signIn` once every earlier sign-in to the same account in this process has ended. Payload's
 * login reads the account before its transaction, then writes the account's whole list of sessions
 * back with its own added: two sign-ins at the same moment each wrote the list they had read, and
 * the later write dropped the earlier one's session (that person was signed out on their next
 * request). Four sign-ins at once kept one session of four (tests/int/signInSessions.test.ts).
 * Within one process this is complete; instances on one PostgreSQL are ordered by the database
 * (./accountLock.ts).
 */
export function oneSignInAtATime<T>(collection: string, email: string, signIn: () => Promise<T>): Promise<T> {
  const key = `${collection}\n${email.trim().toLowerCase()}`
  const run = (queues.get(key) ?? Promise.resolve()).then(signIn)
  const end = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, end)
  void end.then(() => {
    if (queues.get(key) === end) queues.delete(key)
  })
  return run
}

/** How many accounts have a sign-in waiting or running (for tests: the map does not grow). */
export const accountsSigningIn = (): number => queues.size
