import { NextResponse } from 'next/server'

import { getSuggestions } from '@/data/search'
import { parseSuggestQuery } from './query'

/**
 * GET /suggest/?q=…&locale=fr: the search box's results (spec §2), grouped Type, City, Property and
 * shaped for the UI. Answers may be reused briefly: the same query in the same language gives the
 * same rows until the next import. Server-Timing gives the time spent answering.
 */
export async function GET(request: Request): Promise<NextResponse> {
  const started = performance.now()
  const query = parseSuggestQuery(request.url)
  if (!query) return NextResponse.json({ error: 'invalid query' }, { status: 400 })
  const suggestions = await getSuggestions(query.q, query.locale)
  const body = JSON.stringify(suggestions)
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=30, stale-while-revalidate=60',
      // The handler's own time (parsing, matching, serialising), for monitoring and bench/run.ts.
      'Server-Timing': `total;dur=${(performance.now() - started).toFixed(1)}`,
    },
  })
}
