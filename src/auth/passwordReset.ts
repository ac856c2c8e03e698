import 'server-only'

import { randomBytes } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { getRouteTable } from '@/data/routeTable'
import { inBackground } from '@/db/background'
import { localizedPath } from '@/domain/routes/lookup'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { drainOutbox } from '@/leads/outbox'
import { mailAgency, queueDrain } from '@/leads/store'
import { mailConfig, mailFrom } from '@/mail/config'
import { renderMail } from '@/mail/render'
import { allowReminder } from './throttle'

export type ResetCollection = 'owners' | 'users'

/** How long a reminder's link works (its token's expiry on the account). */
export const RESET_TOKEN_MS = 60 * 60_000

/**
 * Every request takes at least this long to answer. The work differs with the account (none for an
 * unknown address; a transaction, a rendered mail and a commit for a known one: some 10 to 60 ms),
 * and the time must not tell which: both wait until the same moment. A PBKDF2 run for unknown
 * addresses (src/auth/timing.ts) would do the opposite here, as no password is hashed for a known
 * one: that equaliser is for sign-in.
 */
export const RESET_ANSWER_MS = 400

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Request = { collection: ResetCollection; email: string; address: string; locale?: Locale }

/**
 * A password reminder (issue 13): never says whether the account exists (same answer, same time),
 * counts the request (src/auth/throttle.ts: 5 per address, 3 per account an hour, beyond which
 * nothing is sent), and for a known account stores, in one transaction, a new token with its
 * expiry on the account and the mail in the outbox, then asks the outbox to send it. Payload's own
 * reset-password operation (`payload.resetPassword`, POST /api/<collection>/reset-password) takes
 * the token. Resolves in every case; a failure is logged.
 */
export async function requestPasswordReset(payload: Payload, request: Request): Promise<void> {
  const started = Date.now()
  try {
    const sent = await remind(payload, request)
    if (sent) inBackground(payload, drainSoon(payload))
  } catch (error) {
    payload.logger.error({ err: error, msg: `A password reminder (${request.collection}) failed` })
  } finally {
    await sleep(started + RESET_ANSWER_MS - Date.now())
  }
}

async function drainSoon(payload: Payload): Promise<void> {
  try {
    await drainOutbox(payload)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'The outbox will send the reminder on its next round' })
  }
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** True when a mail was queued. */
async function remind(payload: Payload, { collection, email, address, locale }: Request): Promise<boolean> {
  const normalised = email.trim().toLowerCase()
  if (normalised.length > 254 || !emailPattern.test(normalised)) return false
  const verdict = await allowReminder(payload, { address, account: normalised })
  if (!verdict.allowed) {
    payload.logger.info(`Password reminder not sent (${collection}): too many requests`)
    return false
  }
  // The adapter's own read returns the stored hash: an owner without one never had a password.
  const account = (await payload.db.findOne({ collection, where: { email: { equals: normalised } } })) as
    (Record<string, unknown> & { id: number; email: string }) | null
  if (!account) return false

  const language: Locale =
    collection === 'owners' && isLocale(account.language) ? account.language : (locale ?? defaultLocale)
  const token = randomBytes(32).toString('hex')
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MS)
  const agency = await mailAgency(language)
  const resetUrl =
    collection === 'owners'
      ? `${agency.siteUrl}${localizedPath(await getRouteTable(), '/login/', language)}?reset=${token}`
      : `${agency.siteUrl}/admin/reset/${token}`
  const name =
    collection === 'owners'
      ? [account.firstName, account.lastName].filter((part) => typeof part === 'string').join(' ')
      : typeof account.name === 'string'
        ? account.name
        : ''
  const rendered = renderMail(
    {
      kind: 'password-reset',
      locale: language,
      audience: collection === 'owners' ? 'owner' : 'staff',
      firstPassword: collection === 'owners' && typeof account.hash !== 'string',
      name,
      email: account.email,
      resetUrl,
    },
    agency,
  )

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.update({
      collection,
      id: account.id,
      req,
      overrideAccess: true,
      depth: 0,
      data: { resetPasswordToken: token, resetPasswordExpiration: expiresAt.toISOString() },
    })
    await payload.create({
      collection: 'mails',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        kind: 'password-reset',
        locale: language,
        from: mailFrom(agency.name, mailConfig().from),
        to: account.email,
        replyTo: agency.email,
        ...rendered,
      },
    })
    // In the outbox with the mail: whichever process runs it first sends it.
    await queueDrain(payload, req)
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
