import { getSearchDestination } from '@/data/search'
import { defaultLocale } from '@/i18n/locales'
import { parseSuggestQuery } from '../query'

/**
 * GET /suggest/go/?q=…&locale=fr: the search form's action. Without JavaScript (or on Enter without
 * choosing a row) the typed text leads to its first result, else to the for-sale list.
 */
export async function GET(request: Request): Promise<Response> {
  // A malformed request still gets somewhere useful: the default language's for-sale list.
  const query = parseSuggestQuery(request.url) ?? { q: '', locale: defaultLocale }
  const destination = await getSearchDestination(query.q, query.locale)
  // A relative Location (RFC 9110 §10.2.2): the browser stays on the host it used. The request's
  // URL is no guide: Next builds it from its own listening address (http://localhost:PORT).
  return new Response(null, { status: 303, headers: { Location: destination } })
}
