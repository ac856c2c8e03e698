import { type Locale, LOCALE_COOKIE } from '@/i18n/locales'

const YEAR = 60 * 60 * 24 * 365

/**
 * Saves the page's language as the visitor's choice (spec §2: a path without a language is served
 * in the saved one). Written by the page, not by a Set-Cookie header, so that the page can be
 * kept by the page cache and by a CDN (docs/decisions/042). It writes only when the saved language
 * differs; `Secure` on HTTPS, as the server's cookies. A module script: it runs once the page is
 * parsed, as soon as its styles are in, and does not stop the parser at the top of <body> while
 * the stylesheets load (a classic inline script there did: the page's content was parsed only
 * after the styles came, and the first paint then waited for the framework's scripts too, which a
 * phone's Lighthouse run counts twice: issue 19).
 */
export function RememberLocale({ locale, nonce }: { locale: Locale; nonce: string | undefined }) {
  const cookie = `${LOCALE_COOKIE}=${locale}`
  const script =
    `if(document.cookie.split('; ').indexOf(${JSON.stringify(cookie)})<0)` +
    `document.cookie=${JSON.stringify(`${cookie};path=/;max-age=${YEAR};samesite=lax`)}` +
    `+(location.protocol==='https:'?';secure':'')`
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
