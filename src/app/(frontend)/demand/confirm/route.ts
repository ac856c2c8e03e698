import { overBudget } from '@/auth/overBudget'
import { payloadClient } from '@/data/payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { readDemandToken } from '@/leads/demandLinks'
import { confirmDemand } from '@/leads/demands'
import { demandPageHref, seeOther } from '@/leads/linkPages'

/**
 * The demand register's double opt-in (issue 18): the confirmation mail's link confirms the demand,
 * then the demand register page says so in the visitor's language. A second click changes nothing;
 * a link not signed here, or expired, changes nothing and the page says the link is not valid.
 * Each client address has the forms' budget (src/auth/rateBudget.ts), as the newsletter's link.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = await overBudget(request, 'form')
  if (refused) return refused
  const url = new URL(request.url)
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const id = readDemandToken('confirm', url.searchParams.get('t') ?? '')
  const outcome = id === null ? 'invalid' : await confirmDemand(await payloadClient(), id)
  return seeOther(await demandPageHref(locale, { demand: outcome }))
}
