'use server'

import { redirect } from 'next/navigation'

import { payloadClient } from '@/data/payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { unsubscribePageHref } from '@/leads/linkPages'
import { performUnsubscribe } from '@/leads/unsubscribe'
import { readUnsubscribeToken } from '@/leads/unsubscribeLinks'

/**
 * The unsubscribe page's button (issue 18): the signed token of the mail's link decides what
 * stops; without a valid one nothing changes and the page says so.
 */
export async function confirmUnsubscribe(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) return
  const token = formData.get('t')
  const lang = formData.get('lang')
  const locale = typeof lang === 'string' && isLocale(lang) ? lang : defaultLocale
  const target = typeof token === 'string' ? readUnsubscribeToken(token) : null
  const done = target ? await performUnsubscribe(await payloadClient(), target) : null
  redirect(await unsubscribePageHref(locale, { unsubscribe: done ? 'done' : 'invalid' }))
}
