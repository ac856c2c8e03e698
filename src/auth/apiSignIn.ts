import 'server-only'

import { AuthenticationError, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { signInToAccount } from './accountLock'
import { clientAddress } from './clientAddress'
import type { LoginCollection } from './loginEndpoint'
import { lockedMessage } from './signInMessages'
import { checkSignIn, clearSignInFailures, recordSignInFailure } from './throttle'
import { equaliseUnknownAccount } from './timing'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The REST sign-in (src/auth/loginEndpoint.ts): the throttle first, then Payload's own login
 * operation (`payload.login` with this request, so hooks, sessions and the response's user are
 * Payload's), then the cookie as Payload's handler sets it (payload/dist/auth/endpoints/login.js).
 * A refusal is thrown as Payload's AuthenticationError, so its body and status (401) are the ones
 * Payload's error handler writes for any wrong password.
 */
export async function signInThroughApi(
  req: PayloadRequest,
  collection: LoginCollection,
  data: Record<string, unknown>,
): Promise<Response> {
  const { payload } = req
  const email = text(data.email).trim().toLowerCase()
  const password = text(data.password)
  const depth = Number(req.searchParams.get('depth') ?? Number.NaN)
  const login = () =>
    signInToAccount(req, { collection, email }, () =>
      payload.login({
        collection,
        data: { email, password },
        depth: Number.isInteger(depth) ? depth : undefined,
        // As the REST handler calls the operation: field access applies to the user it returns.
        overrideAccess: false,
        req,
      }),
    )
  // No address or no password: Payload's own validation answers (400), nothing is counted.
  if (!email || !password) return Response.json(await login())

  const who = { address: clientAddress(req.headers), account: email }
  const verdict = await checkSignIn(payload, who)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60))
    return Response.json(
      { errors: [{ message: lockedMessage(req.i18n?.language, minutes) }] },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    )
  }
  const { totalDocs } = await payload.count({
    collection,
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) {
    // A known account's answer waits for its password hash: so does this one.
    await equaliseUnknownAccount(password)
    await recordSignInFailure(payload, who)
    throw new AuthenticationError(req.t)
  }
  let result: Awaited<ReturnType<typeof login>>
  try {
    result = await login()
  } catch (error) {
    if ((error as { name?: string }).name === 'AuthenticationError') await recordSignInFailure(payload, who)
    throw error
  }
  await clearSignInFailures(payload, who)
  const auth = payload.collections[collection].config.auth
  if (!result.token) throw new Error(`${collection}: Payload's login returned no token`)
  const cookie = generatePayloadCookie({
    collectionAuthConfig: auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  // Payload's handler removes the token from the body when the collection asks it to.
  const body: Record<string, unknown> = { message: req.t('authentication:passed'), ...result }
  if (auth.removeTokenFromResponses) delete body.token
  return Response.json(body, { headers: { 'Set-Cookie': cookie } })
}
