'use server'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'

import { judgeFormData } from '@/antispam/formGuard'
import { clientAddress } from '@/auth/clientAddress'
import { allowRequest } from '@/auth/rateLimit'
import { payloadClient } from '@/data/payload'
import { CAPTCHA_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/domain/antispam/fields'
import type { ErrorCode } from '@/domain/forms/fields'
import { leadSource } from '@/domain/forms/leadSource'
import { type FormValues, isVisitorForm } from '@/domain/forms/schemas'
import { type RawForm, validateForm } from '@/domain/forms/validate'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { alreadyRequestedDocuments } from '@/leads/documents'
import { holidayRequestErrors } from '@/leads/holiday'
import { unsubscribePageHref } from '@/leads/linkPages'
import { drainOutbox } from '@/leads/outbox'
import { storeLead } from '@/leads/store'
import { projectSubject, propertySubject } from '@/leads/subject'
import { thankYouHref } from '@/leads/thankYou'
import { hasSubscriptions, subscriptionsOf } from '@/leads/unsubscribe'
import { readImage } from '@/leads/upload'
import { AppointmentsFullError } from '@/leads/visits'
import type { FormState } from './formState'

/** Fields of the form's machinery, not the visitor's: never stored as their answers. */
const internal = new Set([
  '_form',
  '_locale',
  '_page',
  '_landing',
  '_referrer',
  '_utm',
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  CAPTCHA_FIELD,
  'image',
])

function rawOf(formData: FormData): RawForm {
  const raw: RawForm = {}
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || internal.has(name) || name.startsWith('$ACTION')) continue
    const known = raw[name]
    raw[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value]
  }
  return raw
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : null
}

/**
 * Every visitor form posts here (issue 15). The answers are checked against the form's schema and
 * the spam guard; bad input comes back with everything typed and a code per field. A good one is
 * stored with its mails in one transaction before anything can fail, the outbox is asked to send
 * at once, and the visitor lands on the form's thank-you page. Only a failure to store says
 * 'contact failure: the mail is not sent, try again'. Each client address may submit 20 forms in
 * 10 minutes (src/auth/rateBudget.ts); beyond, the form comes back as typed with 'too many'.
 */
export async function submitLead(_previous: FormState, formData: FormData): Promise<FormState> {
  // A crafted request can call the action with other arguments than the form's (issue 15 fuzz).
  if (!(formData instanceof FormData)) return { status: 'invalid', values: {}, errors: { _form: 'required' } }
  const form = text(formData, '_form')
  const localeField = text(formData, '_locale')
  const locale = isLocale(localeField) ? localeField : defaultLocale
  // What the visitor typed: sent back as it is when something must be fixed.
  const values = rawOf(formData)
  if (!isVisitorForm(form)) return { status: 'invalid', values, errors: { _form: 'required' } }

  // Counted before anything else is looked at: a refused submission is neither checked nor stored.
  const payload = await payloadClient()
  const requestHeaders = await headers()
  try {
    const verdict = await allowRequest(payload, 'form', clientAddress(requestHeaders))
    if (!verdict.allowed) return { status: 'invalid', values, errors: {}, notice: 'tooMany' }
  } catch (error) {
    payload.logger.error({ err: error, msg: `A ${form} submission could not be counted` })
    return { status: 'failed', values, errors: {}, notice: 'failure' }
  }

  const judgement = await judgeFormData(formData)
  const validation = validateForm(form, values)
  const errors: Partial<Record<string, ErrorCode>> = validation.ok ? {} : { ...validation.errors }
  if (judgement.verdict === 'reject-captcha') errors.captcha = 'captcha'

  const image =
    form === 'testimonial' ? await readImage(formData.get('image')) : { ok: true as const, image: null }
  if (!image.ok) errors.image = image.error

  // The listing or project a form is about must exist and be public.
  let subject = null
  if (validation.ok) {
    const answers = validation.values as { property?: number; project?: number }
    if (answers.property !== undefined) subject = await propertySubject(answers.property, locale)
    if (answers.project !== undefined) subject = await projectSubject(answers.project, locale)
    if ((answers.property !== undefined || answers.project !== undefined) && !subject) {
      errors[answers.property !== undefined ? 'property' : 'project'] = 'required'
    }
  }
  if (!validation.ok || Object.keys(errors).length > 0) return { status: 'invalid', values, errors }

  const source = leadSource({
    page: text(formData, '_page'),
    landing: text(formData, '_landing'),
    referrer: text(formData, '_referrer'),
    utm: text(formData, '_utm'),
    requestReferer: requestHeaders.get('referer'),
  })
  if (form === 'document-request' && validation.ok) {
    const { email, property } = validation.values as { email: string; property: number }
    if (await alreadyRequestedDocuments(payload, email, property)) {
      return { status: 'invalid', values, errors: {}, notice: 'documentsAlready' }
    }
  }

  if (form === 'holiday-request' && validation.ok) {
    const stayErrors = await holidayRequestErrors(validation.values as FormValues<'holiday-request'>, locale)
    if (stayErrors) return { status: 'invalid', values, errors: stayErrors }
  }

  if (form === 'unsubscribe' && validation.ok) {
    const { email, remove } = validation.values as FormValues<'unsubscribe'>
    if (!hasSubscriptions(await subscriptionsOf(payload, email, remove))) {
      return { status: 'invalid', values, errors: {}, notice: 'personNotFound' }
    }
  }

  let stored = false
  try {
    await storeLead(payload, {
      form,
      locale,
      values: validation.values,
      subject,
      source,
      verdict: judgement.verdict === 'reject-captcha' ? 'review' : judgement.verdict,
      reasons: judgement.reasons,
      image: image.ok ? image.image : null,
    })
    stored = true
  } catch (error) {
    if (error instanceof AppointmentsFullError) {
      // Spec §8 'the appointments are full'. The page is drawn again, so the slot shows as full.
      refresh()
      return { status: 'invalid', values, errors: {}, notice: 'appointmentsFull' }
    }
    payload.logger.error({ err: error, msg: `A ${form} submission could not be stored` })
  }
  if (!stored) return { status: 'failed', values, errors: {}, notice: 'failure' }

  // Sent after the answer: the visitor does not wait for the mail server (the job runner would
  // send them within seconds anyway; whichever comes first claims each mail).
  after(async () => {
    try {
      await drainOutbox(payload)
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'The outbox will try again on its next round' })
    }
  })
  // An unsubscribe request is not done yet: its page says the link is on its way.
  redirect(
    form === 'unsubscribe'
      ? await unsubscribePageHref(locale, { unsubscribe: 'sent' })
      : await thankYouHref(form, locale),
  )
}
