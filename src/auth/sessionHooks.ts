import type { CollectionAfterLogoutHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { lockAccount, locksAccounts } from './accountLock'

type AuthCollection = 'owners' | 'users'

/**
 * Payload's token refresh, sign-out and password reset each open their transaction, then read the
 * account and write its whole list of sessions back. These hooks run inside that transaction,
 * before the read, and take the account's lock there (`lockAccount`, PostgreSQL only), so a
 * sign-in, a refresh or a sign-out on another instance at the same moment cannot drop a session.
 * (Payload's sign-in reads before its transaction: src/auth/accountLock.ts `underAccountLock`.)
 */
export function sessionWriteHooks(
  collection: AuthCollection,
): Pick<NonNullable<CollectionConfig['hooks']>, 'afterLogout' | 'beforeOperation'> {
  const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
    // Every operation of the collection passes here; only these two write sessions.
    if (!locksAccounts(req)) return args
    if (operation === 'refresh' && typeof req.user?.email === 'string') {
      await lockAccount(req, { collection, email: req.user.email })
    }
    if (operation === 'resetPassword') {
      const token = (args as { data?: { token?: unknown } }).data?.token
      const account =
        typeof token === 'string' && token
          ? ((await req.payload.db.findOne({
              collection,
              req,
              where: { resetPasswordToken: { equals: token } },
            })) as { email?: unknown } | null)
          : null
      if (typeof account?.email === 'string') await lockAccount(req, { collection, email: account.email })
    }
    return args
  }
  // Payload calls its afterLogout hooks inside the sign-out's transaction, before it reads the
  // account (payload/dist/auth/operations/logout.js).
  const afterLogout: CollectionAfterLogoutHook = async ({ req }) => {
    if (typeof req.user?.email === 'string') await lockAccount(req, { collection, email: req.user.email })
  }
  return { beforeOperation: [beforeOperation], afterLogout: [afterLogout] }
}
