import { draftMode } from 'next/headers'

/**
 * Ends a staff preview (src/app/(frontend)/preview/route.ts) and goes back to the page it was on,
 * now as visitors see it. Only a path on this site is followed.
 */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/'
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'no-store', Location: safe } })
}
