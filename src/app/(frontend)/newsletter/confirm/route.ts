import { overBudget } from '@/auth/overBudget'
import { payloadClient } from '@/data/payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { isNewsletterSignature } from '@/leads/signedLinks'
import { thankYouHref } from '@/leads/thankYou'

/**
 * The newsletter's double opt-in (issue 15): the link of the confirmation mail records when the
 * address's owner confirmed, then shows the sign-up's thank-you page. A second click changes
 * nothing. A link that was not signed here is refused without telling whether the lead exists.
 * Each client address has the forms' budget (src/auth/rateBudget.ts): a stream of forged links
 * costs the database one counter write each, not a read and a write.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = await overBudget(request, 'form')
  if (refused) return refused
  const url = new URL(request.url)
  const leadId = Number(url.searchParams.get('lead'))
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  if (!Number.isInteger(leadId) || !isNewsletterSignature(leadId, url.searchParams.get('sig') ?? '')) {
    return new Response('This confirmation link is not valid.', {
      status: 404,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  const payload = await payloadClient()
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!lead || lead.form !== 'sign-newsletter') {
    return new Response('This confirmation link is not valid.', {
      status: 404,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  const data = (lead.data ?? {}) as Record<string, unknown>
  if (!data.confirmedAt) {
    await payload.update({
      collection: 'leads',
      id: leadId,
      overrideAccess: true,
      data: { data: { ...data, confirmedAt: new Date().toISOString() } },
    })
  }
  return new Response(null, {
    status: 303,
    headers: { Location: await thankYouHref('sign-newsletter', locale), 'Cache-Control': 'no-store' },
  })
}
