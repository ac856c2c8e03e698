import { type NextRequest, NextResponse } from 'next/server'

import { getGoneSet } from '@/data/routeTable'
import {
  ACTION_BODY_LIMIT_BYTES,
  type ActionEnvelope,
  actionEnvelopeProblem,
} from '@/domain/forms/actionEnvelope'
import { type GoneSet, isGone } from '@/domain/routes/gone'
import { chooseLocale, prefixed, SEARCH_HEADER, splitLocale } from '@/domain/routes/paths'
import { LOCALE_COOKIE } from '@/i18n/locales'

/**
 * Every public page request passes here (spec §2 routing):
 * - a path without a language segment is served in the visitor's saved language, else the
 *   default, by rewriting to /{locale}{path} (the page declares the localized URL canonical);
 * - a visited language is remembered in a cookie (the "saved choice");
 * - withdrawn pages and properties answer 410 Gone, unknown ones 404 (from the page itself).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.method === 'POST') {
    const refused = await refuseUndecodableAction(request)
    if (refused) return refused
  }
  const { pathname, search } = request.nextUrl

  const { locale: pathLocale, segments } = splitLocale(pathname)
  const locale = pathLocale ?? chooseLocale(request.cookies.get(LOCALE_COOKIE)?.value)
  const gone = isGone(await goneSet(), locale, segments)
  // Layouts get no query: the frame of /project/?id= needs it (always set, so a visitor can't supply it).
  const headers = new Headers(request.headers)
  headers.set(SEARCH_HEADER, search)
  const init = { ...(gone ? { status: 410 } : {}), request: { headers } }

  let response: NextResponse
  if (pathLocale) {
    response = gone ? NextResponse.rewrite(request.nextUrl, init) : NextResponse.next(init)
  } else {
    const url = request.nextUrl.clone()
    url.pathname = prefixed(locale, segments.join('/'))
    url.search = search
    response = NextResponse.rewrite(url, init)
  }
  if (pathLocale && request.cookies.get(LOCALE_COOKIE)?.value !== pathLocale) {
    response.cookies.set(LOCALE_COOKIE, pathLocale, {
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'lax',
    })
  }
  return response
}

/**
 * A form's POST that Next.js could not decode as a server action answers 400 here, not 500 from
 * Next (src/domain/forms/actionEnvelope.ts says what passes); one over the size limit, 413. Next
 * buffers the body for the proxy, so reading it here leaves it whole for the action.
 */
async function refuseUndecodableAction(request: NextRequest): Promise<NextResponse | null> {
  const fetchAction = request.headers.has('next-action')
  const multipart = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data')
  if (!fetchAction && !multipart) return null
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES)
    return refuse(413, 'request too large')
  let envelope: ActionEnvelope
  try {
    envelope = multipart
      ? {
          kind: 'multipart',
          fetchAction,
          entries: [...(await request.formData()).entries()].map(([name, value]) => [
            name,
            typeof value === 'string' ? value : { fileName: value.name },
          ]),
        }
      : { kind: 'text', fetchAction, body: await request.text() }
  } catch {
    return refuse(400, 'body not readable')
  }
  const problem = actionEnvelopeProblem(envelope)
  return problem ? refuse(400, problem) : null
}

function refuse(status: 400 | 413, problem: string): NextResponse {
  return new NextResponse(status === 413 ? 'Request too large\n' : 'Bad request\n', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Refused': problem },
  })
}

let lastKnown: GoneSet = { paths: [], propertyIds: [] }

/**
 * The withdrawn paths and properties, read directly: Next 16 runs the proxy in the server's own
 * Node.js process (never the edge runtime), so this is a per-process value like every page's,
 * rebuilt once a change of the route table's sources is heard, here or from another process
 * (docs/caching.md). No call to the site over HTTP, no time limit of its own.
 */
async function goneSet(): Promise<GoneSet> {
  try {
    lastKnown = await getGoneSet()
  } catch {
    // Answering matters more than the exact status: the last list read (at first, nothing is gone).
  }
  return lastKnown
}

export const config = {
  // Pages only: not the admin, the APIs, Next's assets, media files or anything with an extension.
  matcher: [
    '/((?!api|admin|_next|crm-media|suggest|map-frame|altcha|newsletter|preview|.*\\.[a-zA-Z0-9]+$).*)',
  ],
}
