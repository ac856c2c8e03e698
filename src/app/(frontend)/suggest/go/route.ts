import { NextResponse } from 'next/server'

import { getSearchDestination } from '@/data/search'
import { defaultLocale } from '@/i18n/locales'
import { parseSuggestQuery } from '../query'

/**
 * GET /suggest/go/?q=…&locale=fr: the search form's action. Without JavaScript (or on Enter without
 * choosing a row) the typed text leads to its first result, else to the for-sale list.
 */
export async function GET(request: Request): Promise<NextResponse> {
  // A malformed request still gets somewhere useful: the default language's for-sale list.
  const query = parseSuggestQuery(request.url) ?? { q: '', locale: defaultLocale }
  const destination = await getSearchDestination(query.q, query.locale)
  // Relative to the request's own URL, so the host the visitor used is kept.
  return NextResponse.redirect(new URL(destination, request.url), 303)
}
