import { defaultLocale, isLocale } from '@/i18n/locales'
import { readDemandToken } from '@/leads/demandLinks'
import { demandPageHref, seeOther } from '@/leads/linkPages'

/**
 * The mail's "delete my search" link (issue 18). Opening a link deletes nothing (mail scanners open
 * links): it leads to the demand register page, which asks with a button (src/actions/deleteDemand.ts).
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const token = url.searchParams.get('t') ?? ''
  const valid = readDemandToken('delete', token) !== null
  return seeOther(await demandPageHref(locale, valid ? { delete: token } : { demand: 'invalid' }))
}
