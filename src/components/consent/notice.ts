/**
 * The consent notice's visibility rule, shared by the inline script that shows it while the page
 * is parsed (ConsentNotice.tsx) and by the controller that keeps it right afterwards.
 */
import { isPreviewPath, parseCookies, readConsent, shouldClearConsent } from '@/domain/tracking/consent'

export const NOTICE_ID = 'consent-notice'

// The consent library's own bot test (its hideFromBots option): no notice for crawlers and
// automated browsers, so they see the page as it is.
const BOT_AGENT = /bot|crawl|spider|slurp|teoma/i
// readConsent's test, for the inline script: the site's `consent=set` cookie.
const ANSWERED = /(?:^|;\s*)consent=set(?:;|$)/

type Page = Pick<Window, 'location' | 'document'>

/** A preview: a preview path, or a staff preview of drafts (src/components/preview/PreviewBar.tsx)
 * whatever its path. No consent question there, and no page view counted. */
export const isPreviewPage = ({ location, document: doc }: Page): boolean =>
  isPreviewPath(location.pathname) || doc.querySelector('[data-staff-preview]') !== null

/** Asked when unanswered (or when the URL asks again with setcookies), never of bots or previews. */
export function shouldAsk(win: Page & Pick<Window, 'navigator'>): boolean {
  const { navigator: nav, location, document: doc } = win
  if (nav.webdriver || BOT_AGENT.test(nav.userAgent) || isPreviewPage(win)) return false
  return readConsent(parseCookies(doc.cookie)) === null || shouldClearConsent(location.href)
}

/** Set on the notice by the controller once it handles the buttons itself. */
export const READY_ATTRIBUTE = 'data-ready'
/** A choice pressed before the controller was there, which it then carries out. */
export const PENDING_ATTRIBUTE = 'data-pending'

/**
 * The same rule as a script run right after the notice's markup, before any bundle (notice.test.ts
 * holds the two to the same answers). Until the controller is ready it also keeps a press on a
 * choice, and closes the notice at once for Accept all and Decline all.
 */
export const noticeScript =
  `(function(){var d=document,n=d.getElementById(${JSON.stringify(NOTICE_ID)}),v=navigator,l=location;` +
  `if(!n||v.webdriver||${BOT_AGENT}.test(v.userAgent)||l.pathname.indexOf('preview')>=0||` +
  `d.querySelector('[data-staff-preview]'))return;` +
  `if(!${ANSWERED}.test(d.cookie)||l.href.indexOf('setcookies')>=0)n.hidden=false;` +
  `n.addEventListener('click',function(e){if(n.hasAttribute('${READY_ATTRIBUTE}'))return;` +
  `var b=e.target.closest&&e.target.closest('[data-consent-choice]');if(!b)return;` +
  `var c=b.getAttribute('data-consent-choice');n.setAttribute('${PENDING_ATTRIBUTE}',c);` +
  `if(c==='settings')return;var f=n.contains(d.activeElement),y=d.body;n.hidden=true;` +
  // As the controller's hideNotice: the keyboard goes back to the page's start, not past its end.
  `if(f){y.tabIndex=-1;y.focus({preventScroll:true});y.removeAttribute('tabindex')}})})()`
