'use server'

import { redirect } from 'next/navigation'

import { payloadClient } from '@/data/payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { readDemandToken } from '@/leads/demandLinks'
import { unsubscribeDemand } from '@/leads/demands'
import { demandPageHref } from '@/leads/linkPages'

/**
 * The button of the demand register's deletion page (issue 18): the signed token of the mail's
 * link decides which demand; without a valid one nothing changes and the page says so.
 */
export async function deleteDemand(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) return
  const token = formData.get('t')
  const lang = formData.get('lang')
  const locale = typeof lang === 'string' && isLocale(lang) ? lang : defaultLocale
  const id = typeof token === 'string' ? readDemandToken('delete', token) : null
  const outcome = id === null ? 'invalid' : await unsubscribeDemand(await payloadClient(), id)
  redirect(await demandPageHref(locale, { demand: outcome }))
}
