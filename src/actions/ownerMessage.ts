'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { z } from 'zod'

import { clientAddress } from '@/auth/clientAddress'
import { allowRequest } from '@/auth/rateLimit'
import { payloadClient } from '@/data/payload'
import { LIMITS, requiredText } from '@/domain/forms/fields'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { drainOutbox } from '@/leads/outbox'
import { propertySubject } from '@/leads/subject'
import { storeOwnerMessage } from '@/owners/message'
import { currentOwner } from '@/owners/session'
import type { OwnerFormState } from './ownerFormState'

const messageSchema = z.object({ message: requiredText(LIMITS.message) })

/**
 * The portal's "contact my agent" form. Only a signed-in owner may send it, and only about one of
 * their own properties: any other id from the form is dropped, never looked up for them.
 */
export async function sendOwnerMessage(
  _previous: OwnerFormState,
  formData: FormData,
): Promise<OwnerFormState> {
  if (!(formData instanceof FormData))
    return { status: 'invalid', values: {}, errors: { message: 'required' } }
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { message: text('message'), property: text('property') }
  const owner = await currentOwner()
  if (!owner) return { status: 'expired', values, errors: {} }
  const parsed = messageSchema.safeParse(values)
  if (!parsed.success)
    return {
      status: 'invalid',
      values,
      errors: { message: parsed.error.issues[0]?.message === 'tooLong' ? 'tooLong' : 'required' },
    }

  const localeField = text('_locale')
  const locale = isLocale(localeField) ? localeField : defaultLocale
  const payload = await payloadClient()
  try {
    // The same budget per client address as the visitor forms (src/auth/rateBudget.ts).
    const verdict = await allowRequest(payload, 'form', clientAddress(await headers()))
    if (!verdict.allowed) return { status: 'busy', values, errors: {} }
    const own = new Set((owner.properties ?? []).map((p) => (typeof p === 'number' ? p : p.id)))
    const id = Number(values.property)
    // The listing as every lead's mail shows it (src/leads/subject.ts); only one of the owner's own.
    const subject = own.has(id) ? await propertySubject(id, locale) : null
    const property = subject ? { id, ...subject.listing } : null
    await storeOwnerMessage(payload, { owner, property, message: parsed.data.message, locale })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Owner message not stored' })
    return { status: 'failed', values, errors: {} }
  }
  after(async () => {
    try {
      await drainOutbox(payload)
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'The outbox will try again on its next round' })
    }
  })
  return { status: 'sent', values: { property: values.property }, errors: {} }
}
