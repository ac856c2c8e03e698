import { overBudget } from '@/auth/overBudget'
import { payloadClient } from '@/data/payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { seeOther, unsubscribePageHref } from '@/leads/linkPages'
import { performUnsubscribe } from '@/leads/unsubscribe'
import { readUnsubscribeToken } from '@/leads/unsubscribeLinks'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } })

/**
 * The unsubscribe link of the mails (issue 18). Opening it removes nothing (mail scanners open
 * links): it leads to the unsubscribe page in the mail's language, which asks with a button.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const token = url.searchParams.get('t') ?? ''
  const valid = readUnsubscribeToken(token) !== null
  return seeOther(await unsubscribePageHref(locale, valid ? { t: token } : { unsubscribe: 'invalid' }))
}

/**
 * RFC 8058 one-click unsubscription: the mail client POSTs `List-Unsubscribe=One-Click` to the
 * link of the `List-Unsubscribe` header, and the address is unsubscribed at once, without a page.
 * Each client address has the forms' budget (src/auth/rateBudget.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const refused = await overBudget(request, 'form')
  if (refused) return refused
  // RFC 8058 §3.1: sent as multipart/form-data or application/x-www-form-urlencoded.
  const form = await request.formData().catch(() => null)
  if (form?.get('List-Unsubscribe') !== 'One-Click') {
    return plain(400, 'Expected List-Unsubscribe=One-Click.')
  }
  const target = readUnsubscribeToken(new URL(request.url).searchParams.get('t') ?? '')
  const done = target ? await performUnsubscribe(await payloadClient(), target) : null
  return done ? plain(200, 'Unsubscribed.') : plain(404, 'This unsubscribe link is not valid.')
}
