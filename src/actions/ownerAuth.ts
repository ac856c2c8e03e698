'use server'

import { sql } from 'drizzle-orm'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { createLocalReq } from 'payload'

import { signInToAccount } from '@/auth/accountLock'
import { clientAddress } from '@/auth/clientAddress'
import { requestPasswordReset } from '@/auth/passwordReset'
import { checkSignIn, clearSignInFailures, recordSignInFailure } from '@/auth/throttle'
import { equaliseUnknownAccount } from '@/auth/timing'
import { payloadClient } from '@/data/payload'
import { getRouteTable } from '@/data/routeTable'
import { queryRows } from '@/db/rows'
import { fieldErrors, newPasswordSchema, reminderSchema, signInSchema } from '@/domain/owner/credentials'
import { localizedPath } from '@/domain/routes/lookup'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { endOwnerSession, startOwnerSession } from '@/owners/session'
import type { OwnerFormState } from './ownerFormState'

const LOGIN_PATH = '/login/'

const field = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : undefined
}

const localeOf = (formData: FormData): Locale => {
  const value = field(formData, '_locale')
  return isLocale(value) ? value : defaultLocale
}

async function loginHref(locale: Locale, query = ''): Promise<string> {
  return localizedPath(await getRouteTable(), LOGIN_PATH, locale) + query
}

/** Whether an account with this address exists and has a password: the import creates none. */
async function hasPassword(email: string): Promise<boolean> {
  const payload = await payloadClient()
  const rows = await queryRows<{ hash: string | null }>(
    payload,
    sql`SELECT hash FROM owners WHERE email = ${email} LIMIT 1`,
  )
  return Boolean(rows[0]?.hash)
}

/**
 * The owner's sign-in (issue 17; spec §8 'login failed', 'the username or password are not
 * correct'). Throttled per client address and per address and account (src/auth/throttle.ts), never
 * per account alone; an unknown address costs the same password check as a known one, and both get
 * the same answer. On success the session cookie is set and the owner lands on the portal in their
 * own language.
 */
export async function signInOwner(_previous: OwnerFormState, formData: FormData): Promise<OwnerFormState> {
  if (!(formData instanceof FormData)) return { status: 'invalid', values: {}, errors: { email: 'required' } }
  const values = { email: field(formData, 'email') ?? '' }
  const parsed = signInSchema.safeParse({ email: values.email, password: field(formData, 'password') })
  if (!parsed.success) return { status: 'invalid', values, errors: fieldErrors(parsed.error) }

  const { email, password } = parsed.data
  const account = email.toLowerCase()
  const payload = await payloadClient()
  const who = { address: clientAddress(await headers()), account }
  let language: Locale
  try {
    const verdict = await checkSignIn(payload, who)
    if (!verdict.allowed) {
      return {
        status: 'locked',
        values,
        errors: {},
        retryAfterMinutes: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)),
      }
    }
    if (!(await hasPassword(account))) {
      await equaliseUnknownAccount(password)
      await recordSignInFailure(payload, who)
      return { status: 'refused', values, errors: {} }
    }
    const req = await createLocalReq({}, payload)
    const result = await signInToAccount(req, { collection: 'owners', email: account }, () =>
      payload.login({ collection: 'owners', data: { email: account, password }, overrideAccess: true, req }),
    ).catch((error: unknown) => {
      if ((error as { name?: string }).name === 'AuthenticationError') return null
      throw error
    })
    if (!result?.token) {
      await recordSignInFailure(payload, who)
      return { status: 'refused', values, errors: {} }
    }
    await clearSignInFailures(payload, who)
    await startOwnerSession(result.token, result.exp)
    const owner = result.user as { language?: unknown } | undefined
    language = isLocale(owner?.language) ? owner.language : localeOf(formData)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Owner sign-in failed' })
    return { status: 'failed', values, errors: {} }
  }
  redirect(await loginHref(language))
}

/**
 * The password reminder: the same answer whether or not the address has an account, so that it
 * tells nobody who the agency's owners are. The mail (a link to set a password, valid one hour) goes
 * through the outbox; a first-time owner sets their first password through the same link.
 */
export async function remindOwner(_previous: OwnerFormState, formData: FormData): Promise<OwnerFormState> {
  if (!(formData instanceof FormData)) return { status: 'invalid', values: {}, errors: { email: 'required' } }
  const values = { email: field(formData, 'email') ?? '' }
  const parsed = reminderSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, errors: fieldErrors(parsed.error) }
  const payload = await payloadClient()
  try {
    await requestPasswordReset(payload, {
      collection: 'owners',
      email: parsed.data.email,
      address: clientAddress(await headers()),
      locale: localeOf(formData),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Owner password reminder failed' })
    return { status: 'failed', values, errors: {} }
  }
  return { status: 'sent', values, errors: {} }
}

/** A new password from the mail's link: set, the owner is signed in, the link stops working. */
export async function setOwnerPassword(
  _previous: OwnerFormState,
  formData: FormData,
): Promise<OwnerFormState> {
  if (!(formData instanceof FormData))
    return { status: 'invalid', values: {}, errors: { password: 'required' } }
  const parsed = newPasswordSchema.safeParse({
    token: field(formData, 'token'),
    password: field(formData, 'password'),
    confirm: field(formData, 'confirm'),
  })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return { status: errors.token ? 'expired' : 'invalid', values: {}, errors }
  }
  const payload = await payloadClient()
  let language: Locale
  try {
    const result = await payload
      .resetPassword({
        collection: 'owners',
        data: { token: parsed.data.token, password: parsed.data.password },
        overrideAccess: true,
      })
      .catch((error: unknown) => {
        // Payload's answer to an unknown, used or expired token.
        if ((error as { status?: number }).status === 403) return null
        throw error
      })
    if (!result?.token) return { status: 'expired', values: {}, errors: {} }
    await startOwnerSession(result.token, undefined)
    const user = result.user as { language?: unknown }
    language = isLocale(user.language) ? user.language : localeOf(formData)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Owner new password failed' })
    return { status: 'failed', values: {}, errors: {} }
  }
  redirect(await loginHref(language))
}

/** Signs out and comes back to the sign-in form. */
export async function signOutOwner(formData: FormData): Promise<void> {
  await endOwnerSession()
  redirect(await loginHref(localeOf(formData)))
}
