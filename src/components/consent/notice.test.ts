import { describe, expect, it } from 'vitest'

import { noticeScript, shouldAsk } from './notice'

type Case = {
  cookie: string
  href: string
  webdriver?: boolean
  userAgent?: string
  staffPreview?: boolean
}

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

function fakeWindow({ cookie, href, webdriver = false, userAgent = chrome, staffPreview = false }: Case) {
  const url = new URL(href)
  const attributes = new Map<string, string>()
  let listener: ((event: { target: unknown }) => void) | null = null
  const button = {}
  const focus = { on: button as unknown }
  const notice = {
    hidden: true,
    attributes,
    focus,
    contains: (element: unknown) => element === button,
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    addEventListener: (_type: 'click', handler: typeof listener) => (listener = handler),
    click: (choice: string) =>
      listener?.({
        target: { closest: () => ({ getAttribute: () => choice }) },
      }),
  }
  const body = { tabIndex: 0, focus: () => (focus.on = body), removeAttribute: () => undefined }
  const document = {
    cookie,
    body,
    get activeElement() {
      return focus.on
    },
    getElementById: (id: string) => (id === 'consent-notice' ? notice : null),
    querySelector: (selector: string) => (staffPreview && selector === '[data-staff-preview]' ? {} : null),
  }
  return {
    notice,
    win: {
      document,
      navigator: { webdriver, userAgent },
      location: { href: url.href, pathname: url.pathname },
    },
  }
}

const cases: [string, Case, boolean][] = [
  ['an unanswered visit', { cookie: '', href: 'https://x.be/fr/' }, true],
  ['other cookies only', { cookie: 'NEXT_LOCALE=fr; consentx=set', href: 'https://x.be/fr/' }, true],
  [
    'an answer stored',
    { cookie: 'NEXT_LOCALE=fr; consent=set; ad_storage=false', href: 'https://x.be/fr/' },
    false,
  ],
  ['an answer stored, first cookie', { cookie: 'consent=set', href: 'https://x.be/nl/te-koop/' }, false],
  ['setcookies asks again', { cookie: 'consent=set', href: 'https://x.be/fr/?setcookies' }, true],
  ['an automated browser', { cookie: '', href: 'https://x.be/fr/', webdriver: true }, false],
  [
    'a crawler',
    { cookie: '', href: 'https://x.be/fr/', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    false,
  ],
  ['a preview path', { cookie: '', href: 'https://x.be/fr/preview/abc/' }, false],
  ['a staff preview of drafts', { cookie: '', href: 'https://x.be/fr/', staffPreview: true }, false],
]

function runScript(input: Case) {
  const { notice, win } = fakeWindow(input)
  new Function('document', 'navigator', 'location', noticeScript)(win.document, win.navigator, win.location)
  return notice
}

describe('the consent notice before the controller is ready', () => {
  const visit = { cookie: '', href: 'https://x.be/fr/' }

  it.each(['all', 'none'])('keeps a press on %s and closes the notice at once', (choice) => {
    const notice = runScript(visit)
    notice.click(choice)
    expect(notice.attributes.get('data-pending')).toBe(choice)
    expect(notice.hidden).toBe(true)
    // The pressed button had the focus: it goes to the page's start, not past its end.
    expect(notice.focus.on).not.toBe(null)
    expect((notice.focus.on as { tabIndex?: number }).tabIndex).toBe(-1)
  })

  it('keeps a press on settings and leaves the question open', () => {
    const notice = runScript(visit)
    notice.click('settings')
    expect(notice.attributes.get('data-pending')).toBe('settings')
    expect(notice.hidden).toBe(false)
  })

  it('leaves presses to the controller once it is ready', () => {
    const notice = runScript(visit)
    notice.setAttribute('data-ready', '')
    notice.click('all')
    expect(notice.attributes.has('data-pending')).toBe(false)
    expect(notice.hidden).toBe(false)
  })
})

describe('the consent notice: shown to whom', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const { win } = fakeWindow(input)
    expect(shouldAsk(win as unknown as Window)).toBe(expected)
    // The inline script, run while the page is parsed, decides the same.
    expect(!runScript(input).hidden).toBe(expected)
  })
})
